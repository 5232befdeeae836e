import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJson, createSurvey, lifecycle, submit, type BuiltQuestion } from '../support/surveyFixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Answers (issue 5 items 4 and 6): every validation rule, who may answer, one answer per respondent, my answer. */
describe('survey answers', () => {
  let t: TestApp;
  let staff: string;
  let deputy: string;
  let deputy2: string;
  let surveyId: number;
  let q: BuiltQuestion[];
  // q0 radio (required, 其他 extends) · q1 checkbox · q2 select (其他 extends) · q3 input hidden, shown by q0=满意,
  // required · q4 textarea · q5 title · q6 input read-only with a default · q7 input hidden without a rule, required
  const valid = () => [{ q: q[0], options: [1] }, { q: q[1], options: [0, 2] }, { q: q[2], options: [1], text: '网上' }, { q: q[4], text: '很好' }];
  const refused = async (given: Parameters<typeof answerJson>[0] | string, msg: string | RegExp) => {
    const res = await submit(t, deputy, surveyId, given);
    expect(res.code).toBe(1010004000);
    if (typeof msg === 'string') expect(res.msg).toBe(msg);
    else expect(res.msg).toMatch(msg);
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
    deputy2 = (await t.login('deputy2', 'deputy123')).accessToken;
    const built = await createSurvey(t, staff, '履职调查', [
      { questionName: '您对本次活动是否满意', questionType: 'radio', validateRule: 'notEmpty', options: [{ optionText: '满意' }, { optionText: '一般' }, { optionText: '其他', isExtend: '1' }] },
      { questionName: '您参加过哪些活动', questionType: 'checkbox', options: [{ optionText: '视察' }, { optionText: '调研' }, { optionText: '座谈' }] },
      { questionName: '您的信息来源', questionType: 'select', options: [{ optionText: '报纸' }, { optionText: '其他', isExtend: '1' }] },
      { questionName: '满意的原因', questionType: 'input', validateRule: 'notEmpty', showOrHide: '1', showWhen: [0, 0] },
      { questionName: '意见和建议', questionType: 'textarea' },
      { questionName: '第二部分', questionType: 'title' },
      { questionName: '所在单位', questionType: 'input', notEdit: '1', defaultValue: '市人大' },
      { questionName: '隐藏的必答题', questionType: 'input', validateRule: 'notEmpty', showOrHide: '1' },
    ]);
    surveyId = built.surveyId;
    q = built.questions;
  });
  afterAll(() => t.close());

  it('serves the fill-in page its survey: respondents only once published, staff also as a preview', async () => {
    const draft = await t.call({ method: 'GET', url: `/admin-api/renda/survey/getDetail?id=${surveyId}`, token: deputy });
    expect(draft).toMatchObject({ code: 1010001006, msg: '问卷未发布，不能填写' });
    const preview = await t.call({ method: 'GET', url: `/admin-api/renda/survey/getDetail?id=${surveyId}`, token: staff });
    expect(preview.data).toMatchObject({ surveyName: '履职调查', status: '0', canAnswer: false, reason: '问卷未发布，不能填写' });
    expect(preview.data.questionList).toHaveLength(8);
    expect((await lifecycle(t, staff, 'publish', surveyId)).code).toBe(0);
    const open = await t.call({ method: 'GET', url: `/admin-api/renda/survey/getDetail?id=${surveyId}`, token: deputy });
    expect(open.data).toMatchObject({ surveyId, surveyDesc: '履职调查的说明', status: '1', answered: false, canAnswer: true });
    expect(open.data.questionList[3]).toMatchObject({ showOrHide: '1', showWhenQuestionId: q[0].id, showWhenOptionId: q[0].options[0].optionId });
  });

  it('refuses answers that do not fit the current questions, each with its message', async () => {
    await refused(JSON.stringify([{ questionId: 999999, questionType: 'input', optionIds: [], answerText: 'x' }]), '答卷中的问题（编号 999999）不属于该问卷，请刷新页面后重新填写');
    await refused([...valid(), { q: q[1], options: [7] }], '第2题「您参加过哪些活动」重复作答');
    await refused([{ q: q[0], options: [5] }], /^第1题「您对本次活动是否满意」没有编号为 9999 的选项/);
    await refused([{ q: q[1], options: [0] }], '第1题「您对本次活动是否满意」为必答题，请选择');
    await refused([{ q: q[0], options: [0] }], '第4题「满意的原因」为必答题，请填写');
    await refused([{ q: q[0], options: [1] }, { q: q[3], text: '不该出现' }], '第4题「满意的原因」未显示，不应作答');
    await refused([{ q: q[0], options: [0, 1] }], '第1题「您对本次活动是否满意」是单选题，只能选择一个选项');
    await refused([{ q: q[0], options: [1] }, { q: q[2], options: [0, 1] }], '第3题「您的信息来源」是单选题，只能选择一个选项');
    await refused([{ q: q[0], options: [0] }, { q: q[3], text: '好'.repeat(201) }], '第4题「满意的原因」的回答不能超过 200 个字');
    await refused([{ q: q[0], options: [1] }, { q: q[4], text: '长'.repeat(2001) }], '第5题「意见和建议」的回答不能超过 2000 个字');
    await refused([{ q: q[0], options: [2], text: '长'.repeat(201) }], '第1题「您对本次活动是否满意」的补充内容不能超过 200 个字');
    await refused([{ q: q[0], options: [1], text: '具体为什么' }], '第1题「您对本次活动是否满意」所选选项不需要填写补充内容');
    await refused([{ q: q[0], options: [1] }, { q: q[6], text: '区人大' }], '第6题「所在单位」为只读题，不能修改答案');
    await refused([{ q: q[0], options: [1] }, { q: q[4], options: [0] }], '第5题「意见和建议」是填空题，不能选择选项');
    await refused([{ q: q[0], options: [1] }, { q: q[5], text: '标题也答' }], '「第二部分」是说明文字，无需作答');
    await refused(JSON.stringify([{ questionId: q[0].id, questionType: 'checkbox', optionIds: [q[0].options[0].optionId] }]), '第1题「您对本次活动是否满意」已被修改，请刷新页面后重新填写');
    const details = await submit(t, deputy, surveyId, [{ q: q[0], options: [0] }, { q: q[4], text: '长'.repeat(2001) }]);
    expect(details.data.errors.map((e: { field: string }) => e.field)).toEqual([`question:${q[3].id}`, `question:${q[4].id}`]);
    const none = await t.call({ method: 'GET', url: `/admin-api/renda/answer/page?pageNo=1&pageSize=10&surveyId=${surveyId}`, token: staff });
    expect(none.data.total).toBe(0);
  });

  it('accepts a valid answer: hidden questions stay empty, the read-only default is recorded', async () => {
    const res = await submit(t, deputy, surveyId, valid());
    expect(res.code).toBe(0);
    const stored = await t.call({ method: 'GET', url: `/admin-api/renda/answer/get?id=${res.data}`, token: staff });
    expect(JSON.parse(stored.data.answerJson)).toEqual([
      { questionId: q[0].id, questionType: 'radio', optionIds: [q[0].options[1].optionId], answerText: '' },
      { questionId: q[1].id, questionType: 'checkbox', optionIds: [q[1].options[0].optionId, q[1].options[2].optionId], answerText: '' },
      { questionId: q[2].id, questionType: 'select', optionIds: [q[2].options[1].optionId], answerText: '网上' },
      { questionId: q[4].id, questionType: 'textarea', optionIds: [], answerText: '很好' },
      { questionId: q[6].id, questionType: 'input', optionIds: [], answerText: '市人大' },
    ]);
    // A revealed hidden question is answered like any other.
    expect((await submit(t, deputy2, surveyId, [{ q: q[0], options: [0] }, { q: q[3], text: '组织得好' }, { q: q[6], text: '市人大' }])).code).toBe(0);
  });

  it('takes one answer per respondent, also under concurrent submissions', async () => {
    expect(await submit(t, deputy, surveyId, valid())).toMatchObject({ code: 1010004001, msg: '您已提交过该问卷，不能重复提交；可在「我的答卷」中查看' });
    const other = await createSurvey(t, staff, '并发', [{ questionName: '姓名', questionType: 'input' }]);
    await lifecycle(t, staff, 'publish', other.surveyId);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => submit(t, staff, other.surveyId, [{ q: other.questions[0], text: `第${i}次` }])));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 0).every((r) => r.code === 1010004001)).toBe(true);
    const page = await t.call({ method: 'GET', url: `/admin-api/renda/answer/page?pageNo=1&pageSize=10&surveyId=${other.surveyId}`, token: staff });
    expect(page.data.total).toBe(1);
    const items = await t.db.selectFrom('rendaAnswerItem').select('answerText').where('surveyId', '=', other.surveyId).execute();
    expect(items).toHaveLength(1);
  });

  it('lets every user holding the answer permission answer, and nobody else', async () => {
    const guest = (await t.login('guest', 'guest123')).accessToken; // signed in, but no role grants renda:answer:create
    expect(await submit(t, guest, surveyId, valid())).toMatchObject({ code: 403 });
    const admin = (await t.login('admin', 'admin123')).accessToken;
    expect((await submit(t, admin, surveyId, [{ q: q[0], options: [2], text: '更多交流' }])).code).toBe(0);
  });

  it('validates against the questions of the current publication, also after revoke, edit and republish', async () => {
    const other = await createSurvey(t, staff, '复发布调查', [{ questionName: '是否满意', questionType: 'radio', options: [{ optionText: '是' }, { optionText: '否' }] }]);
    expect((await lifecycle(t, staff, 'publish', other.surveyId)).code).toBe(0);
    const onlyRadio = [{ q: other.questions[0], options: [9] }];
    expect((await submit(t, deputy, other.surveyId, onlyRadio)).code).toBe(1010004000); // the published questions are now known
    expect((await lifecycle(t, staff, 'revoke', other.surveyId)).code).toBe(0);
    const added = await t.call({ method: 'POST', url: '/admin-api/renda/question/create', token: staff, payload: { surveyId: other.surveyId, questionNo: 2, questionName: '新增的必答题', questionType: 'input', validateRule: 'notEmpty' } });
    expect(added.code).toBe(0);
    expect((await lifecycle(t, staff, 'publish', other.surveyId)).code).toBe(0);
    const first = await submit(t, deputy, other.surveyId, [{ q: other.questions[0], options: [0] }]);
    expect(first.code).toBe(1010004000);
    expect(first.msg).toContain('新增的必答题');
    const newQuestion = { id: added.data as number, questionType: 'input', options: [] };
    expect((await submit(t, deputy, other.surveyId, [{ q: other.questions[0], options: [0] }, { q: newQuestion, text: '满意' }])).code).toBe(0);
    // Withdrawn again: the respondent who answered still reads their answer; one who did not cannot open it.
    expect((await lifecycle(t, staff, 'revoke', other.surveyId)).code).toBe(0);
    const mine = await t.call({ method: 'GET', url: `/admin-api/renda/answer/getMyAnswer?id=${other.surveyId}`, token: deputy });
    expect(mine.data).toMatchObject({ answered: true, canAnswer: false, answer: { items: [expect.anything(), { questionId: added.data, answerText: '满意' }] } });
    expect(await t.call({ method: 'GET', url: `/admin-api/renda/answer/getMyAnswer?id=${other.surveyId}`, token: deputy2 })).toMatchObject({ code: 1010001006, msg: '问卷未发布，不能填写' });
  });

  it('stores answers submitted together each with its own statistics rows, refusing a second one of the same person', async () => {
    const admin = (await t.login('admin', 'admin123')).accessToken;
    const other = await createSurvey(t, staff, '同时提交', [
      { questionName: '选择', questionType: 'radio', options: [{ optionText: '甲' }, { optionText: '乙' }, { optionText: '其他', isExtend: '1' }] },
      { questionName: '意见', questionType: 'textarea' },
    ]);
    expect((await lifecycle(t, staff, 'publish', other.surveyId)).code).toBe(0);
    const [radio, text] = other.questions;
    const people = [['staff', staff], ['deputy1', deputy], ['deputy2', deputy2], ['admin', admin]] as const;
    const answerOf = (name: string, i: number) => [{ q: radio, options: [i % 3], text: i % 3 === 2 ? `${name}的其他` : '' }, { q: text, text: `${name}的意见` }];
    // deputy1 submits twice at once (the same answer: which of the two is first is up to the scheduler)
    const results = await Promise.all([...people.map(([name, token], i) => submit(t, token, other.surveyId, answerOf(name, i))), submit(t, deputy, other.surveyId, answerOf('deputy1', 1))]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 0, 0, 0, 1010004001]);
    expect(new Set(results.filter((r) => r.code === 0).map((r) => r.data)).size).toBe(4);
    const stats = await t.call({ method: 'GET', url: `/admin-api/renda/answer/getAnswerData?id=${other.surveyId}`, token: staff });
    expect(stats.data.answerCount).toBe(4);
    expect(stats.data.questions[0].options.map((o: { count: number }) => o.count)).toEqual([2, 1, 1]);
    const texts = await t.call({ method: 'GET', url: `/admin-api/renda/answer/text-page?surveyId=${other.surveyId}&questionId=${text.id}&pageNo=1&pageSize=10`, token: staff });
    const nickOf = async (token: string) => (await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token })).data.nickname;
    const expected = await Promise.all(people.map(async ([name, token]) => [`${name}的意见`, await nickOf(token)]));
    expect(texts.data.list.map((r: { answerText: string; userNickname: string }) => [r.answerText, r.userNickname]).sort()).toEqual(expected.sort());
  });

  it('returns the respondent their own answer, with the questions', async () => {
    const mine = await t.call({ method: 'GET', url: `/admin-api/renda/answer/getMyAnswer?id=${surveyId}`, token: deputy });
    expect(mine.data).toMatchObject({ surveyName: '履职调查', answered: true, canAnswer: false, reason: '您已提交过该问卷，不能重复提交；可在「我的答卷」中查看' });
    expect(mine.data.answer.items[3]).toEqual({ questionId: q[4].id, questionType: 'textarea', optionIds: [], answerText: '很好' });
    const byQuestion = await t.call({ method: 'GET', url: `/admin-api/renda/question/getMyAnswer/${surveyId}`, token: deputy });
    expect(byQuestion.data).toHaveLength(8);
    expect(byQuestion.data[2]).toMatchObject({ id: q[2].id, optionIds: [q[2].options[1].optionId], answerText: '网上' });
    expect(byQuestion.data[3]).toMatchObject({ id: q[3].id, optionIds: [], answerText: '' });
    const staffMine = await t.call({ method: 'GET', url: `/admin-api/renda/answer/getMyAnswer?id=${surveyId}`, token: staff });
    expect(staffMine.data).toMatchObject({ answered: false, answer: null });
    const list = await t.call({ method: 'GET', url: '/admin-api/renda/survey/my-page?pageNo=1&pageSize=10', token: deputy });
    expect(list.data.list.find((s: { id: number }) => s.id === surveyId)).toMatchObject({ answered: true, canAnswer: false, answerTime: expect.any(Number) });
  });
});
