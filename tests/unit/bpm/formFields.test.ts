import { describe, expect, it } from 'vitest';
import { checkFormFields, parseFields, toFormSchema, toRule, validateFormVariables, type FormField } from '../../../src/shared/bpm/formFields.ts';

const json = (v: unknown) => JSON.stringify(v);

/** One field of each type, as our designer writes them. */
const ours: FormField[] = [
  { type: 'input', field: 'title', title: '标题', required: true, pattern: '^[A-Z]', patternMessage: '标题须以大写字母开头' },
  { type: 'textarea', field: 'reason', title: '原因', placeholder: '请输入原因' },
  { type: 'inputNumber', field: 'days', title: '天数', min: 1, max: 30 },
  { type: 'select', field: 'level', title: '级别', options: [{ label: '高', value: 1 }, { label: '低', value: 2 }] },
  { type: 'radio', field: 'kind', title: '类型', dictType: 'bpm_oa_leave_type', dictValueType: 'int' },
  { type: 'checkbox', field: 'tags', title: '标签', options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }], required: true },
  { type: 'datePicker', field: 'day', title: '日期' },
  { type: 'dateRange', field: 'period', title: '起止日期' },
  { type: 'timePicker', field: 'at', title: '时间' },
  { type: 'switch', field: 'urgent', title: '加急' },
  { type: 'userSelect', field: 'who', title: '经办人' },
  { type: 'upload', field: 'file', title: '附件' },
  { type: 'editor', field: 'body', title: '正文' },
];
const fields = ours.map((f) => json(toRule(f)));

describe('process form fields', () => {
  it('reads back what the designer writes, for every type', () => {
    expect(parseFields(fields)).toEqual(ours.map((f) => ({ ...f, ...(f.type === 'checkbox' ? { multiple: true } : {}), ...(f.required ? { requiredMessage: `${f.title}不能为空` } : {}), ...(f.pattern ? { patternMessage: f.patternMessage } : {}) })));
  });

  it('gives each type its JSON type and widget', () => {
    const { schema, uiSchema } = toFormSchema('{}', fields);
    const types = Object.fromEntries(Object.entries(schema.properties).map(([k, p]: [string, any]) => [k, p.type]));
    expect(types).toEqual({ title: 'string', reason: 'string', days: 'number', level: 'number', kind: 'integer', tags: 'array', day: 'string', period: 'array', at: 'string', urgent: 'boolean', who: 'integer', file: 'string', body: 'string' });
    expect(schema.required).toEqual(['title', 'tags']);
    expect(uiSchema.reason).toEqual({ 'ui:placeholder': '请输入原因', 'ui:widget': 'textarea' });
    expect(uiSchema.kind['ui:widget']).toBe('dictRadio');
    expect(schema.properties.kind.dict).toBe('bpm_oa_leave_type');
    expect(uiSchema.tags['ui:widget']).toBe('checkboxes');
    expect(uiSchema.period['ui:widget']).toBe('dateRange');
    expect(uiSchema.body['ui:widget']).toBe('richText');
    expect(uiSchema['ui:order'].slice(0, 3)).toEqual(['title', 'reason', 'days']);
  });

  it('refuses missing required fields and broken patterns with Chinese messages', () => {
    expect(validateFormVariables('{}', fields, {})).toEqual(['标题不能为空', '标签不能为空']);
    expect(validateFormVariables('{}', fields, { title: '', tags: [] })).toEqual(['标题不能为空', '标签不能为空']);
    expect(validateFormVariables('{}', fields, { title: 'abc', tags: ['a'] })).toEqual(['标题须以大写字母开头']);
    expect(validateFormVariables('{}', fields, { title: 'Abc', tags: ['a'], extra: 1 })).toEqual([]);
  });

  it('refuses values of the wrong type or outside the options', () => {
    expect(validateFormVariables('{}', fields, { title: 'A', tags: ['a'], days: 40 })).toEqual(['天数不能大于 30']);
    expect(validateFormVariables('{}', fields, { title: 'A', tags: ['c'] })).toEqual(['标签第 1 项必须是以下值之一：甲、乙']);
    expect(validateFormVariables('{}', fields, { title: 'A', tags: ['a'], level: 3 })).toEqual(['级别必须是以下值之一：高、低']);
    expect(validateFormVariables('{}', fields, { title: 'A', tags: ['a'], urgent: 'yes' })).toEqual(['加急的类型不正确，应为布尔值']);
  });

  it('reads yudao vue3 (form-create) rules, with nested layout and $required', () => {
    const formCreate = [
      json({ type: 'input', field: 'F1', title: '名称', $required: '请填写名称', props: { placeholder: '名称' } }),
      json({ type: 'fcRow', children: [{ type: 'col', children: [{ type: 'inputNumber', field: 'F2', title: '金额' }] }] }),
      json({ type: 'select', field: 'F3', title: '城市', options: [{ label: '北京', value: 'bj' }], props: { multiple: true } }),
      json({ type: 'radio', field: 'F4', title: '性别', options: [{ label: '男', value: 1 }], validate: [{ required: true, message: '请选择性别' }] }),
      json({ type: 'checkbox', field: 'F5', title: '爱好', options: [{ label: '读书', value: 'r' }] }),
      json({ type: 'datePicker', field: 'F6', title: '日期', props: { type: 'daterange' } }),
      json({ type: 'timePicker', field: 'F7', title: '时间' }),
      json({ type: 'switch', field: 'F8', title: '开关' }),
      json({ type: 'input', field: 'F9', title: '备注', props: { type: 'textarea' }, validate: [{ pattern: '/^\\d+$/', message: '只能是数字' }] }),
      json({ type: 'elDivider', title: '分割线' }),
      json({ type: 'rate', field: 'F10', title: '评分' }),
    ];
    const { schema } = toFormSchema('{"form":{"labelPosition":"right"}}', formCreate);
    expect(Object.keys(schema.properties)).toEqual(['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9']);
    expect(schema.properties.F3.type).toBe('array');
    expect(schema.properties.F6.type).toBe('array');
    expect(validateFormVariables('', formCreate, { F9: 'x' })).toEqual(['请填写名称', '请选择性别', '只能是数字']);
    expect(validateFormVariables('', formCreate, { F1: 'n', F4: 1, F9: '12', F10: 5 })).toEqual([]);
  });

  it('reads yudao v1.6.2 (form-generator) fields', () => {
    const generator = [
      json({ __config__: { label: '单行文本', tag: 'el-input', required: true, regList: [{ pattern: '/^1\\d{10}$/', message: '手机号格式错误' }] }, __vModel__: 'mobile', placeholder: '请输入' }),
      json({ __config__: { label: '下拉选择', tag: 'el-select', required: false }, __slot__: { options: [{ label: '选项一', value: 1 }] }, __vModel__: 'choice' }),
      json({ __config__: { label: '行容器', tag: 'el-row', children: [{ __config__: { label: '开关', tag: 'el-switch', defaultValue: false }, __vModel__: 'on' }] } }),
    ];
    const { schema, uiSchema } = toFormSchema('{}', generator);
    expect(Object.keys(schema.properties)).toEqual(['mobile', 'choice', 'on']);
    expect(uiSchema.mobile['ui:placeholder']).toBe('请输入');
    expect(validateFormVariables('{}', generator, { mobile: '123' })).toEqual(['手机号格式错误']);
    expect(validateFormVariables('{}', generator, { choice: 1 })).toEqual(['单行文本不能为空']);
  });

  it('finds what makes a form unsavable', () => {
    expect(checkFormFields(fields)).toBeUndefined();
    expect(checkFormFields(['[1]'])).toEqual({ kind: 'notObject', index: 1 });
    expect(checkFormFields([json({ type: 'input', field: 'a', title: '甲' }), json({ type: 'fcRow', children: [{ type: 'input', field: 'a', title: '乙' }] })]))
      .toEqual({ kind: 'duplicate', first: '甲', second: '乙', field: 'a' });
    expect(checkFormFields([json({ type: 'input', field: 'a', title: '甲', validate: [{ pattern: '(a+)+$' }] })])).toEqual({ kind: 'badPattern', title: '甲' });
    expect(checkFormFields([json({ type: 'input', field: 'a', title: '甲', validate: [{ pattern: '([' }] })])).toEqual({ kind: 'badPattern', title: '甲' });
  });
});
