// The business's messages (issue 33 point 1, docs/messages.md "The business's messages"): each hand-off of a
// proposal, a report's review, a survey's publication and an activity's invitation reach exactly the people concerned,
// once, in words that name the item — on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx } from '../support/docx.ts';
import { createSurvey, lifecycle } from '../support/surveyFixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const P = '/admin-api/renda/proposal';
const TITLE = '关于增设城东公交站点的建议';

let t: TestApp;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let units: Record<string, number>;

interface Sent {
  userId: number;
  code: string;
  text: string;
}

/** The in-site messages written since `mark` (the newest id before the step), in order. */
async function messagesAfter(mark: number): Promise<Sent[]> {
  const rows = await t.db.selectFrom('systemNotifyMessage').select(['userId', 'templateCode', 'templateContent'])
    .where('id', '>', mark).orderBy('id').execute();
  return rows.map((r) => ({ userId: Number(r.userId), code: r.templateCode, text: r.templateContent }));
}

async function lastMessageId(): Promise<number> {
  const row = await t.db.selectFrom('systemNotifyMessage').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** What a step sent: every message written while `step` ran. */
async function sentBy(step: () => Promise<{ code: number; msg: string }>): Promise<Sent[]> {
  const mark = await lastMessageId();
  const res = await step();
  expect(res.code, res.msg).toBe(0);
  return messagesAfter(mark);
}

const put = (who: string, path: string, payload: object) => () => t.call({ method: 'PUT', url: `${P}/${path}`, token: token[who], payload });

/** [who, template] of each message, by user name: what the assertions read. */
function recipients(sent: Sent[]): [string, string][] {
  const names = Object.fromEntries(Object.entries(id).map(([name, userId]) => [userId, name]));
  return sent.map((m) => [names[m.userId] ?? String(m.userId), m.code]);
}

beforeAll(async () => {
  t = await createTestApp();
  const passwords: Record<string, string> = { deputy1: 'deputy123', deputy2: 'deputy123', staff: 'staff123', unit1: 'unit123', unit2: 'unit123', admin: 'admin123' };
  for (const [name, password] of Object.entries(passwords)) {
    const login = await t.login(name, password);
    token[name] = login.accessToken;
    id[name] = login.userId;
  }
  const depts = await t.db.selectFrom('systemDept').select(['id', 'name']).where('tenantId', '=', 1).execute();
  units = Object.fromEntries(depts.map((d) => [d.name, d.id]));
});
afterAll(() => t?.close());

async function draft(title = TITLE): Promise<number> {
  const res = await t.call({
    method: 'POST', url: `${P}/create`, token: token.deputy1,
    payload: { title, type: '2', category: '2', content: '<p>城东新区缺少公交站点</p>', cosignerIds: [id.deputy2], session: '市十六届人大三次会议' },
  });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

const TWO_UNITS = () => [{ deptId: units['市住房和城乡建设委员会'], handleType: '1' }, { deptId: units['市教育局'], handleType: '2' }];

describe('a proposal\'s hand-offs', () => {
  it('each tells exactly the person who must act or learn of it, once, naming the proposal', async () => {
    const proposalId = await draft();

    // submitted: the staff's 审核 task, and the co-signer's copy (decision 92); not the deputy who did it
    let sent = await sentBy(put('deputy1', 'submit', { id: proposalId }));
    expect(recipients(sent)).toEqual([['staff', 'renda-proposal-review'], ['deputy2', 'bpm-process-copy']]);
    expect(sent[0].text).toBe(`张建国代表提出的建议《${TITLE}》待您审核，请及时办理。`);
    expect(sent[1].text).toBe(`张建国 将流程【建议：${TITLE}】抄送给您（发起人：张建国），说明：附议的建议已提交`);

    // returned: the deputy's 修改 task says why
    sent = await sentBy(put('staff', 'review', { id: proposalId, decision: 'return', reason: '请补充站点位置' }));
    expect(recipients(sent)).toEqual([['deputy1', 'renda-proposal-revise']]);
    expect(sent[0].text).toBe(`您的建议《${TITLE}》被退回修改，退回理由：请补充站点位置。请修改后重新提交。`);

    // submitted again: the co-signer, copied already, is not told again
    sent = await sentBy(put('deputy1', 'submit', { id: proposalId }));
    expect(recipients(sent)).toEqual([['staff', 'renda-proposal-review']]);

    // accepted: the 交办 task
    sent = await sentBy(put('staff', 'review', { id: proposalId, decision: 'accept' }));
    expect(recipients(sent)).toEqual([['staff', 'renda-proposal-assign']]);
    expect(sent[0].text).toContain(`《${TITLE}》已立案`);

    // assigned: each unit's leader its 答复 task (主办 / 协办, by when), the deputy where it went
    sent = await sentBy(put('staff', 'assign', { id: proposalId, units: TWO_UNITS() }));
    expect(recipients(sent).sort()).toEqual([['deputy1', 'renda-proposal-assigned'], ['unit1', 'renda-proposal-handle'], ['unit2', 'renda-proposal-handle']]);
    const { deadline } = await t.db.selectFrom('rendaProposal').select('deadline').where('id', '=', proposalId).executeTakeFirstOrThrow();
    const day = new Date(deadline!.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const text = (userId: number) => sent.find((m) => m.userId === userId)!.text;
    expect(text(id.unit1)).toBe(`张建国代表提出的建议《${TITLE}》已交市住房和城乡建设委员会主办，请于${day}前答复。`);
    expect(text(id.unit2)).toBe(`张建国代表提出的建议《${TITLE}》已交市教育局协办，请于${day}前答复。`);
    expect(text(id.deputy1)).toBe(`您的建议《${TITLE}》已交办：市住房和城乡建设委员会（主办）、市教育局（协办），办理期限至${day}。`);

    // the first reply: the deputy learns who answered
    sent = await sentBy(put('unit1', 'reply', { id: proposalId, content: '<p>已列入年度计划</p>', handleResult: '3', resultType: 'B' }));
    expect(recipients(sent)).toEqual([['deputy1', 'renda-proposal-answered']]);
    expect(sent[0].text).toBe(`市住房和城乡建设委员会已答复您的建议《${TITLE}》，其余承办单位仍在办理。`);

    // the last reply: the deputy's 评价 task, and nothing else to the deputy
    sent = await sentBy(put('unit2', 'reply', { id: proposalId, content: '<p>配合办理</p>', handleResult: '2' }));
    expect(recipients(sent)).toEqual([['deputy1', 'renda-proposal-feedback']]);
    expect(sent[0].text).toBe(`您的建议《${TITLE}》已由承办单位全部答复，请查看答复并评价。`);

    // rated: both units learn the rating
    sent = await sentBy(put('deputy1', 'feedback', { id: proposalId, satisfaction: '1' }));
    expect(recipients(sent).sort()).toEqual([['unit1', 'renda-proposal-rated'], ['unit2', 'renda-proposal-rated']]);
    expect(sent[0].text).toBe(`张建国代表对建议《${TITLE}》的办理答复评价为：满意。`);

    // nobody was told anything twice, and the bell counts what arrived
    const unread = await t.call({ method: 'GET', url: '/admin-api/system/notify-message/get-unread-list', token: token.unit1 });
    expect(unread.data.filter((m: { templateContent: string }) => m.templateContent.includes(TITLE))).toHaveLength(2);
  });

  it('a 不满意 rating in round 1 sends the units back to work with the deputy\'s opinion, and tells nobody else', async () => {
    const title = '关于延长社区图书馆开放时间的建议';
    const proposalId = await draft(title);
    for (const [who, path, payload] of [
      ['deputy1', 'submit', { id: proposalId }], ['staff', 'review', { id: proposalId, decision: 'accept' }],
      ['staff', 'assign', { id: proposalId, units: TWO_UNITS() }],
      ['unit1', 'reply', { id: proposalId, content: '<p>研究中</p>', handleResult: '2', resultType: 'C' }],
      ['unit2', 'reply', { id: proposalId, content: '<p>配合</p>', handleResult: '2' }],
    ] as const) expect((await put(who, path, payload)()).code).toBe(0);

    const sent = await sentBy(put('deputy1', 'feedback', { id: proposalId, satisfaction: '3', opinion: '进度太慢' }));
    expect(recipients(sent).sort()).toEqual([['unit1', 'renda-proposal-handle-again'], ['unit2', 'renda-proposal-handle-again']]);
    expect(sent.find((m) => m.userId === id.unit2)!.text).toMatch(new RegExp(`^张建国代表对建议《${title}》的答复不满意（进度太慢），请市教育局于\\d{4}-\\d{2}-\\d{2}前重新办理并答复。$`));
  });

  it('a step refused writes no message', async () => {
    const proposalId = await draft('关于被拒绝的步骤不发消息的建议');
    expect((await put('deputy1', 'submit', { id: proposalId })()).code).toBe(0);
    const mark = await lastMessageId();
    // a return without a reason is refused: the transaction, and its messages, roll back
    expect((await put('staff', 'review', { id: proposalId, decision: 'return' })()).code).toBe(1010006016);
    expect(await messagesAfter(mark)).toEqual([]);
  });
});

describe('a report\'s review', () => {
  it('tells its deputy it was returned, with the opinion, then approved', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makeDocx({ heading: '履职报告', paragraph: '本年度履职情况。', rows: [['项目', '次数']] }))]), '专项报告.docx');
    const fileUrl = (await t.call<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token: token.deputy1, payload: form as never })).data;
    const created = await t.call<number>({ method: 'POST', url: '/admin-api/renda/report/create', token: token.deputy1, payload: { year: '2025', dutiesType: '2', title: '城东养老服务专项报告', fileUrl } });
    expect(created.code, created.msg).toBe(0);
    const reportId = created.data;
    const report = (who: string, path: string, payload: object) => () => t.call({ method: 'PUT', url: `/admin-api/renda/report/${path}`, token: token[who], payload });

    expect(await sentBy(report('deputy1', 'submit', { id: reportId }))).toEqual([]);
    let sent = await sentBy(report('staff', 'review', { id: reportId, decision: 'return', opinion: '请补充走访记录' }));
    expect(recipients(sent)).toEqual([['deputy1', 'renda-report-returned']]);
    expect(sent[0].text).toBe('您的2025年度专项履职报告《城东养老服务专项报告》被退回修改，审核意见：请补充走访记录。请修改后重新提交。');

    expect((await report('deputy1', 'submit', { id: reportId })()).code).toBe(0);
    sent = await sentBy(report('staff', 'review', { id: reportId, decision: 'approve' }));
    expect(recipients(sent)).toEqual([['deputy1', 'renda-report-approved']]);
    expect(sent[0].text).toBe('您的2025年度专项履职报告《城东养老服务专项报告》已审核通过。');
  });
});

describe('a survey published', () => {
  it('reaches every enabled deputy once, with its end time, and no one else; published again after a withdrawal, again', async () => {
    const { surveyId } = await createSurvey(t, token.staff, '城东公交出行满意度调查', [{ questionName: '您常乘坐的线路', questionType: 'input' }]);
    const endTime = Date.UTC(2030, 5, 30, 10, 0);
    expect((await t.call({ method: 'PUT', url: '/admin-api/renda/survey/update', token: token.staff, payload: { id: surveyId, endTime } })).code).toBe(0);
    const deputies = (await t.db.selectFrom('systemUsers').innerJoin('systemUserRole', 'systemUserRole.userId', 'systemUsers.id')
      .innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId').select('systemUsers.id')
      .where('systemRole.code', '=', 'deputy').where('systemUsers.tenantId', '=', 1).where('systemUsers.status', '=', 0)
      .where('systemUsers.deleted', '=', false).where('systemUserRole.deleted', '=', false).execute()).map((r) => Number(r.id)).sort((a, b) => a - b);
    expect(deputies).toContain(id.deputy1);

    const sent = await sentBy(() => lifecycle(t, token.staff, 'publish', surveyId));
    expect(sent.map((m) => m.userId).sort((a, b) => a - b)).toEqual(deputies);
    expect(new Set(sent.map((m) => m.code))).toEqual(new Set(['renda-survey-published']));
    expect(sent[0].text).toBe('问卷《城东公交出行满意度调查》已发布，请于2030-06-30 18:00前填写。');

    // withdrawn: nothing; open again: said again, once
    expect(await sentBy(() => lifecycle(t, token.staff, 'revoke', surveyId))).toEqual([]);
    expect((await sentBy(() => lifecycle(t, token.staff, 'publish', surveyId))).map((m) => m.userId).sort((a, b) => a - b)).toEqual(deputies);
  });
});

describe('an activity\'s invitation', () => {
  it('goes to each participant when chosen, once, and not to the staff who chose them', async () => {
    const activity = {
      title: '视察城东社区养老服务中心', activityType: '1', organizerType: '2', startTime: Date.UTC(2030, 2, 1, 1, 0), endTime: Date.UTC(2030, 2, 1, 4, 0),
      address: '北京市东城区东直门内大街1号', checkinRadius: 300, status: 0,
    };
    const mark = await lastMessageId();
    const created = await t.call<number>({ method: 'POST', url: '/admin-api/renda/activity/create', token: token.staff, payload: { ...activity, participantIds: [id.deputy1] } });
    expect(created.code, created.msg).toBe(0);
    let sent = await messagesAfter(mark);
    expect(recipients(sent)).toEqual([['deputy1', 'renda-activity-invitation']]);
    expect(sent[0].text).toBe('诚邀您参加履职活动《视察城东社区养老服务中心》，时间：2030-03-01 09:00 至 2030-03-01 12:00，地点：北京市东城区东直门内大街1号。');

    // deputy2 added: only deputy2; deputy1 removed and chosen again: not invited twice
    const update = (participantIds: number[]) => () => t.call({ method: 'PUT', url: '/admin-api/renda/activity/update', token: token.staff, payload: { id: created.data, participantIds } });
    sent = await sentBy(update([id.deputy1, id.deputy2]));
    expect(recipients(sent)).toEqual([['deputy2', 'renda-activity-invitation']]);
    expect(await sentBy(update([id.deputy2]))).toEqual([]);
    expect(await sentBy(update([id.deputy2, id.deputy1]))).toEqual([]);
  });
});
