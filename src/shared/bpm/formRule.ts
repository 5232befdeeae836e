/**
 * One field of a process form, read from whichever dialect wrote it (docs/bpm-forms.md):
 * - ours and yudao's vue3 designer (form-create rules): `{type, field, title, value, props, options, validate, $required}`,
 *   textareas and date ranges as `input` / `datePicker` with `props.type`, yudao's own components as `DictSelect`,
 *   `UserSelect`, `UploadFile`, `Editor`;
 * - yudao v1.6.2's vue2 designer (element form-generator): `{__config__: {label, tag, defaultValue, required, regList},
 *   __vModel__, __slot__: {options}, type, placeholder}`.
 * Components without a field name (rows, dividers, text) hold no value; their `children` are searched for fields.
 */
export type FieldType =
  | 'input' | 'textarea' | 'inputNumber' | 'select' | 'radio' | 'checkbox' | 'datePicker' | 'dateRange'
  | 'timePicker' | 'switch' | 'userSelect' | 'upload' | 'editor';

export const FIELD_TYPES: readonly FieldType[] = [
  'input', 'textarea', 'inputNumber', 'select', 'radio', 'checkbox', 'datePicker', 'dateRange', 'timePicker', 'switch',
  'userSelect', 'upload', 'editor',
];

export interface FieldOption {
  label: string;
  value: string | number;
}

export interface FormField {
  type: FieldType;
  /** The process variable's name. */
  field: string;
  title: string;
  /** The default value. */
  value?: unknown;
  placeholder?: string;
  required?: boolean;
  requiredMessage?: string;
  /** A regular expression's source (no slashes), checked on text. */
  pattern?: string;
  patternMessage?: string;
  /** Fixed options of a select, radio or checkbox field … */
  options?: FieldOption[];
  /** … or a dictionary's, by type (values stay text unless `dictValueType` is `int`). */
  dictType?: string;
  dictValueType?: 'str' | 'int';
  multiple?: boolean;
  min?: number;
  max?: number;
}

type Raw = Record<string, any>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** `"/^\d+$/"` (form-generator writes regex literals as text) → `^\d+$`; a bare source is kept. */
export function patternSource(pattern: unknown): string | undefined {
  const source = text(pattern);
  if (!source) return undefined;
  const literal = /^\/(.*)\/[a-z]*$/s.exec(source);
  return literal ? literal[1] : source;
}

function optionsOf(list: unknown): FieldOption[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list
    .filter(isObject)
    .filter((o) => typeof o.value === 'string' || typeof o.value === 'number')
    .map((o) => ({ label: String(o.label ?? o.value), value: o.value }));
}

/** form-create's type names (case varies between versions) and yudao's components → our field types. */
function formCreateType(rule: Raw): FieldType | undefined {
  const props = isObject(rule.props) ? rule.props : {};
  switch (String(rule.type ?? '').toLowerCase()) {
    case 'input':
      return props.type === 'textarea' ? 'textarea' : 'input';
    case 'textarea':
      return 'textarea';
    case 'inputnumber':
      return 'inputNumber';
    case 'select':
    case 'dictselect':
      return props.selectType === 'radio' ? 'radio' : props.selectType === 'checkbox' ? 'checkbox' : 'select';
    case 'radio':
      return 'radio';
    case 'checkbox':
      return 'checkbox';
    case 'datepicker':
      return /range$/.test(String(props.type ?? '')) ? 'dateRange' : 'datePicker';
    case 'daterange':
      return 'dateRange';
    case 'timepicker':
      return 'timePicker';
    case 'switch':
      return 'switch';
    case 'userselect':
      return 'userSelect';
    case 'upload':
    case 'uploadfile':
    case 'uploadimg':
    case 'uploadimgs':
      return 'upload';
    case 'editor':
      return 'editor';
    default:
      return undefined;
  }
}

function fromFormCreate(rule: Raw): FormField | undefined {
  const type = formCreateType(rule);
  const field = text(rule.field);
  if (!type || !field) return undefined;
  const props = isObject(rule.props) ? rule.props : {};
  const validate: Raw[] = Array.isArray(rule.validate) ? rule.validate.filter(isObject) : [];
  const requiredRule = validate.find((v) => v.required === true);
  const patternRule = validate.find((v) => v.pattern !== undefined);
  const $required = rule.$required;
  return clean({
    type,
    field,
    title: text(rule.title) ?? field,
    value: rule.value,
    placeholder: text(props.placeholder),
    required: Boolean(requiredRule || $required === true || text($required)),
    requiredMessage: text(requiredRule?.message) ?? text($required),
    pattern: patternSource(patternRule?.pattern),
    patternMessage: text(patternRule?.message),
    options: optionsOf(rule.options),
    dictType: text(props.dictType),
    dictValueType: props.valueType === 'int' ? 'int' : undefined,
    multiple: props.multiple === true || type === 'checkbox' || undefined,
    min: num(props.min),
    max: num(props.max),
  });
}

/** form-generator's element tags → our field types. */
function formGeneratorType(config: Raw, component: Raw): FieldType | undefined {
  switch (config.tag) {
    case 'el-input':
      return component.type === 'textarea' ? 'textarea' : 'input';
    case 'el-input-number':
      return 'inputNumber';
    case 'el-select':
      return 'select';
    case 'el-radio-group':
      return 'radio';
    case 'el-checkbox-group':
      return 'checkbox';
    case 'el-date-picker':
      return /range$/.test(String(component.type ?? '')) ? 'dateRange' : 'datePicker';
    case 'el-time-picker':
      return 'timePicker';
    case 'el-switch':
      return 'switch';
    case 'el-upload':
      return 'upload';
    case 'tinymce':
      return 'editor';
    default:
      return undefined;
  }
}

function fromFormGenerator(component: Raw): FormField | undefined {
  const config: Raw = component.__config__;
  const type = formGeneratorType(config, component);
  const field = text(component.__vModel__);
  if (!type || !field) return undefined;
  const regList: Raw[] = Array.isArray(config.regList) ? config.regList.filter(isObject) : [];
  const slot = isObject(component.__slot__) ? component.__slot__ : {};
  return clean({
    type,
    field,
    title: text(config.label) ?? field,
    value: config.defaultValue,
    placeholder: text(component.placeholder),
    required: config.required === true,
    pattern: patternSource(regList[0]?.pattern),
    patternMessage: text(regList[0]?.message),
    options: optionsOf(slot.options ?? component.options),
    multiple: component.multiple === true || type === 'checkbox' || undefined,
    min: num(component.min),
    max: num(component.max),
  });
}

function clean(field: FormField): FormField {
  const out: Raw = {};
  for (const [k, v] of Object.entries(field)) if (v !== undefined && v !== false) out[k] = v;
  return out as FormField;
}

/** A stored field text as an object, or undefined when it is not a JSON object. */
export function parseRule(json: unknown): Raw | undefined {
  if (isObject(json)) return json;
  if (typeof json !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The value-holding fields of one stored rule, its children included (a row of columns holds fields). */
export function fieldsOfRule(rule: Raw, depth = 0): FormField[] {
  const own = isObject(rule.__config__) ? fromFormGenerator(rule) : fromFormCreate(rule);
  const nested = [rule.children, rule.__config__?.children].flatMap((c) => (Array.isArray(c) ? c : []));
  // A form is a few levels deep at most; a deeper one is not a form.
  const children = depth < 8 ? nested.filter(isObject).flatMap((c) => fieldsOfRule(c, depth + 1)) : [];
  return own ? [own, ...children] : children;
}

/** Every field of a form, in order; a name used twice keeps its first field (saving such a form is refused). */
export function parseFields(fields: readonly unknown[]): FormField[] {
  const seen = new Set<string>();
  return fields
    .flatMap((f) => {
      const rule = parseRule(f);
      return rule ? fieldsOfRule(rule) : [];
    })
    .filter((f) => !seen.has(f.field) && Boolean(seen.add(f.field)));
}

/** The form-level options we read from `conf`: form-create's `{form: {labelPosition}, submitBtn: {innerText}}`. */
export interface FormConf {
  labelPosition?: 'top' | 'left' | 'right';
  submitText?: string;
}

export function parseConf(conf: unknown): FormConf {
  const raw = parseRule(conf) ?? {};
  const form = isObject(raw.form) ? raw.form : raw;
  const position = form.labelPosition;
  return {
    labelPosition: position === 'top' || position === 'left' || position === 'right' ? position : undefined,
    submitText: isObject(raw.submitBtn) ? text(raw.submitBtn.innerText) : undefined,
  };
}
