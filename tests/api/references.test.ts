import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJson, createSurvey, lifecycle, submit } from '../support/surveyFixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { makeSchemaCopyWithWidget } from '../support/throwawayResource.ts';

/**
 * Issue 13 point 3: a field that refers to another resource (`@ref`) is read by its name, checked on write, and
 * exported by name; a field with labelled values (`@labels`) is exported by label.
 */
describe('references and labelled values', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let surveyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
    const built = await createSurvey(t, staff, '代表联络情况调查', [
      { questionName: '您的联络频次', questionType: 'radio', validateRule: 'notEmpty', options: [{ optionText: '每月' }, { optionText: '每季' }] },
      { questionName: '补充说明', questionType: 'input', showOrHide: '1', notEdit: '0' },
    ]);
    surveyId = built.surveyId;
    expect((await lifecycle(t, staff, 'publish', surveyId)).code).toBe(0);
    const deputy = (await t.login('deputy1', 'deputy123')).accessToken;
    expect((await submit(t, deputy, surveyId, answerJson([{ q: built.questions[0], options: [1] }]))).code).toBe(0);
  });
  afterAll(() => t.close());

  it('lists and gets a question with its survey\'s name beside the id', async () => {
    const list = await t.call({ method: 'GET', url: `/admin-api/renda/question/list?surveyId=${surveyId}`, token: staff });
    expect(list.code).toBe(0);
    expect(list.data).toHaveLength(2);
    for (const row of list.data) expect(row).toMatchObject({ surveyId, surveyName: '代表联络情况调查' });
    const one = await t.call({ method: 'GET', url: `/admin-api/renda/question/${list.data[0].id}`, token: staff });
    expect(one.data).toMatchObject({ surveyId, surveyName: '代表联络情况调查' });
  });

  it('offers published surveys too for choosing by name (a survey\'s status is its lifecycle, not an on/off switch)', async () => {
    const simple = await t.call({ method: 'GET', url: '/admin-api/renda/survey/list-all-simple', token: staff });
    expect(simple.data).toContainEqual({ id: surveyId, surveyName: '代表联络情况调查', status: '1' });
  });

  it('lists answers with the survey\'s and the respondent\'s names', async () => {
    const page = await t.call({ method: 'GET', url: `/admin-api/renda/answer/page?surveyId=${surveyId}&pageNo=1&pageSize=10`, token: admin });
    expect(page.code).toBe(0);
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({ surveyId, surveyName: '代表联络情况调查', userNickname: expect.stringMatching(/\S/) });
  });

  it('refuses a question of a survey that is not there, and changes nothing', async () => {
    const missing = await t.call({ method: 'POST', url: '/admin-api/renda/question/create', token: staff, payload: { surveyId: 987654, questionNo: 9, questionName: '无主问题', questionType: 'input' } });
    expect(missing).toMatchObject({ code: 1010001000, msg: '问卷不存在', data: null });
    const list = await t.call({ method: 'GET', url: '/admin-api/renda/question/list?questionName=无主问题', token: staff });
    expect(list.data).toEqual([]);
  });

  it('refuses a reference to another tenant\'s row as if it were not there', async () => {
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const created = await t.call({ method: 'POST', url: '/admin-api/renda/survey/create', token: admin2, tenantId: 2, payload: { surveyName: '别的租户的问卷', surveyType: '1' } });
    expect(created.code).toBe(0);
    const res = await t.call({ method: 'POST', url: '/admin-api/renda/question/create', token: staff, payload: { surveyId: created.data, questionNo: 1, questionName: '越界', questionType: 'input' } });
    expect(res).toMatchObject({ code: 1010001000, msg: '问卷不存在' });
  });

  it('exports questions with the survey\'s name and the labels of 校验规则, 初始隐藏 and 只读', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/admin-api/renda/question/export?surveyId=${surveyId}`, headers: { authorization: `Bearer ${staff}`, 'tenant-id': '1' } });
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = [2, 3].map((n) => Object.fromEntries(header.map((h, i) => [String(h), sheet.getRow(n).getCell(i + 1).value])));
    const byName = Object.fromEntries(rows.map((r) => [String(r['问题名称']), r]));
    expect(byName['您的联络频次']).toMatchObject({ 所属问卷: '代表联络情况调查', 校验规则: '必答', 初始隐藏: '否', 只读: '否' });
    expect(byName['补充说明']).toMatchObject({ 所属问卷: '代表联络情况调查', 初始隐藏: '是', 只读: '否' });
  });
});

/** The rule itself, on a resource with no hooks of its own: a declared reference is all it takes. */
describe('a reference declared on a resource of its own', () => {
  let t: TestApp;
  let schemaDir: string;
  let admin: string;
  beforeAll(async () => {
    schemaDir = makeSchemaCopyWithWidget({ list: { columns: ['id', 'name', 'surveyId'], filters: [{ field: 'surveyId', op: 'eq' }], defaultSort: { field: 'id', order: 'desc' } } }, `
  /**
   * @title 所属问卷
   * @asType integer
   * @reference {"resource": "survey", "as": "surveyName"}
   */
  surveyId?: number;`);
    t = await createTestApp({ schemaDir });
    admin = (await t.login('admin', 'admin123')).accessToken;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(schemaDir, { recursive: true, force: true });
  });

  it('stores a reference to a row of the tenant and reads its name; refuses a missing or foreign row', async () => {
    const own = await t.call({ method: 'POST', url: '/admin-api/renda/survey/create', token: admin, payload: { surveyName: '本租户问卷', surveyType: '1' } });
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const foreign = await t.call({ method: 'POST', url: '/admin-api/renda/survey/create', token: admin2, tenantId: 2, payload: { surveyName: '外租户问卷', surveyType: '1' } });
    expect([own.code, foreign.code]).toEqual([0, 0]);

    const create = (surveyId: unknown) => t.call({ method: 'POST', url: '/admin-api/demo/widget/create', token: admin, payload: { name: '齿轮', quantity: 1, surveyId } });
    expect(await create(foreign.data)).toMatchObject({ code: 1010001000, msg: '问卷不存在', data: null });
    expect(await create(99999)).toMatchObject({ code: 1010001000, msg: '问卷不存在' });
    const created = await create(own.data);
    expect(created.code).toBe(0);
    const moved = await t.call({ method: 'PUT', url: '/admin-api/demo/widget/update', token: admin, payload: { id: created.data, surveyId: foreign.data } });
    expect(moved).toMatchObject({ code: 1010001000, msg: '问卷不存在' });

    const page = await t.call({ method: 'GET', url: `/admin-api/demo/widget/page?surveyId=${own.data}`, token: admin });
    expect(page.data).toMatchObject({ total: 1, list: [{ id: created.data, surveyId: own.data, surveyName: '本租户问卷' }] });
    // A referenced row that goes away leaves the id and no name.
    expect((await t.call({ method: 'DELETE', url: `/admin-api/renda/survey/delete?id=${own.data}`, token: admin })).code).toBe(0);
    const after = await t.call({ method: 'GET', url: `/admin-api/demo/widget/get?id=${created.data}`, token: admin });
    expect(after.data).toMatchObject({ surveyId: own.data, surveyName: null });
  });
});
