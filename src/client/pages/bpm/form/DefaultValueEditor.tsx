import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { toFormSchema, toRule, type FormField } from '../../../../shared/bpm/formFields.ts';
import { validator } from '../../../resources/form/validator.ts';
import { processFormWidgets } from './processFormWidgets.tsx';
import { DEFAULTS_BEHAVIOUR } from './rjsfOptions.ts';

/**
 * A field's default value, entered with the field's own widget (a select for a select, a date picker for a date):
 * the field's schema, not required, in a one-field rjsf form.
 */
export function DefaultValueEditor({ field, onChange }: { field: FormField; onChange(value: unknown): void }) {
  const translate = useTranslate();
  const { schema, uiSchema } = useMemo(() => {
    const { value: _default, required: _required, ...rest } = field;
    const form = toFormSchema('{}', [JSON.stringify(toRule(rest))]);
    const property = { ...form.schema.properties[field.field], title: translate('app.bpmForm.designer.defaultValue') };
    return { schema: { type: 'object', properties: { value: property } }, uiSchema: { value: form.uiSchema[field.field] ?? {} } };
  }, [field, translate]);
  return (
    <Form schema={schema as RJSFSchema} uiSchema={uiSchema} formData={{ value: field.value }} validator={validator} widgets={processFormWidgets}
      onChange={(e) => onChange((e.formData as { value?: unknown } | undefined)?.value)} noHtml5Validate showErrorList={false} experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}>
      <></>
    </Form>
  );
}
