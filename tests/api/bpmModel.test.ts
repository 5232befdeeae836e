import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const XML = (id: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_${id}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${id}" name="${name}" isExecutable="true">
    <bpmn2:startEvent id="start" />
    <bpmn2:userTask id="approve" name="审批" camunda:assignee="\${initiator}" />
  </bpmn2:process>
</bpmn2:definitions>`;

/** The process models of the designer (API-CONTRACT §5.2): create, page, get with the draft XML, update, save, delete. */
describe('bpm model', () => {
  let t: TestApp;
  let admin: string;
  let admin2: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
  });
  afterAll(() => t.close());

  const base = '/admin-api/bpm/model';
  const create = (payload: object, token = admin, tenantId = 1) => t.call({ method: 'POST', url: `${base}/create`, payload, token, tenantId });
  const get = (id: number, token = admin, tenantId = 1) => t.call({ method: 'GET', url: `${base}/get?id=${id}`, token, tenantId });
  const page = (query = '', token = admin, tenantId = 1) => t.call({ method: 'GET', url: `${base}/page?pageNo=1&pageSize=10${query}`, token, tenantId });

  it('creates a model, lists it without its XML and reads it back with the draft', async () => {
    // the seeded demo has oa_leave (请假流程) and general_approval of its own
    const created = await create({ key: 'trip_request', name: '出差申请', description: '外出调研', category: '2' });
    expect(created).toMatchObject({ code: 0 });
    const id = created.data as number;
    const got = await get(id);
    expect(got.data).toMatchObject({ id, key: 'trip_request', name: '出差申请', description: '外出调研', category: '2', enginePrefix: 'camunda' });
    expect(typeof got.data.createTime).toBe('number');

    const saved = await t.call({ method: 'PUT', url: `${base}/update-bpmn`, token: admin, payload: { id, bpmnXml: XML('trip_request', '出差申请'), enginePrefix: 'flowable' } });
    expect(saved).toMatchObject({ code: 0, data: true });
    const reloaded = await get(id);
    expect(reloaded.data.bpmnXml).toContain('camunda:assignee="${initiator}"');
    expect(reloaded.data.enginePrefix).toBe('flowable');

    const listed = await page('&name=出差');
    expect(listed.data.total).toBe(1);
    expect(listed.data.list[0]).toMatchObject({ id, key: 'trip_request', name: '出差申请' });
    expect(listed.data.list[0]).not.toHaveProperty('bpmnXml');
    expect((await page('&key=trip_request')).data.total).toBe(1);
    expect((await page('&key=trip')).data.total).toBe(0); // key is an exact filter
    expect((await page('&name=出差&category=1')).data.total).toBe(0); // the seeded demo has a model of category 1
  });

  it('updates the base info and the draft with PUT update; the key stays', async () => {
    const id = (await create({ key: 'proposal_review', name: '建议审核' })).data as number;
    const got = (await get(id)).data;
    const updated = await t.call({ method: 'PUT', url: `${base}/update`, token: admin, payload: { ...got, key: 'changed', name: '建议议案审核', formType: 20, formId: 3, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail', bpmnXml: XML('proposal_review', '建议议案审核') } });
    expect(updated).toMatchObject({ code: 0, data: true });
    const after = (await get(id)).data;
    expect(after).toMatchObject({ key: 'proposal_review', name: '建议议案审核', formType: 20, formId: null, formCustomCreatePath: '/bpm/oa/leave/create' });
    expect(after.bpmnXml).toContain('<bpmn2:process id="proposal_review"');
    // a process form keeps the form id, read with its name, and drops the business-form paths
    const forms = await t.call<{ id: number; name: string }[]>({ method: 'GET', url: '/admin-api/bpm/form/list-all-simple', token: admin });
    const form = forms.data[0]!;
    expect(await t.call({ method: 'PUT', url: `${base}/update`, token: admin, payload: { ...after, formType: 10, formId: form.id } })).toMatchObject({ code: 0 });
    expect((await get(id)).data).toMatchObject({ formType: 10, formId: form.id, formName: form.name, formCustomCreatePath: null, formCustomViewPath: null });
    // a form that is not there is refused (yudao's 动态表单不存在)
    expect(await t.call({ method: 'PUT', url: `${base}/update`, token: admin, payload: { ...after, formType: 10, formId: 999_999 } })).toMatchObject({ code: 1009010000, msg: '动态表单不存在' });
  });

  it('requires key and name and checks the key pattern, in Chinese', async () => {
    const res = await create({});
    expect(res.code).toBe(400);
    const fields = Object.fromEntries(res.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toMatchObject({ key: '流程标识不能为空', name: '流程名称不能为空' });
    for (const key of ['1abc', 'a b', '中文', '-x', 'a/b']) {
      const bad = await create({ key, name: '坏标识' });
      expect(bad.code, key).toBe(400);
      expect(bad.data.errors[0]).toMatchObject({ field: 'key', message: '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点或 $！' });
    }
    for (const key of ['_a', 'A-1.b$c', 'process_1700000000000']) expect((await create({ key, name: '好标识' })).code, key).toBe(0);
  });

  it('refuses a duplicate key and an XML that is not BPMN', async () => {
    await create({ key: 'dup_key', name: '一' });
    expect(await create({ key: 'dup_key', name: '二' })).toMatchObject({ code: 1009002000, msg: '已经存在流程标识为【dup_key】的流程' });
    const id = (await create({ key: 'xml_check', name: '校验' })).data as number;
    const bad = await t.call({ method: 'PUT', url: `${base}/update-bpmn`, token: admin, payload: { id, bpmnXml: '<html></html>' } });
    expect(bad).toMatchObject({ code: 1009002005, msg: '流程图不是合法的 BPMN XML' });
    const missing = await t.call({ method: 'PUT', url: `${base}/update-bpmn`, token: admin, payload: { id: 999999, bpmnXml: XML('x', 'x') } });
    expect(missing).toMatchObject({ code: 1009002001, msg: '流程模型不存在' });
  });

  it('deletes a model (soft) and frees nothing of another tenant', async () => {
    const id = (await create({ key: 'to_delete', name: '待删除' })).data as number;
    // another tenant neither sees nor touches it, and may use the same key
    expect((await get(id, admin2, 2)).code).toBe(1009002001);
    expect((await page('&key=to_delete', admin2, 2)).data.total).toBe(0);
    expect((await t.call({ method: 'PUT', url: `${base}/update-bpmn`, token: admin2, tenantId: 2, payload: { id, bpmnXml: XML('x', 'x') } })).code).toBe(1009002001);
    expect((await t.call({ method: 'DELETE', url: `${base}/delete?id=${id}`, token: admin2, tenantId: 2 })).code).toBe(1009002001);
    expect((await create({ key: 'to_delete', name: '租户二' }, admin2, 2)).code).toBe(0);

    expect(await t.call({ method: 'DELETE', url: `${base}/delete?id=${id}`, token: admin })).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: 1009002001, msg: '流程模型不存在' });
    const row = await t.db.selectFrom('bpmModel' as never).selectAll().where('id' as never, '=', id as never).executeTakeFirstOrThrow() as { deleted: boolean };
    expect(row.deleted).toBe(true);
  });

  it('is guarded by the bpm:model permissions', async () => {
    expect((await page('', staff)).code).toBe(403);
    expect((await create({ key: 'staff_key', name: '无权' }, staff)).code).toBe(403);
    expect((await t.call({ method: 'PUT', url: `${base}/update-bpmn`, token: staff, payload: { id: 1, bpmnXml: XML('x', 'x') } })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: `${base}/page` })).code).toBe(401);
  });

  it('exports the models shown by the filter, with Chinese headers and labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/export-excel?pageNo=1&pageSize=10&key=oa_leave&name=`, headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' } });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('流程模型.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain('流程标识');
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toContain('请假流程');
    // tenant 2 has no model of tenant 1's
    const other = await t.app.inject({ method: 'GET', url: `${base}/export-excel?key=oa_leave`, headers: { authorization: `Bearer ${admin2}`, 'tenant-id': '2' } });
    if (other.statusCode === 200 && String(other.headers['content-type']).includes('spreadsheetml')) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(other.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0].rowCount).toBe(1);
    } else {
      expect(other.json().code).toBe(403);
    }
  });
});
