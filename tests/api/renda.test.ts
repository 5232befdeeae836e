import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_DEPUTIES } from '../../src/server/seed/demo/deputies.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

describe('surveys, questions and answers', () => {
  let t: TestApp;
  let staff: string;
  let deputy: string;
  let otherTenant: string;
  let surveyId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
    otherTenant = (await t.login('admin2', 'admin123', 2)).accessToken;
  });
  afterAll(() => t.close());

  it('creates a survey as a draft and pages it with dictionary filters', async () => {
    const created = await t.call({ method: 'POST', url: '/admin-api/renda/survey/create', token: staff, payload: { surveyName: '代表履职满意度调查', surveyType: '2', surveyDesc: '请如实填写', status: '1' } });
    expect(created.code).toBe(0);
    surveyId = created.data;
    const got = await t.call({ method: 'GET', url: `/admin-api/renda/survey/get?id=${surveyId}`, token: staff });
    expect(got.data).toMatchObject({ surveyName: '代表履职满意度调查', surveyType: '2', status: '0', answerCount: 0 });
    const page = await t.call({ method: 'GET', url: '/admin-api/renda/survey/page?pageNo=1&pageSize=10&status=0,1&surveyType=2', token: staff });
    expect(page.data.total).toBe(1);
    const simple = await t.call({ method: 'GET', url: '/admin-api/renda/survey/list-all-simple', token: staff });
    expect(simple.data).toEqual([{ id: surveyId, surveyName: '代表履职满意度调查', status: '0' }]);
  });

  it('keeps each tenant to its own surveys', async () => {
    const page = await t.call({ method: 'GET', url: '/admin-api/renda/survey/page?pageNo=1&pageSize=10', token: otherTenant, tenantId: 2 });
    expect(page.data).toEqual({ list: [], total: 0 });
    const get = await t.call({ method: 'GET', url: `/admin-api/renda/survey/get?id=${surveyId}`, token: otherTenant, tenantId: 2 });
    expect(get).toMatchObject({ code: 1010001000, msg: '问卷不存在' });
    const update = await t.call({ method: 'PUT', url: '/admin-api/renda/survey/update', token: otherTenant, tenantId: 2, payload: { id: surveyId, surveyName: '篡改', surveyType: '1' } });
    expect(update.code).toBe(1010001000);
  });

  it('serves questions on their irregular paths, with options numbered', async () => {
    const create = (payload: object) => t.call({ method: 'POST', url: '/admin-api/renda/question/create', token: staff, payload });
    const q1 = await create({ surveyId, questionNo: 1, questionName: '您对本次活动是否满意？', questionType: 'radio', validateRule: 'notEmpty', options: [{ optionNo: 1, optionText: '满意' }, { optionNo: 2, optionText: '其他', isExtend: '1' }] });
    expect(q1.code).toBe(0);
    const q2 = await create({ surveyId, questionNo: 2, questionName: '意见和建议', questionType: 'textarea' });
    const bad = await create({ surveyId: 99999, questionNo: 3, questionName: '孤儿', questionType: 'input' });
    expect(bad).toMatchObject({ code: 1010001000, msg: '问卷不存在' });
    const badType = await create({ surveyId, questionNo: 3, questionName: '类型错', questionType: 'slider' });
    expect(badType.msg).toContain('问题类型必须是以下值之一');

    const one = await t.call({ method: 'GET', url: `/admin-api/renda/question/${q1.data}`, token: staff });
    expect(one.data.options).toEqual([
      { optionNo: 1, optionText: '满意', optionId: 1, isExtend: '0' },
      { optionNo: 2, optionText: '其他', optionId: 2, isExtend: '1' },
    ]);
    const updated = await t.call({ method: 'PUT', url: '/admin-api/renda/question', token: staff, payload: { ...one.data, questionName: '您对本次活动满意吗？' } });
    expect(updated.code).toBe(0);

    const reorder = await t.call({ method: 'PUT', url: '/admin-api/renda/question/updateQueNo', token: staff, payload: { surveyId, questions: [{ id: q1.data, questionNo: 2 }, { id: q2.data, questionNo: 1 }] } });
    expect(reorder.code).toBe(0);
    const list = await t.call({ method: 'GET', url: `/admin-api/renda/question/list/${surveyId}`, token: staff });
    expect(list.data.map((q: { id: number }) => q.id)).toEqual([q2.data, q1.data]);
    const foreign = await t.call({ method: 'PUT', url: '/admin-api/renda/question/updateQueNo', token: staff, payload: { surveyId, questions: [{ id: 424242, questionNo: 1 }] } });
    expect(foreign.code).toBe(1010002001);
    const stillOrdered = await t.call({ method: 'GET', url: `/admin-api/renda/question/list?surveyId=${surveyId}`, token: staff });
    expect(stillOrdered.data.map((q: { questionNo: number }) => q.questionNo)).toEqual([1, 2]);

    const removed = await t.call({ method: 'DELETE', url: `/admin-api/renda/question/${q2.data}`, token: staff });
    expect(removed.code).toBe(0);
  });

  it('records the signed-in respondent on an answer and refuses malformed answers', async () => {
    // Only a published survey takes answers (survey issue); the answer names the survey's remaining question.
    const published = await t.call({ method: 'PUT', url: `/admin-api/renda/survey/publish/${surveyId}`, token: staff });
    expect(published.code).toBe(0);
    const [question] = (await t.call({ method: 'GET', url: `/admin-api/renda/question/list/${surveyId}`, token: staff })).data;
    const answer = JSON.stringify([{ questionId: question.id, questionType: 'radio', optionIds: [2], answerText: '具体为：更多交流' }]);
    const created = await t.call({ method: 'POST', url: '/admin-api/renda/answer/create', token: deputy, payload: { surveyId, answerJson: answer, userId: 1 } });
    expect(created.code).toBe(0);
    const malformed = await t.call({ method: 'POST', url: '/admin-api/renda/answer/create', token: deputy, payload: { surveyId, answerJson: '{"not":"a list"}' } });
    expect(malformed.msg).toBe('请求参数不正确:答卷内容应为答案列表');
    const page = await t.call({ method: 'GET', url: `/admin-api/renda/answer/page?pageNo=1&pageSize=10&surveyId=${surveyId}`, token: staff });
    expect(page.data.list[0]).toMatchObject({ surveyId, userNickname: expect.any(String), answerJson: answer });
    expect(page.data.list[0].userId).not.toBe(1);
    const survey = await t.call({ method: 'GET', url: `/admin-api/renda/survey/get?id=${surveyId}`, token: staff });
    expect(survey.data.answerCount).toBe(1);
    const publishedDel = await t.call({ method: 'DELETE', url: `/admin-api/renda/survey/delete?id=${surveyId}`, token: staff });
    expect(publishedDel).toMatchObject({ code: 1010001005 });
    await t.call({ method: 'PUT', url: `/admin-api/renda/survey/revoke/${surveyId}`, token: staff });
    const del = await t.call({ method: 'DELETE', url: `/admin-api/renda/survey/delete?id=${surveyId}`, token: staff });
    expect(del).toMatchObject({ code: 1010001001 });
  });

  it('lets a deputy answer but not manage surveys', async () => {
    const res = await t.call({ method: 'POST', url: '/admin-api/renda/survey/create', token: deputy, payload: { surveyName: '越权', surveyType: '1' } });
    expect(res).toMatchObject({ code: 403, msg: '没有该操作权限' });
  });

  it('exports surveys with labels instead of codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/renda/survey/export-excel', headers: { authorization: `Bearer ${staff}`, 'tenant-id': '1' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['问卷编号', '问卷名称', '问卷类型']);
    expect((sheet.getRow(2).values as unknown[]).slice(2, 5)).toEqual(['代表履职满意度调查', '满意度测评', '已撤回']);
  });
});

describe('deputy groups', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
  });
  afterAll(() => t.close());

  it('keeps members, lists deputies in and out of groups, and removes members with the group', async () => {
    const group = await t.call({ method: 'POST', url: '/admin-api/renda/group/create', token: staff, payload: { name: '第一代表小组', sort: 1, status: 0, delegationType: '1' } });
    expect(group.code).toBe(0);
    const all = await t.call<{ id: number; rendaNo: string }[]>({ method: 'GET', url: '/admin-api/renda/group/allUser', token: staff });
    expect(all.data.length).toBe(2 + GENERATED_DEPUTIES);
    const [first] = all.data;

    const notDeputy = await t.call({ method: 'PUT', url: '/admin-api/renda/group/updateuser', token: staff, payload: { id: group.data, userIds: [first.id, 1] } });
    expect(notDeputy).toMatchObject({ code: 1010003001, msg: '只能把人大代表加入代表小组，以下用户不是代表：1' });
    const set = await t.call({ method: 'PUT', url: '/admin-api/renda/group/updateuser', token: staff, payload: { id: group.data, userIds: [first.id] } });
    expect(set.code).toBe(0);

    const got = await t.call({ method: 'GET', url: `/admin-api/renda/group/get?id=${group.data}`, token: staff });
    expect(got.data).toMatchObject({ userIds: [first.id], memberCount: 1 });
    const outside = await t.call<{ id: number }[]>({ method: 'GET', url: '/admin-api/renda/group/allUserNotAreaSource', token: staff });
    expect(outside.data.map((d) => d.id)).toEqual(all.data.slice(1).map((d) => d.id));
    const base = await t.call({ method: 'GET', url: '/admin-api/renda/group/getDeputyGroupBaseList', token: staff });
    expect(base.data).toEqual([{ id: group.data, name: '第一代表小组', delegationType: '1', users: [{ id: first.id, nickname: expect.any(String), rendaNo: first.rendaNo }] }]);

    const dup = await t.call({ method: 'POST', url: '/admin-api/renda/group/create', token: staff, payload: { name: '第一代表小组', sort: 2, status: 0 } });
    expect(dup).toMatchObject({ code: 1003000001, msg: '已经存在该名字的代表小组' });

    await t.call({ method: 'DELETE', url: `/admin-api/renda/group/delete?id=${group.data}`, token: staff });
    const links = await t.db.selectFrom('rendaGroupUser').select('id').where('groupId', '=', group.data).execute();
    expect(links).toEqual([]);
  });
});
