import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurvey, lifecycle, submit, type BuiltQuestion } from '../support/surveyFixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Statistics on a known set of answers, and the Excel of all answers read back (issue 5 item 5). */
describe('survey statistics and export', () => {
  let t: TestApp;
  let staff: string;
  let surveyId: number;
  let q: BuiltQuestion[];
  let deputy2AnswerId: number;
  const get = (url: string) => t.call({ method: 'GET', url: `/admin-api${url}`, token: staff });

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    const built = await createSurvey(t, staff, '满意度', [
      { questionName: '总体评价', questionType: 'radio', options: [{ optionText: '满意' }, { optionText: '一般' }, { optionText: '其他', isExtend: '1' }] },
      { questionName: '关注领域', questionType: 'checkbox', options: [{ optionText: '教育' }, { optionText: '医疗' }] },
      { questionName: '说明', questionType: 'title' },
      { questionName: '建议', questionType: 'textarea' },
    ]);
    surveyId = built.surveyId;
    q = built.questions;
    await lifecycle(t, staff, 'publish', surveyId);
    const as = async (user: string, password: string) => (await t.login(user, password)).accessToken;
    // 4 respondents: 满意 2, 一般 1, 其他 1 · 教育 2, 医疗 2 (of 3 who answered) · 2 suggestions
    expect((await submit(t, await as('deputy1', 'deputy123'), surveyId, [{ q: q[0], options: [0] }, { q: q[1], options: [0, 1] }, { q: q[3], text: '多组织调研' }])).code).toBe(0);
    const d2 = await submit(t, await as('deputy2', 'deputy123'), surveyId, [{ q: q[0], options: [2], text: '还可以' }, { q: q[1], options: [0] }]);
    deputy2AnswerId = d2.data;
    expect((await submit(t, staff, surveyId, [{ q: q[0], options: [0] }, { q: q[1], options: [1] }, { q: q[3], text: '加强反馈' }])).code).toBe(0);
    expect((await submit(t, await as('admin', 'admin123'), surveyId, [{ q: q[0], options: [1] }])).code).toBe(0);
  });
  afterAll(() => t.close());

  it('counts each option with its percentage of the respondents who answered the question', async () => {
    const res = await get(`/renda/answer/getAnswerData?id=${surveyId}`);
    expect(res.data).toMatchObject({ surveyName: '满意度', answerCount: 4 });
    const [overall, fields, title, advice] = res.data.questions;
    expect(overall).toMatchObject({ number: 1, answeredCount: 4, textCount: 1 });
    expect(overall.options.map((o: { optionText: string; count: number; percent: number }) => [o.optionText, o.count, o.percent])).toEqual([['满意', 2, 50], ['一般', 1, 25], ['其他', 1, 25]]);
    expect(fields).toMatchObject({ number: 2, answeredCount: 3 });
    expect(fields.options.map((o: { count: number; percent: number }) => [o.count, o.percent])).toEqual([[2, 66.67], [2, 66.67]]);
    expect(title).toMatchObject({ number: null, answeredCount: 0, options: [] });
    expect(advice).toMatchObject({ number: 3, answeredCount: 2, textCount: 2 });
  });

  it('pages text answers and extension texts with the respondent', async () => {
    const first = await get(`/renda/answer/text-page?surveyId=${surveyId}&questionId=${q[3].id}&pageNo=1&pageSize=1`);
    expect(first.data.total).toBe(2);
    expect(first.data.list).toEqual([expect.objectContaining({ answerText: '加强反馈', userNickname: expect.any(String), optionId: null })]);
    const second = await get(`/renda/answer/text-page?surveyId=${surveyId}&questionId=${q[3].id}&pageNo=2&pageSize=1`);
    expect(second.data.list[0].answerText).toBe('多组织调研');
    const extension = await get(`/renda/answer/text-page?surveyId=${surveyId}&questionId=${q[0].id}&pageNo=1&pageSize=10`);
    expect(extension.data.list).toEqual([expect.objectContaining({ answerText: '还可以', optionId: q[0].options[2].optionId })]);
    expect(await get(`/renda/answer/text-page?surveyId=${surveyId}&questionId=999999`)).toMatchObject({ code: 1010004004 });
  });

  it('crosses two choice questions', async () => {
    const res = await get(`/renda/answer/crosstab?surveyId=${surveyId}&rowQuestionId=${q[0].id}&colQuestionId=${q[1].id}`);
    expect(res.data.rows.map((r: { optionText: string }) => r.optionText)).toEqual(['满意', '一般', '其他']);
    expect(res.data.cols.map((c: { optionText: string }) => c.optionText)).toEqual(['教育', '医疗']);
    expect(res.data.cells).toEqual([[1, 2], [0, 0], [1, 0]]);
    expect(res.data).toMatchObject({ rowTotals: [3, 0, 1], colTotals: [2, 2], total: 3 });
    const text = await get(`/renda/answer/crosstab?surveyId=${surveyId}&rowQuestionId=${q[0].id}&colQuestionId=${q[3].id}`);
    expect(text).toMatchObject({ code: 1010004003, msg: '交叉分析只能选择单选、多选或下拉选择题' });
  });

  it('exports all answers to Excel, one column per question with option labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/admin-api/renda/answer/export-excel?surveyId=${surveyId}`, headers: { authorization: `Bearer ${staff}`, 'tenant-id': '1' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe(`${surveyId}-满意度`);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['答卷编号', '答题人', '提交时间', '1. 总体评价', '2. 关注领域', '3. 建议']);
    expect(sheet.rowCount).toBe(5);
    const rows = [2, 3, 4, 5].map((n) => (sheet.getRow(n).values as unknown[]).slice(4));
    expect(rows).toEqual([['满意', '教育；医疗', '多组织调研'], ['其他（还可以）', '教育'], ['满意', '医疗', '加强反馈'], ['一般']]);
    expect(String(sheet.getRow(2).getCell(3).value)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Without a survey filter: one worksheet per survey that has answers.
    const all = await t.app.inject({ method: 'GET', url: '/admin-api/renda/answer/export-excel', headers: { authorization: `Bearer ${staff}`, 'tenant-id': '1' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([`${surveyId}-满意度`]);
  });

  it('drops a deleted answer from the statistics', async () => {
    expect((await t.call({ method: 'DELETE', url: `/admin-api/renda/answer/delete?id=${deputy2AnswerId}`, token: staff })).code).toBe(0);
    const res = await get(`/renda/answer/getAnswerData?id=${surveyId}`);
    expect(res.data.answerCount).toBe(3);
    expect(res.data.questions[0].options.map((o: { count: number }) => o.count)).toEqual([2, 1, 0]);
  });

  it('keeps statistics to those allowed to see them', async () => {
    const deputy = (await t.login('deputy1', 'deputy123')).accessToken;
    expect(await t.call({ method: 'GET', url: `/admin-api/renda/answer/getAnswerData?id=${surveyId}`, token: deputy })).toMatchObject({ code: 403 });
  });
});
