import { describe, expect, it } from 'vitest';
import { newField, toFields, toItems } from '../../../../src/client/pages/bpm/form/designerModel.ts';

const json = (v: unknown) => JSON.stringify(v);

describe('form designer model', () => {
  it('numbers new fields with names not yet used', () => {
    const first = newField('input', '单行文本', []);
    const second = newField('select', '下拉选择', [first]);
    expect(first.kind === 'field' && first.field.field).toBe('field1');
    expect(second.kind === 'field' && second.field).toMatchObject({ field: 'field2', options: [{ label: '选项一', value: '1' }, { label: '选项二', value: '2' }] });
  });

  it('keeps what it does not edit: a layout row as it was, a form-create rule\'s other keys', () => {
    const row = json({ type: 'fcRow', children: [{ type: 'input', field: 'a', title: '甲' }] });
    const rule = json({ type: 'input', field: 'b', title: '乙', col: { span: 12 }, props: { clearable: true, placeholder: '旧' }, validate: [{ required: true, message: '必填' }] });
    const items = toItems([row, rule]);
    expect(items.map((i) => i.kind)).toEqual(['other', 'field']);
    const edited = items.map((i) => (i.kind === 'field' ? { ...i, field: { ...i.field, title: '乙二', required: false, placeholder: undefined } } : i));
    const [keptRow, keptRule] = toFields(edited).map((f) => JSON.parse(f));
    expect(keptRow).toEqual(JSON.parse(row));
    expect(keptRule).toEqual({ type: 'input', field: 'b', title: '乙二', col: { span: 12 }, props: { clearable: true } });
  });

  it('rewrites a yudao v1.6.2 (form-generator) field as a form-create rule once edited', () => {
    const vue2 = json({ __config__: { label: '天数', tag: 'el-input-number', required: true }, __vModel__: 'days' });
    expect(JSON.parse(toFields(toItems([vue2]))[0])).toEqual({ type: 'inputNumber', field: 'days', title: '天数', $required: true, validate: [{ required: true, message: '天数不能为空', trigger: 'blur' }] });
  });
});
