import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseConf, toFormSchema } from '../../../../shared/bpm/formFields.ts';
import { formSx, templates } from '../../../resources/form/templates.tsx';
import { toFieldErrors, validator } from '../../../resources/form/validator.ts';
import { processFormWidgets } from './processFormWidgets.tsx';
import { DEFAULTS_BEHAVIOUR } from './rjsfOptions.ts';

type Values = Record<string, unknown>;

export interface ProcessFormProps {
  /** yudao's form-level options (a JSON string). */
  conf: string;
  /** yudao's fields: one JSON string per designer component (ours, form-create's or form-generator's). */
  fields: string[];
  value?: Values;
  /** Shows the values without inputs to change them or a button to submit (a process's detail page). */
  readOnly?: boolean;
  onSubmit?: (values: Values) => void;
  submitLabel?: string;
  /** Disables the form while its submission is under way. */
  disabled?: boolean;
}

/** Outlined, compact inputs, as the generated forms have them, whatever the app theme's default variant. */
const formTheme = (outer: Theme) =>
  createTheme(outer, {
    components: {
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'none' } },
      MuiFormControl: { defaultProps: { size: 'small', margin: 'none' } },
    },
  });

/**
 * A process form (docs/bpm-forms.md) filled in or shown: the designer's fields as JSON Schema and UI schema
 * (src/shared/bpm/formFields.ts, the rules the server checks too) through rjsf and our widgets, with the Chinese
 * messages of the generated screens. Validation runs on submit, then live while the user corrects.
 */
export function ProcessForm({ conf, fields, value, readOnly, onSubmit, submitLabel, disabled }: ProcessFormProps) {
  const translate = useTranslate();
  const key = JSON.stringify([conf, fields]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are the form; a new array of the same texts is the same form
  const form = useMemo(() => toFormSchema(conf, fields), [key]);
  const submitText = submitLabel ?? parseConf(conf).submitText ?? translate('app.bpmForm.designer.submit');
  const [data, setData] = useState<Values>(() => value ?? {});
  const [submitted, setSubmitted] = useState(false);

  return (
    <ThemeProvider theme={formTheme}>
      <Box sx={formSx} data-testid="process-form">
        <Form
          schema={form.schema as RJSFSchema}
          uiSchema={form.uiSchema}
          formData={readOnly ? value : data}
          validator={validator}
          widgets={processFormWidgets}
          templates={templates}
          onChange={(e: IChangeEvent<Values>) => setData(e.formData ?? {})}
          onSubmit={(e) => onSubmit?.(e.formData ?? {})}
          onError={() => setSubmitted(true)}
          transformErrors={(errors) => toFieldErrors(errors, form.schema)}
          liveValidate={submitted}
          noHtml5Validate
          showErrorList={false}
          readonly={readOnly}
          disabled={disabled}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        >
          {readOnly ? <></> : (
            <Box sx={{ mt: 2 }}>
              <Button type="submit" variant="contained" disabled={disabled}>{submitText}</Button>
            </Box>
          )}
        </Form>
      </Box>
    </ThemeProvider>
  );
}
