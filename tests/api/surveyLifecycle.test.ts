import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurvey, lifecycle, submit } from '../support/surveyFixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Survey lifecycle (issue 5 item 1): every transition, legal and illegal, and what each status allows. */
describe('survey lifecycle', () => {
  let t: TestApp;
  let staff: string;
  let deputy: string;
  let surveyId: number;
  let questionId: number;
  const transition = (action: 'publish' | 'revoke' | 'finish') => lifecycle(t, staff, action, surveyId);
  const status = async () => (await t.call({ method: 'GET', url: `/admin-api/renda/survey/get?id=${surveyId}`, token: staff })).data.status;
  const editQuestion = () => t.call({ method: 'PUT', url: '/admin-api/renda/question', token: staff, payload: { id: questionId, questionNo: 1, questionName: '改过的题目', questionType: 'input' } });
  const addQuestion = () => t.call({ method: 'POST', url: '/admin-api/renda/question/create', token: staff, payload: { surveyId, questionNo: 9, questionName: '新增题', questionType: 'input' } });
  const deleteQuestion = () => t.call({ method: 'DELETE', url: `/admin-api/renda/question/${questionId}`, token: staff });
  const reorder = () => t.call({ method: 'PUT', url: '/admin-api/renda/question/updateQueNo', token: staff, payload: { surveyId, questions: [{ id: questionId, questionNo: 1 }] } });

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
  });
  afterAll(() => t.close());

  it('refuses to publish a survey without questions and every transition a draft does not allow', async () => {
    surveyId = (await createSurvey(t, staff, '空问卷', [])).surveyId;
    expect(await transition('publish')).toMatchObject({ code: 1010001003, msg: '问卷还没有需要作答的问题，不能发布' });
    const titleOnly = await t.call({ method: 'POST', url: '/admin-api/renda/question/create', token: staff, payload: { surveyId, questionNo: 1, questionName: '说明', questionType: 'title' } });
    expect(titleOnly.code).toBe(0);
    expect((await transition('publish')).code).toBe(1010001003);
    expect(await transition('revoke')).toMatchObject({ code: 1010001002, msg: '问卷未发布，不能撤回' });
    expect(await transition('finish')).toMatchObject({ code: 1010001002, msg: '问卷未发布，不能结束' });
    expect(await status()).toBe('0');
  });

  it('publishes, then freezes the questions', async () => {
    const created = await t.call({ method: 'POST', url: '/admin-api/renda/question/create', token: staff, payload: { surveyId, questionNo: 2, questionName: '您的意见', questionType: 'input' } });
    questionId = created.data;
    expect((await transition('publish')).code).toBe(0);
    expect(await status()).toBe('1');
    expect(await transition('publish')).toMatchObject({ code: 1010001002, msg: '问卷已发布，不能重复发布' });
    const locked = { code: 1010002002, msg: '问卷已发布，不能修改问题，请先撤回问卷' };
    expect(await editQuestion()).toMatchObject(locked);
    expect(await addQuestion()).toMatchObject(locked);
    expect(await deleteQuestion()).toMatchObject(locked);
    expect(await reorder()).toMatchObject(locked);
    expect(await t.call({ method: 'DELETE', url: `/admin-api/renda/survey/delete?id=${surveyId}`, token: staff })).toMatchObject({ code: 1010001005, msg: '问卷已发布，不能删除，请先撤回问卷' });
    // The survey's own fields (name, dates) may still be corrected while it runs.
    const renamed = await t.call({ method: 'PUT', url: '/admin-api/renda/survey/update', token: staff, payload: { id: surveyId, surveyName: '意见征集', surveyType: '1' } });
    expect(renamed.code).toBe(0);
  });

  it('revokes: questions editable again, no answers taken, publish again', async () => {
    expect((await transition('revoke')).code).toBe(0);
    expect(await status()).toBe('2');
    expect(await transition('revoke')).toMatchObject({ code: 1010001002, msg: '问卷已撤回，不能重复撤回' });
    expect((await editQuestion()).code).toBe(0);
    expect(await submit(t, deputy, surveyId, [])).toMatchObject({ code: 1010001006, msg: '问卷未发布，不能填写' });
    expect((await transition('publish')).code).toBe(0);
    expect((await submit(t, deputy, surveyId, [])).code).toBe(0);
  });

  it('finishes: final, read-only, no more answers', async () => {
    expect((await transition('finish')).code).toBe(0);
    expect(await status()).toBe('3');
    expect(await transition('publish')).toMatchObject({ code: 1010001002, msg: '问卷已结束，不能发布' });
    expect(await transition('revoke')).toMatchObject({ code: 1010001002, msg: '问卷已结束，不能撤回' });
    expect(await transition('finish')).toMatchObject({ code: 1010001002, msg: '问卷已结束，不能重复结束' });
    expect(await editQuestion()).toMatchObject({ code: 1010002002, msg: '问卷已结束，不能修改问题' });
    const update = await t.call({ method: 'PUT', url: '/admin-api/renda/survey/update', token: staff, payload: { id: surveyId, surveyName: '再改名', surveyType: '1' } });
    expect(update).toMatchObject({ code: 1010001004, msg: '问卷已结束，不能修改' });
    const deputy2 = (await t.login('deputy2', 'deputy123')).accessToken;
    expect(await submit(t, deputy2, surveyId, [])).toMatchObject({ code: 1010001009, msg: '问卷已结束，不能再提交' });
  });

  it('finishes a withdrawn survey too, and refuses unknown surveys and people without the permission', async () => {
    const other = await createSurvey(t, staff, '撤回后结束', [{ questionName: '姓名', questionType: 'input' }]);
    expect((await lifecycle(t, staff, 'publish', other.surveyId)).code).toBe(0);
    expect((await lifecycle(t, staff, 'revoke', other.surveyId)).code).toBe(0);
    expect((await lifecycle(t, staff, 'finish', other.surveyId)).code).toBe(0);
    expect(await lifecycle(t, staff, 'publish', 999999)).toMatchObject({ code: 1010001000, msg: '问卷不存在' });
    expect(await lifecycle(t, deputy, 'publish', other.surveyId)).toMatchObject({ code: 403 });
  });

  it('validates show rules of questions', async () => {
    const s = await createSurvey(t, staff, '显示条件', [{ questionName: '是否参加', questionType: 'radio', options: [{ optionText: '是' }, { optionText: '否' }] }, { questionName: '姓名', questionType: 'input' }]);
    const [radio, input] = s.questions;
    const create = (payload: object) => t.call({ method: 'POST', url: '/admin-api/renda/question/create', token: staff, payload: { surveyId: s.surveyId, questionNo: 3, questionName: '原因', questionType: 'input', showOrHide: '1', ...payload } });
    expect(await create({ showWhenQuestionId: radio.id })).toMatchObject({ code: 1010002003, msg: '显示条件需要同时选择题目和选项' });
    expect(await create({ showWhenQuestionId: input.id, showWhenOptionId: 1 })).toMatchObject({ code: 1010002003, msg: '显示条件只能是单选、多选或下拉选择题' });
    expect(await create({ showWhenQuestionId: radio.id, showWhenOptionId: 77 })).toMatchObject({ code: 1010002003, msg: '显示条件的选项不存在' });
    expect(await create({ showWhenQuestionId: 999999, showWhenOptionId: 1 })).toMatchObject({ code: 1010002003, msg: '显示条件的题目不属于该问卷' });
    expect((await create({ showWhenQuestionId: radio.id, showWhenOptionId: radio.options[0].optionId })).code).toBe(0);
  });
});
