import safeRegex from 'safe-regex2';
import { createAjv } from '../validation/ajv.ts';
import { translateAjvErrors } from '../validation/ajvMessages.ts';
import { fieldsOfRule, parseConf, parseFields, parseRule, patternSource, type FieldOption, type FormField } from './formRule.ts';

export * from './formRule.ts';

/**
 * A process form (yudao's `conf` + `fields`) as one JSON Schema and UI schema: what the client renders with rjsf and
 * the server checks submitted variables against, so both apply the same rules (docs/bpm-forms.md).
 */
export interface FormSchema {
  schema: JsonSchema;
  uiSchema: Record<string, any>;
  fields: FormField[];
}

type JsonSchema = Record<string, any>;

/** A pattern a form may carry: valid, and without catastrophic backtracking (it runs on the server). */
export function usablePattern(source: string | undefined): boolean {
  if (source === undefined) return false;
  try {
    return safeRegex(new RegExp(source, 'u'));
  } catch {
    return false;
  }
}

/** The JSON type of a set of option values: numbers when all are numbers, as dictionaries of `int` are. */
function valueSchema(field: FormField): JsonSchema {
  if (field.dictType) return field.dictValueType === 'int' ? { type: 'integer' } : { type: 'string' };
  const options: FieldOption[] = field.options ?? [];
  const numeric = options.length > 0 && options.every((o) => typeof o.value === 'number');
  return options.length
    ? { type: numeric ? 'number' : 'string', oneOf: options.map((o) => ({ const: o.value, title: o.label })) }
    : { type: 'string' };
}

/** The property of one field, and its UI schema entry. */
function propertyOf(field: FormField): [JsonSchema, Record<string, any>] {
  const required = field.requiredMessage ?? `${field.title}不能为空`;
  const ui: Record<string, any> = field.placeholder ? { 'ui:placeholder': field.placeholder } : {};
  const base = { title: field.title, ...(field.value !== undefined && field.value !== '' ? { default: field.value } : {}) };
  const list = (items: JsonSchema, widget?: string): [JsonSchema, Record<string, any>] => [
    { ...base, type: 'array', items: { ...items, title: field.title }, uniqueItems: true, ...(field.required ? { minItems: 1 } : {}), errorMessage: { required, minItems: required } },
    widget ? { ...ui, 'ui:widget': widget } : ui,
  ];
  switch (field.type) {
    case 'input':
    case 'textarea':
    case 'editor': {
      const pattern = usablePattern(field.pattern) ? { pattern: field.pattern } : {};
      const errorMessage = { required, minLength: required, pattern: field.patternMessage ?? `${field.title}格式不正确` };
      const widget = field.type === 'input' ? {} : { 'ui:widget': field.type === 'textarea' ? 'textarea' : 'richText' };
      return [{ ...base, type: 'string', ...(field.required ? { minLength: 1 } : {}), ...pattern, errorMessage }, { ...ui, ...widget }];
    }
    case 'inputNumber':
      return [{ ...base, type: 'number', ...(field.min !== undefined ? { minimum: field.min } : {}), ...(field.max !== undefined ? { maximum: field.max } : {}), errorMessage: { required } }, ui];
    case 'select':
    case 'radio':
    case 'checkbox': {
      const value = valueSchema(field);
      const dict = field.dictType ? { dict: field.dictType } : {};
      if (field.multiple || field.type === 'checkbox') {
        const widget = field.dictType ? 'dictMulti' : field.type === 'checkbox' ? 'checkboxes' : undefined;
        const [schema, uiList] = list({ ...value }, widget);
        return [{ ...schema, ...dict }, { ...uiList, ...(field.type === 'checkbox' ? { 'ui:options': { inline: true } } : {}) }];
      }
      const widget = field.dictType ? (field.type === 'radio' ? 'dictRadio' : 'dictSelect') : field.type === 'radio' ? 'radio' : undefined;
      return [{ ...base, ...value, ...dict, errorMessage: { required } }, { ...ui, ...(widget ? { 'ui:widget': widget } : {}), ...(field.type === 'radio' ? { 'ui:options': { inline: true } } : {}) }];
    }
    case 'datePicker':
      return [{ ...base, type: 'string', ...(field.required ? { minLength: 1 } : {}), errorMessage: { required, minLength: required } }, { ...ui, 'ui:widget': 'date' }];
    case 'dateRange':
      return [{ ...base, type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2, errorMessage: { required, minItems: required, maxItems: required } }, { ...ui, 'ui:widget': 'dateRange' }];
    case 'timePicker':
      return [{ ...base, type: 'string', ...(field.required ? { minLength: 1 } : {}), errorMessage: { required, minLength: required } }, { ...ui, 'ui:widget': 'time' }];
    case 'switch':
      return [{ ...base, type: 'boolean', errorMessage: { required } }, ui];
    case 'userSelect':
      return field.multiple ? list({ type: 'integer' }, 'userSelect') : [{ ...base, type: 'integer', errorMessage: { required } }, { ...ui, 'ui:widget': 'userSelect' }];
    case 'upload':
      // Files travel inside the variables as data URLs (we have no file store); yudao's uploads are URLs: both text.
      return field.multiple ? list({ type: 'string' }, 'file') : [{ ...base, type: 'string', ...(field.required ? { minLength: 1 } : {}), errorMessage: { required, minLength: required } }, { ...ui, 'ui:widget': 'file' }];
  }
}

/** `fields` (yudao's string[] of JSON, any dialect) → the JSON Schema and UI schema of the form. */
export function toFormSchema(conf: unknown, fields: readonly unknown[]): FormSchema {
  const parsed = parseFields(fields);
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: Record<string, any> = { 'ui:order': [...parsed.map((f) => f.field), '*'] };
  const position = parseConf(conf).labelPosition;
  if (position) uiSchema['ui:options'] = { labelPosition: position };
  for (const field of parsed) {
    const [property, ui] = propertyOf(field);
    properties[field.field] = property;
    if (Object.keys(ui).length) uiSchema[field.field] = ui;
  }
  const required = parsed.filter((f) => f.required).map((f) => f.field);
  return { schema: { type: 'object', properties, ...(required.length ? { required } : {}) }, uiSchema, fields: parsed };
}

const ajv = createAjv({ useDefaults: false });
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
const CACHE_SIZE = 200;

/** A compiled check per form text: a definition's form is checked on every start, and compiling costs more. */
function validatorFor(schema: JsonSchema) {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    if (compiled.size >= CACHE_SIZE) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, validate);
  }
  return validate;
}

/** An empty answer is no answer, as element's forms see it: `""`, `null` and `[]` are left out before the check. */
function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)));
}

/**
 * Submitted process variables against a form: the Chinese messages of what is wrong (a missing required field, a
 * pattern or an option not met, a value of the wrong type), one per field; empty when they are fine. Variables that
 * are not fields of the form are not the form's business and pass.
 */
export function validateFormVariables(conf: unknown, fields: readonly unknown[], values: Record<string, unknown> | null | undefined): string[] {
  const { schema } = toFormSchema(conf, fields);
  const validate = validatorFor(schema);
  const data = withoutEmpty(values ?? {});
  if (validate(data)) return [];
  // oneOf reports every branch it missed; the `enum`-like summary is what a person can act on.
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'const');
  return translateAjvErrors(errors.map((e) => (e.keyword === 'oneOf' ? { ...e, keyword: 'enum', params: { allowedValues: optionLabels(schema, e.instancePath) } } : e)), schema as never).map((m) => m.message);
}

function optionLabels(schema: JsonSchema, instancePath: string): string[] {
  const [name, index] = instancePath.split('/').filter(Boolean);
  const property = schema.properties?.[name];
  const options: { title: string }[] = (index !== undefined ? property?.items?.oneOf : property?.oneOf) ?? [];
  return options.map((o) => o.title);
}

/** What is wrong with a form's fields before it is saved (codes and texts: the server's formErrors). */
export type FieldsProblem =
  | { kind: 'notObject'; index: number }
  | { kind: 'duplicate'; first: string; second: string; field: string }
  | { kind: 'badPattern'; title: string };

export function checkFormFields(fields: readonly unknown[]): FieldsProblem | undefined {
  const byName = new Map<string, string>();
  for (const [index, item] of fields.entries()) {
    const rule = parseRule(item);
    if (!rule) return { kind: 'notObject', index: index + 1 };
    for (const field of fieldsOfRule(rule)) {
      const first = byName.get(field.field);
      if (first !== undefined) return { kind: 'duplicate', first, second: field.title, field: field.field };
      byName.set(field.field, field.title);
      if (field.pattern !== undefined && !usablePattern(field.pattern)) return { kind: 'badPattern', title: field.title };
    }
  }
  return undefined;
}

/** A field as our designer stores it: a form-create rule a yudao vue3 client reads too (docs/bpm-forms.md). */
export function toRule(field: FormField): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (field.placeholder) props.placeholder = field.placeholder;
  if (field.min !== undefined) props.min = field.min;
  if (field.max !== undefined) props.max = field.max;
  if (field.multiple && field.type !== 'checkbox') props.multiple = true;
  let type: string = field.type;
  if (field.type === 'textarea') [type, props.type] = ['input', 'textarea'];
  if (field.type === 'dateRange') [type, props.type] = ['datePicker', 'daterange'];
  if (field.type === 'userSelect') type = 'UserSelect';
  if (field.type === 'upload') type = 'UploadFile';
  if (field.type === 'editor') type = 'Editor';
  if (field.dictType) {
    [type, props.dictType, props.selectType] = ['DictSelect', field.dictType, field.type];
    if (field.dictValueType) props.valueType = field.dictValueType;
  }
  const validate: Record<string, unknown>[] = [];
  if (field.required) validate.push({ required: true, message: field.requiredMessage ?? `${field.title}不能为空`, trigger: 'blur' });
  if (field.pattern) validate.push({ pattern: patternSource(field.pattern), message: field.patternMessage ?? `${field.title}格式不正确`, trigger: 'blur' });
  return {
    type,
    field: field.field,
    title: field.title,
    ...(field.value !== undefined ? { value: field.value } : {}),
    ...(field.required ? { $required: true } : {}),
    ...(Object.keys(props).length ? { props } : {}),
    ...(field.options && !field.dictType ? { options: field.options } : {}),
    ...(validate.length ? { validate } : {}),
  };
}
