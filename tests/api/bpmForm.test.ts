import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const json = (v: unknown) => JSON.stringify(v);
const CONF = json({ form: { labelPosition: 'right' }, submitBtn: { show: true, innerText: '提交' } });
const FIELDS = [
  json({ type: 'input', field: 'reason', title: '原因', $required: true, validate: [{ required: true, message: '原因不能为空' }] }),
  json({ type: 'inputNumber', field: 'days', title: '天数' }),
];

/** Process forms (API-CONTRACT §5.4): yudao's conf/fields shape, its error codes, list-all-simple. */
describe('bpm form', () => {
  let t: TestApp;
  let admin: string;
  let admin2: string;
  let deputy: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
  });
  afterAll(() => t.close());

  const base = '/admin-api/bpm/form';
  const create = (payload: object, token = admin, tenantId = 1) => t.call({ method: 'POST', url: `${base}/create`, payload, token, tenantId });
  const update = (payload: object) => t.call({ method: 'PUT', url: `${base}/update`, payload, token: admin });
  const get = (id: number, token = admin, tenantId = 1) => t.call({ method: 'GET', url: `${base}/get?id=${id}`, token, tenantId });

  it('creates, reads, lists, updates and deletes a form, fields as JSON texts', async () => {
    const created = await create({ name: '通用审批单', status: 0, conf: CONF, fields: FIELDS, remark: '演示' });
    expect(created).toMatchObject({ code: 0 });
    const id = created.data as number;
    const got = await get(id);
    expect(got.data).toMatchObject({ id, name: '通用审批单', status: 0, conf: CONF, fields: FIELDS, remark: '演示' });
    expect(typeof got.data.createTime).toBe('number');
    expect(got.data.fields.map((f: string) => JSON.parse(f).field)).toEqual(['reason', 'days']);

    const page = await t.call({ method: 'GET', url: `${base}/page?pageNo=1&pageSize=10&name=审批`, token: admin });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({ id, name: '通用审批单' });
    const simple = await t.call({ method: 'GET', url: `${base}/list-all-simple`, token: admin });
    expect(simple.data).toContainEqual({ id, name: '通用审批单' });

    expect(await update({ id, name: '通用审批单（新）', fields: [FIELDS[0]] })).toMatchObject({ code: 0, data: true });
    expect((await get(id)).data).toMatchObject({ name: '通用审批单（新）', conf: CONF, fields: [FIELDS[0]] });

    expect(await t.call({ method: 'DELETE', url: `${base}/delete?id=${id}`, token: admin })).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: 1009010000, data: null, msg: '动态表单不存在' });
  });

  it('answers 动态表单不存在 for a missing form on get, update and delete', async () => {
    const missing = { code: 1009010000, data: null, msg: '动态表单不存在' };
    expect(await get(999999)).toMatchObject(missing);
    expect(await update({ id: 999999, name: 'x' })).toMatchObject(missing);
    expect(await t.call({ method: 'DELETE', url: `${base}/delete?id=999999`, token: admin })).toMatchObject(missing);
  });

  it('refuses two fields with the same name, naming both, in any designer dialect', async () => {
    const twice = [FIELDS[0], json({ type: 'fcRow', children: [{ type: 'input', field: 'reason', title: '事由' }] })];
    expect(await create({ name: '重复', status: 0, conf: CONF, fields: twice })).toMatchObject({ code: 1009010001, data: null, msg: '表单项(原因) 和 (事由) 使用了相同的字段名(reason)' });
    const vue2 = [
      json({ __config__: { label: '单行文本', tag: 'el-input' }, __vModel__: 'field101' }),
      json({ __config__: { label: '多行文本', tag: 'el-input' }, __vModel__: 'field101', type: 'textarea' }),
    ];
    expect(await create({ name: '重复', status: 0, conf: '{}', fields: vue2 })).toMatchObject({ code: 1009010001, msg: '表单项(单行文本) 和 (多行文本) 使用了相同的字段名(field101)' });

    const { data: id } = await create({ name: '可改', status: 0, conf: CONF, fields: FIELDS });
    expect(await update({ id, fields: twice })).toMatchObject({ code: 1009010001 });
    expect((await get(id)).data.fields).toEqual(FIELDS);
  });

  it('refuses fields that are not JSON objects and patterns the server cannot run safely', async () => {
    expect(await create({ name: '坏', status: 0, conf: CONF, fields: [FIELDS[0], 'not json'] })).toMatchObject({ code: 1009010002, data: null, msg: '第 2 个表单项不是 JSON 对象' });
    const risky = json({ type: 'input', field: 'a', title: '编号', validate: [{ pattern: '^(a+)+$', message: 'x' }] });
    expect(await create({ name: '坏', status: 0, conf: CONF, fields: [risky] })).toMatchObject({ code: 1009010003, msg: '表单项(编号)的正则表达式无效或可能导致回溯过多，请修改' });
    expect(await create({ name: '坏', status: 0, conf: CONF, fields: 'x' })).toMatchObject({ code: 400 });
    expect(await create({ name: '', status: 0, conf: CONF, fields: [] })).toMatchObject({ code: 400, msg: expect.stringContaining('表单名不能为空') });
  });

  it('keeps each tenant\'s forms and asks for the bpm:form permissions', async () => {
    const { data: id } = await create({ name: '租户一的表单', status: 0, conf: CONF, fields: FIELDS });
    expect(await get(id, admin2, 2)).toMatchObject({ code: 1009010000 });
    expect(await get(id, deputy)).toMatchObject({ code: 403 });
    expect(await create({ name: '代表的表单', status: 0, conf: CONF, fields: FIELDS }, deputy)).toMatchObject({ code: 403 });
  });
});
