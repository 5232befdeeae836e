import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { FieldError, ManifestResource } from '../../api/index.ts';
import { formSchema, toFormData, toPayload, type FormMode } from './formSchema.ts';
import { formSx, templates } from './templates.tsx';
import { toErrorSchema, toFieldErrors, validator } from './validator.ts';
import { fieldTitle } from '../fields.ts';
import { registeredFormWidgets } from '../extensions.ts';
import { widgets } from './widgets.tsx';

type Data = Record<string, unknown>;

/**
 * What the form's widgets see of the whole form (rjsf's formContext): a widget that edits several fields together
 * (an activity's place sets its 经度, 纬度 and 签到半径) reads them and sets them at once.
 */
export interface FormContext {
  formData: Data;
  setFields(values: Data): void;
}

export interface SchemaFormProps {
  resource: ManifestResource;
  mode: FormMode;
  /** The `<form>` id, so buttons outside it (a dialog's 确 定) can submit it. */
  formId: string;
  /** The record being edited, or the defaults of a new one. */
  initialData?: Data;
  /** Called with the writable fields once the data is valid. */
  onSubmit(payload: Data): void;
  /** Field errors the server answered (`data.errors` of a 400): shown under their fields until edited. */
  serverErrors?: readonly FieldError[];
  disabled?: boolean;
  /** Fields the page fixes: shown disabled, sent as given. */
  locked?: readonly string[];
}

const NO_ERRORS: readonly FieldError[] = [];
/** Compact outlined inputs in forms (element-ui's look), whatever the app theme's default variant is. */
const formTheme = (outer: Theme) =>
  createTheme(outer, {
    components: {
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'none' } },
      // react-admin's theme gives every FormControl a dense margin; rjsf nests two per field.
      MuiFormControl: { defaultProps: { size: 'small', margin: 'none' } },
    },
  });
/** A required yes/no starts unanswered (and is flagged as such), not silently 否. */
const DEFAULTS_BEHAVIOUR = { requiredBooleanDefault: 'skip' } as const;
const NONE: readonly string[] = [];

/** Keys whose value differs between two form states. */
const changedKeys = (a: Data, b: Data): string[] => [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]);

/**
 * The generated create / edit form: rjsf with @rjsf/mui from the resource's JSON Schema (formSchema.ts decides the
 * fields of each mode), our widgets, Chinese messages, no HTML5 validation (TOOLCHAIN gotcha 8); validation runs on
 * submit and then live while the user corrects.
 */
export function SchemaForm({ resource, mode, formId, initialData, onSubmit, serverErrors = NO_ERRORS, disabled, locked = NONE }: SchemaFormProps) {
  const form = useMemo(() => formSchema(resource, mode, locked), [resource, mode, locked]);
  // Features' own widgets (extensions.ts) beside ours; registered at start-up, so once per form is enough.
  const allWidgets = useMemo(() => ({ ...widgets, ...registeredFormWidgets() }), []);
  const [data, setData] = useState<Data>(() => toFormData(initialData, form.fields));
  const [submitted, setSubmitted] = useState(false);
  // Server errors stay until their field is edited; a new answer from the server starts over.
  const [errorsFor, setErrorsFor] = useState(serverErrors);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  if (errorsFor !== serverErrors) {
    setErrorsFor(serverErrors);
    setDismissed(new Set());
  }
  const extraErrors = useMemo(
    () => toErrorSchema(serverErrors.filter((e) => !dismissed.has(e.field.split('.')[0]))),
    [serverErrors, dismissed],
  );

  const formContext = useMemo<FormContext>(() => ({ formData: data, setFields: (values) => setData((d) => ({ ...d, ...values })) }), [data]);

  const onChange = (e: IChangeEvent<Data>) => {
    const next = e.formData ?? {};
    const changed = changedKeys(data, next);
    if (changed.length && serverErrors.length) setDismissed((d) => new Set([...d, ...changed]));
    setData(next);
  };

  return (
    <ThemeProvider theme={formTheme}>
      <Box sx={formSx}>
        <Form
          id={formId}
          schema={form.schema as RJSFSchema}
          uiSchema={form.uiSchema}
          formData={data}
          validator={validator}
          widgets={allWidgets}
          formContext={formContext}
          templates={templates}
          onChange={onChange}
          onSubmit={(e) => onSubmit(toPayload(e.formData ?? {}, form.writable))}
          onError={() => setSubmitted(true)}
          transformErrors={(errors) => toFieldErrors(errors, form.schema, (field) => fieldTitle(resource, field))}
          extraErrors={extraErrors}
          liveValidate={submitted}
          noHtml5Validate
          showErrorList={false}
          disabled={disabled}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        />
      </Box>
    </ThemeProvider>
  );
}
