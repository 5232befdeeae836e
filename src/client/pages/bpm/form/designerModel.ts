import { fieldsOfRule, parseRule, toRule, type FieldType, type FormField } from '../../../../shared/bpm/formFields.ts';

/**
 * What the designer edits: the form's components in order. A component our designer knows is a field with its
 * properties; anything else a yudao designer wrote (a layout row, a divider, a type we do not render) is kept as it
 * was and saved unchanged. `original` is the stored rule a field was read from: a form-create rule keeps the keys
 * we do not edit (docs/bpm-forms.md).
 */
export type DesignerItem =
  | { key: string; kind: 'field'; field: FormField; original?: Record<string, unknown> }
  | { key: string; kind: 'other'; rule: Record<string, unknown>; label: string };

/** The palette, in yudao's order of its input and selection components; labels are the designer's. */
export const PALETTE: readonly FieldType[] = [
  'input', 'textarea', 'inputNumber', 'editor', 'select', 'radio', 'checkbox', 'switch', 'timePicker', 'datePicker', 'dateRange',
  'userSelect', 'upload',
];

export const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(['select', 'radio', 'checkbox']);
export const TEXT_TYPES: ReadonlySet<FieldType> = new Set(['input', 'textarea', 'editor']);

let counter = 0;
export const itemKey = (): string => `item-${Date.now().toString(36)}-${(counter += 1)}`;

/** A variable name not yet used in the form: field1, field2, … (yudao's designer numbers them too). */
export function freeFieldName(items: readonly DesignerItem[]): string {
  const used = new Set(items.flatMap((i) => (i.kind === 'field' ? [i.field.field] : [])));
  let n = items.length + 1;
  while (used.has(`field${n}`)) n += 1;
  return `field${n}`;
}

/** A new field of a palette type, titled with the type's label. */
export function newField(type: FieldType, title: string, items: readonly DesignerItem[]): DesignerItem {
  const field: FormField = { type, field: freeFieldName(items), title };
  if (CHOICE_TYPES.has(type)) field.options = [{ label: '选项一', value: '1' }, { label: '选项二', value: '2' }];
  if (type === 'checkbox') field.multiple = true;
  return { key: itemKey(), kind: 'field', field };
}

/** The stored `fields` as designer items. */
export function toItems(fields: readonly string[]): DesignerItem[] {
  return fields.map((text) => {
    const rule = parseRule(text) ?? {};
    const found = fieldsOfRule(rule);
    const own = found.length === 1 && !Array.isArray(rule.children) && !Array.isArray((rule.__config__ as { children?: unknown })?.children);
    if (own) return { key: itemKey(), kind: 'field', field: found[0], original: rule.__config__ ? undefined : rule };
    const label = String(rule.title ?? (rule.__config__ as { label?: string })?.label ?? rule.type ?? (rule.__config__ as { tag?: string })?.tag ?? '');
    return { key: itemKey(), kind: 'other', rule, label };
  });
}

/** Designer items as the stored `fields`: one JSON text per component. */
export function toFields(items: readonly DesignerItem[]): string[] {
  return items.map((item) => {
    if (item.kind === 'other') return JSON.stringify(item.rule);
    const rule = toRule(item.field);
    if (!item.original) return JSON.stringify(rule);
    // What we edit replaces the original's; what we do not (col, info, events…) stays.
    const { value: _v, $required: _r, validate: _val, options: _o, ...kept } = item.original;
    const { placeholder: _p, min: _min, max: _max, multiple: _m, type: _t, dictType: _d, selectType: _s, valueType: _vt, ...otherProps } = (kept.props ?? {}) as Record<string, unknown>;
    const props = { ...otherProps, ...(rule.props as object) };
    return JSON.stringify({ ...kept, ...rule, ...(Object.keys(props).length ? { props } : {}) });
  });
}

/** The form-level options we write: form-create's, so a yudao vue3 client opens the form as we laid it out. */
export const DEFAULT_CONF = JSON.stringify({ form: { labelPosition: 'right', size: 'default', labelWidth: '125px' }, submitBtn: { show: true, innerText: '提交' }, resetBtn: { show: false } });
