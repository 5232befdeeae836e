// Proposals (issue #17, docs/proposals.md): the whole path through the commands, on PGlite and PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireDueJobs } from '../../src/server/modules/bpm/runtime/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const P = '/admin-api/renda/proposal';

interface Users {
  deputy1: string;
  deputy2: string;
  staff: string;
  unit1: string;
  unit2: string;
  guest: string;
  ids: Record<string, number>;
}

let t: TestApp;
let u: Users;
let units: Record<string, number>;

async function signIn(): Promise<Users> {
  const names = ['deputy1', 'deputy2', 'staff', 'unit1', 'unit2', 'guest'] as const;
  const passwords: Record<string, string> = { deputy1: 'deputy123', deputy2: 'deputy123', staff: 'staff123', unit1: 'unit123', unit2: 'unit123', guest: 'guest123' };
  const out: Record<string, unknown> = { ids: {} };
  for (const name of names) {
    const { accessToken, userId } = await t.login(name, passwords[name]);
    out[name] = accessToken;
    (out.ids as Record<string, number>)[name] = userId;
  }
  return out as unknown as Users;
}

const put = (token: string, path: string, payload: object) => t.call({ method: 'PUT', url: `${P}/${path}`, token, payload });
const get = (token: string, id: number) => t.call({ method: 'GET', url: `${P}/get?id=${id}`, token });

async function draft(token: string, extra: object = {}): Promise<number> {
  const res = await t.call({ method: 'POST', url: `${P}/create`, token, payload: { title: '关于加快老旧小区改造的建议', type: '1', category: '2', content: '<p>建议加快改造</p>', session: '市十六届人大三次会议', ...extra } });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

beforeAll(async () => {
  t = await createTestApp();
  u = await signIn();
  const depts = await t.db.selectFrom('systemDept').select(['id', 'name']).where('tenantId', '=', 1).execute();
  units = Object.fromEntries(depts.map((d) => [d.name, d.id]));
});
afterAll(() => t?.close());

describe('a proposal from draft to closed', () => {
  it('draft → submit → accept → two units → replies → 不满意 → replies again → 满意 → closed', async () => {
    const id = await draft(u.deputy1, { cosignerIds: [u.ids.deputy2] });
    expect((await get(u.deputy1, id)).data).toMatchObject({ status: 0, cosigners: [{ id: u.ids.deputy2, nickname: '李秀英' }] });
    // a draft is its deputy's alone: the co-signer and the staff do not see it
    expect((await get(u.deputy2, id)).code).toBe(1010006000);
    expect((await get(u.staff, id)).code).toBe(1010006000);

    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    let detail = (await get(u.staff, id)).data;
    expect(detail).toMatchObject({ status: 1, tasks: [{ key: 'review', name: '审核' }] });
    expect((await get(u.deputy2, id)).data.status).toBe(1);

    expect((await put(u.staff, 'review', { id, decision: 'accept', reason: '同意立案' })).code).toBe(0);
    detail = (await get(u.staff, id)).data;
    expect(detail).toMatchObject({ status: 3, tasks: [{ key: 'assign' }] });
    // numbered max + 1 among the year's 议案 (the demo data has some)
    const { max } = await t.db.selectFrom('rendaProposal').select((eb) => eb.fn.max('serialNo').as('max'))
      .where('type', '=', '1').where('id', '<>', id).executeTakeFirstOrThrow();
    expect(detail.serialNo).toBe(Number(max ?? 0) + 1);
    const serialNo = detail.serialNo;

    const assign = await put(u.staff, 'assign', { id, units: [{ deptId: units['市住房和城乡建设委员会'], handleType: '1' }, { deptId: units['市教育局'], handleType: '2' }], reason: '请按期办理' });
    expect(assign.code, assign.msg).toBe(0);
    detail = (await get(u.unit1, id)).data;
    expect(detail).toMatchObject({ status: 4, round: 1, deptName: '市住房和城乡建设委员会', tasks: [{ key: 'handle' }] });
    expect(detail.units.map((x: { deptName: string; handleType: string; status: number }) => [x.deptName, x.handleType, x.status]))
      .toEqual([['市住房和城乡建设委员会', '1', 1], ['市教育局', '2', 1]]);

    // the 主办 must give the result type
    expect((await put(u.unit1, 'reply', { id, content: '<p>正在办理</p>', handleResult: '2' })).code).toBe(1010006014);
    expect((await put(u.unit1, 'reply', { id, content: '<p>已列入计划</p>', handleResult: '3', resultType: 'B' })).code).toBe(0);
    expect((await get(u.deputy1, id)).data.status).toBe(4);
    expect((await put(u.unit2, 'reply', { id, content: '<p>配合办理</p>', handleResult: '2' })).code).toBe(0);
    expect((await get(u.deputy1, id)).data).toMatchObject({ status: 5, result: 'B', tasks: [{ key: 'feedback' }] });

    expect((await put(u.deputy1, 'feedback', { id, satisfaction: '3' })).code).toBe(1010006015);
    expect((await put(u.deputy1, 'feedback', { id, satisfaction: '3', opinion: '进度太慢' })).code).toBe(0);
    detail = (await get(u.unit1, id)).data;
    expect(detail).toMatchObject({ status: 4, round: 2, satisfaction: '3', tasks: [{ key: 'handle' }] });
    expect(detail.units.filter((x: { round: number }) => x.round === 2)).toHaveLength(2);
    // round 2 has fresh tasks, one per unit, and its own deadline timer
    const jobsOf = () => t.db.selectFrom('bpmJob').select('elementId').where('processInstanceId', '=', detail.processInstanceId).execute();
    const handleTasks = await t.db.selectFrom('bpmTask').select(['assigneeUserId', 'result']).where('processInstanceId', '=', detail.processInstanceId)
      .where('definitionKey', '=', 'handle').orderBy('createTime').execute();
    expect(handleTasks.map((x) => x.result)).toEqual([2, 2, 1, 1]);
    expect(new Set(handleTasks.slice(2).map((x) => x.assigneeUserId))).toEqual(new Set([u.ids.unit1, u.ids.unit2]));
    expect((await jobsOf()).map((j) => j.elementId)).toEqual(['timeout']);

    expect((await put(u.unit2, 'reply', { id, content: '<p>已加派人手</p>', handleResult: '1' })).code).toBe(0);
    expect((await put(u.unit1, 'reply', { id, content: '<p>已完成改造</p>', handleResult: '1', resultType: 'A' })).code).toBe(0);
    expect((await put(u.deputy1, 'feedback', { id, satisfaction: '1' })).code).toBe(0);
    detail = (await get(u.deputy1, id)).data;
    expect(detail).toMatchObject({ status: 6, result: 'A', satisfaction: '1', round: 2, serialNo, tasks: [] });
    expect(detail.closeTime).toBeGreaterThan(0);
    expect(detail.units.map((x: { round: number; status: number }) => [x.round, x.status])).toEqual([[1, 2], [1, 2], [2, 2], [2, 2]]);
    const instance = await t.db.selectFrom('bpmProcessInstance').select(['status', 'result']).where('id', '=', detail.processInstanceId).executeTakeFirstOrThrow();
    expect(instance).toEqual({ status: 2, result: 2 });
    expect(await jobsOf()).toEqual([]);
  });
});

/** A proposal of deputy1 submitted, accepted and assigned to 住建委 (主办) and 教育局 (协办). */
async function assigned(): Promise<number> {
  const id = await draft(u.deputy1);
  expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
  expect((await put(u.staff, 'review', { id, decision: 'accept' })).code).toBe(0);
  const res = await put(u.staff, 'assign', { id, units: [{ deptId: units['市住房和城乡建设委员会'], handleType: '1' }, { deptId: units['市教育局'], handleType: '2' }] });
  expect(res.code, res.msg).toBe(0);
  return id;
}

describe('review', () => {
  it('returns for revision: the deputy edits and submits again, and it is reviewed afresh', async () => {
    const id = await draft(u.deputy1, { title: '关于增设公交线路的议案' });
    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    expect((await put(u.staff, 'review', { id, decision: 'return' })).code).toBe(1010006016);
    expect((await put(u.staff, 'review', { id, decision: 'return', reason: '请补充调研数据' })).code).toBe(0);
    const returned = (await get(u.deputy1, id)).data;
    expect(returned).toMatchObject({ status: 2, serialNo: null, tasks: [{ key: 'revise', name: '修改' }] });
    // a 退回 as the records see it (decision 92): the review task 退回 (5) with the reason, the trail's 退回 to 修改 by the
    // reviewer, and the deputy's 修改 in his todo
    const review = await t.db.selectFrom('bpmTask').select(['id', 'result', 'reason']).where('processInstanceId', '=', returned.processInstanceId)
      .where('definitionKey', '=', 'review').executeTakeFirstOrThrow();
    expect(review).toMatchObject({ result: 5, reason: '请补充调研数据' });
    const operations = await t.db.selectFrom('bpmTaskOperation').select(['taskId', 'type', 'userId', 'targetUserId', 'targetName', 'reason'])
      .where('processInstanceId', '=', returned.processInstanceId).execute();
    expect(operations).toEqual([{ taskId: review.id, type: 4, userId: u.ids.staff, targetUserId: null, targetName: '修改', reason: '请补充调研数据' }]);
    const records = (await t.call({ method: 'GET', url: `/admin-api/bpm/task/list-by-process-instance-id?processInstanceId=${returned.processInstanceId}`, token: u.deputy1 })).data;
    expect(records.find((x: { id: string }) => x.id === review.id)).toMatchObject({ result: 5, reason: '请补充调研数据', operations: [{ type: 4, targetName: '修改', user: { id: u.ids.staff } }] });
    const todo = (await t.call({ method: 'GET', url: '/admin-api/bpm/task/todo-page?pageNo=1&pageSize=100', token: u.deputy1 })).data.list;
    expect(todo.filter((x: { processInstance: { id: string } }) => x.processInstance.id === returned.processInstanceId))
      .toEqual([expect.objectContaining({ name: '修改', business: expect.objectContaining({ step: '退回修改', link: `/proposal/detail?id=${id}` }) })]);
    // the reviewer's 已办 has the 退回
    const done = (await t.call({ method: 'GET', url: '/admin-api/bpm/task/done-page?pageNo=1&pageSize=100', token: u.staff })).data.list;
    expect(done.filter((x: { id: string }) => x.id === review.id)).toEqual([expect.objectContaining({ result: 5, business: expect.objectContaining({ outcome: '退回修改' }) })]);
    // a returned one is the deputy's to edit; another deputy cannot
    expect((await put(u.deputy2, 'update', { id, title: 'x' })).code).toBe(1010006000);
    expect((await put(u.deputy1, 'update', { id, content: '<p>补充了三个小区的调研数据</p>' })).code).toBe(0);
    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    const detail = (await get(u.staff, id)).data;
    expect(detail).toMatchObject({ status: 1, title: '关于增设公交线路的议案', content: '<p>补充了三个小区的调研数据</p>', tasks: [{ key: 'review' }] });
    const trail = await t.db.selectFrom('bpmTask').select(['definitionKey', 'result', 'reason']).where('processInstanceId', '=', detail.processInstanceId).orderBy('createTime').execute();
    expect(trail.map((x) => [x.definitionKey, x.result, x.reason])).toEqual([['review', 5, '请补充调研数据'], ['revise', 2, '已修改，重新提交'], ['review', 1, null]]);
    // once submitted, no more edits
    expect((await put(u.deputy1, 'update', { id, title: '改标题' })).code).toBe(1010006002);
  });

  it('converts a 议案 into a 建议, numbered among the suggestions', async () => {
    const suggestion = await draft(u.deputy2, { type: '2', title: '关于增加社区养老服务点的建议' });
    const motion = await draft(u.deputy2, { title: '关于制定物业管理条例的议案' });
    for (const id of [suggestion, motion]) expect((await put(u.deputy2, 'submit', { id })).code).toBe(0);
    expect((await put(u.staff, 'review', { id: suggestion, decision: 'accept' })).code).toBe(0);
    expect((await put(u.staff, 'review', { id: motion, decision: 'convert', reason: '不符合议案条件，转为建议' })).code).toBe(0);
    const [a, b] = [(await get(u.staff, suggestion)).data, (await get(u.staff, motion)).data];
    expect(a).toMatchObject({ type: '2', converted: false, status: 3 });
    expect(b).toMatchObject({ type: '2', converted: true, status: 3, serialNo: a.serialNo + 1, tasks: [{ key: 'assign' }] });
  });
});

describe('who sees what', () => {
  it("a co-signer finds it in 我的建议 once submitted; another deputy cannot read someone's draft", async () => {
    const id = await draft(u.deputy1, { title: '附议测试建议', cosignerIds: [u.ids.deputy2] });
    const mine = (token: string) => t.call({ method: 'GET', url: `${P}/my-page?pageNo=1&pageSize=100`, token });
    expect((await mine(u.deputy2)).data.list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await get(u.deputy2, id)).code).toBe(1010006000);
    expect((await t.call({ method: 'DELETE', url: `${P}/delete?id=${id}`, token: u.deputy2 })).code).toBe(1010006000);
    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    const row = (await mine(u.deputy2)).data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ title: '附议测试建议', deputyName: '张建国', cosigned: true, status: 1 });
    expect((await get(u.deputy2, id)).data).toMatchObject({ id, tasks: [] });
    // …and its process detail (instance, tasks, trail), as the staff do; a deputy who is neither does not
    const instance = (await get(u.deputy1, id)).data.processInstanceId;
    for (const [token, code] of [[u.deputy2, 0], [u.staff, 0], [u.unit1, 1009004000]] as const) {
      expect((await t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${instance}`, token })).code).toBe(code);
      expect((await t.call({ method: 'GET', url: `/admin-api/bpm/task/list-by-process-instance-id?processInstanceId=${instance}`, token })).code).toBe(code);
    }
    expect((await t.call({ method: 'GET', url: `/admin-api/bpm/activity/list?processInstanceId=${instance}`, token: u.deputy2 })).code).toBe(0);
    // the co-signer reads it, but only the lead deputy changes it
    expect((await put(u.deputy2, 'update', { id, title: '改标题' })).msg).toBe('只有领衔代表可以修改、删除或提交该建议');
    // the staff list shows it, never a draft
    const other = await draft(u.deputy1, { title: '仍是草稿' });
    const staffList = (await t.call({ method: 'GET', url: `${P}/page?pageNo=1&pageSize=100`, token: u.staff })).data;
    const ids = staffList.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(other);
    expect(staffList.list.find((r: { id: number }) => r.id === id)).toMatchObject({ deputyName: '张建国', status: 1 });
    // deputies and people without a role do not get the staff list
    expect((await t.call({ method: 'GET', url: `${P}/page`, token: u.deputy1 })).code).toBe(403);
    expect((await get(u.guest, id)).code).toBe(1010006000);
  });

  it('co-signers are enabled deputies, never the lead deputy; attachments only our own files', async () => {
    const create = (payload: object) => t.call({ method: 'POST', url: `${P}/create`, token: u.deputy1, payload: { title: '校验', type: '2', ...payload } });
    expect((await create({ cosignerIds: [u.ids.deputy1] })).code).toBe(1010006006);
    expect((await create({ cosignerIds: [u.ids.staff] })).code).toBe(1010006005);
    expect((await create({ attachments: [{ name: '外部.pdf', url: 'https://evil.example/x.pdf' }] })).msg).toBe('附件【外部.pdf】不是本系统上传的文件，请重新上传');
  });

  it('strips <script> and onerror= from the content and the replies', async () => {
    const id = await draft(u.deputy1, { content: '<p onclick="x()">正文<script>alert(1)</script><img src="https://a.example/1.png" onerror="alert(2)"></p>' });
    const content = (await get(u.deputy1, id)).data.content;
    expect(content).toBe('<p>正文<img src="https://a.example/1.png" /></p>');
    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    expect((await put(u.staff, 'review', { id, decision: 'accept' })).code).toBe(0);
    expect((await put(u.staff, 'assign', { id, units: [{ deptId: units['市教育局'], handleType: '1' }] })).code).toBe(0);
    expect((await put(u.unit2, 'reply', { id, content: '<p>答复<script>steal()</script><img src=x onerror=alert(1)></p>', handleResult: '1', resultType: 'A' })).code).toBe(0);
    const reply = (await get(u.deputy1, id)).data.units[0].replyContent;
    expect(reply).not.toMatch(/script|onerror/);
    expect(reply).toContain('答复');
  });
});

describe('refusals', () => {
  it('answers who, which state and which unit', async () => {
    const empty = await draft(u.deputy1, { content: '<p>&nbsp; </p>' });
    expect((await put(u.deputy1, 'submit', { id: empty })).msg).toBe('请填写建议内容后再提交');
    const id = await draft(u.deputy1);
    expect((await put(u.staff, 'review', { id, decision: 'accept' })).code).toBe(1010006000); // a draft: nobody else's
    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    expect((await put(u.deputy1, 'submit', { id })).msg).toBe('建议当前为【待审核】状态，不能提交');
    expect((await t.call({ method: 'DELETE', url: `${P}/delete?id=${id}`, token: u.deputy1 })).code).toBe(1010006003);
    expect((await put(u.staff, 'assign', { id, units: [{ deptId: units['市教育局'], handleType: '1' }] })).msg).toBe('建议当前为【待审核】状态，不能交办');
    // the generic approve and reject refuse a proposal's task: its gateways need the proposal's variables
    const task = (await get(u.staff, id)).data.tasks[0];
    for (const path of ['approve', 'reject']) {
      const res = await t.call({ method: 'PUT', url: `/admin-api/bpm/task/${path}`, token: u.staff, payload: { id: task.id, reason: '同意' } });
      expect([res.code, res.msg]).toEqual([1010006010, '请在建议详情页办理该任务']);
    }
    const instance = (await get(u.deputy1, id)).data.processInstanceId;
    expect((await t.call({ method: 'DELETE', url: '/admin-api/bpm/process-instance/cancel', token: u.deputy1, payload: { id: instance, reason: '撤回' } })).code).toBe(1010006010);
    expect((await put(u.staff, 'review', { id, decision: 'accept' })).code).toBe(0);
    const two = [{ deptId: units['市住房和城乡建设委员会'], handleType: '1' }, { deptId: units['市教育局'], handleType: '1' }];
    expect((await put(u.staff, 'assign', { id, units: two })).code).toBe(1010006008);
    expect((await put(u.staff, 'assign', { id, units: [{ deptId: units['市教育局'], handleType: '2' }] })).code).toBe(1010006008);
    expect((await put(u.staff, 'assign', { id, units: [{ deptId: units['办公厅'], handleType: '1' }] })).msg).toBe('【办公厅】不是承办单位');
    expect((await put(u.staff, 'assign', { id, units: [{ deptId: units['承办单位'], handleType: '1' }] })).msg).toBe('【承办单位】不是承办单位');
    expect((await put(u.unit1, 'reply', { id, content: '<p>x</p>', handleResult: '1', resultType: 'A' })).msg).toBe('建议当前为【待交办】状态，不能答复');
    expect((await put(u.staff, 'assign', { id, units: [{ deptId: units['市教育局'], handleType: '1' }] })).code).toBe(0);
    // a unit it was not given has no task on it
    expect((await put(u.unit1, 'reply', { id, content: '<p>x</p>', handleResult: '1', resultType: 'A' })).msg).toBe('您没有该建议待办理的【单位办理】任务');
    expect((await put(u.deputy2, 'feedback', { id, satisfaction: '1' })).code).toBe(1010006000);
  });
});

describe('the overdue timer', () => {
  it('flags the proposal and the units that have not replied when the deadline passes, and the work goes on', async () => {
    const id = await assigned();
    expect((await put(u.unit2, 'reply', { id, content: '<p>已配合</p>', handleResult: '1' })).code).toBe(0);
    const instance = (await get(u.staff, id)).data.processInstanceId;
    const jobs = await t.db.selectFrom('bpmJob').select(['elementId', 'dueTime']).where('processInstanceId', '=', instance).execute();
    expect(jobs.map((j) => j.elementId)).toEqual(['timeout']);
    // 90 days (renda.proposal.handle-days) later
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 91 * 86_400_000);
      await sql`update bpm_job set due_time = now() - interval '1 second' where process_instance_id = ${instance}`.execute(t.db);
      expect(await fireDueJobs(t.db)).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    const detail = (await get(u.staff, id)).data;
    expect(detail).toMatchObject({ status: 4, overdue: true });
    expect(detail.units.map((x: { deptName: string; overdue: boolean }) => [x.deptName, x.overdue])).toEqual([['市住房和城乡建设委员会', true], ['市教育局', false]]);
    // the late reply is still taken: the timer does not interrupt the units' work
    expect((await put(u.unit1, 'reply', { id, content: '<p>逾期答复</p>', handleResult: '1', resultType: 'A' })).code).toBe(0);
    expect((await get(u.deputy1, id)).data).toMatchObject({ status: 5, overdue: true });
    const list = (await t.call({ method: 'GET', url: `${P}/page?overdue=true&pageSize=100`, token: u.staff })).data.list;
    expect(list.map((r: { id: number }) => r.id)).toContain(id);
  });
});

describe('转办', () => {
  it("a unit's task handed on to a colleague: their reply is the unit's", async () => {
    const id = await assigned();
    const task = (await get(u.unit2, id)).data.tasks[0];
    const { accessToken: unit3, userId: unit3Id } = await t.login('unit3', 'unit123');
    expect((await t.call({ method: 'PUT', url: '/admin-api/bpm/task/update-assignee', token: u.unit2, payload: { id: task.id, assigneeUserId: unit3Id } })).code).toBe(0);
    expect((await put(u.unit2, 'reply', { id, content: '<p>x</p>', handleResult: '1' })).code).toBe(1010006011);
    expect((await put(unit3, 'reply', { id, content: '<p>由同事答复</p>', handleResult: '2' })).code).toBe(0);
    const rows = (await get(unit3, id)).data.units;
    expect(rows.map((x: { deptName: string; status: number }) => [x.deptName, x.status])).toEqual([['市住房和城乡建设委员会', 1], ['市教育局', 2]]);
  });
});

describe('办理建议', () => {
  it("lists what the caller's units were given, with the unit's own row", async () => {
    const id = await assigned();
    const page = (token: string) => t.call({ method: 'GET', url: `${P}/handle-page?pageNo=1&pageSize=100`, token });
    const row = (await page(u.unit1)).data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ unitDeptName: '市住房和城乡建设委员会', handleType: '1', unitStatus: 1, unitRound: 1, deputyName: '张建国' });
    expect((await page(u.deputy1)).code).toBe(403);
  });
});

describe('demo data', () => {
  it('the seed drove a proposal into every state through the commands (seven in a test database)', async () => {
    const rows = await t.db.selectFrom('rendaProposal').select(['status', 'processInstanceId', 'satisfaction']).where('session', '=', '市十六届人大三次会议')
      .where('title', 'not like', '%测试%').orderBy('id').limit(7).execute();
    expect(rows.map((r) => r.status).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const row of rows.filter((r) => r.status !== 0)) expect(row.processInstanceId).toBeTruthy();
    const closed = rows.find((r) => r.status === 6)!;
    expect(closed.satisfaction).toBe('1');
    const instance = await t.db.selectFrom('bpmProcessInstance').select(['status', 'result']).where('id', '=', closed.processInstanceId!).executeTakeFirstOrThrow();
    expect(instance).toEqual({ status: 2, result: 2 });
  });
});

describe('co-signers are copied (issue 37 item 8)', () => {
  const copyPage = async (token: string) => (await t.call({ method: 'GET', url: '/admin-api/bpm/process-instance/copy/page?pageNo=1&pageSize=100', token })).data;
  const copiesOf = (instanceId: string) => t.db.selectFrom('bpmProcessInstanceCopy').select(['userId', 'taskId', 'creatorUserId', 'reason'])
    .where('processInstanceId', '=', instanceId).orderBy('userId').execute();
  const toldOf = (userId: number, id: number) => t.db.selectFrom('systemMessageOutbox').select(['templateCode', 'kind', 'link'])
    .where('userId', '=', userId).where('templateCode', '=', 'bpm-process-copy').where('link', '=', `/proposal/detail?id=${id}`).execute();

  it('at submit each gets a copy and one message; a re-submission copies only those added, and drops those removed', async () => {
    // a third enabled deputy of the tenant (the demo's generated ones)
    const other = await t.db.selectFrom('systemUsers').innerJoin('systemUserRole', 'systemUserRole.userId', 'systemUsers.id')
      .innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId').select('systemUsers.id')
      .where('systemRole.code', '=', 'deputy').where('systemUsers.tenantId', '=', 1).where('systemUsers.status', '=', 0).where('systemUsers.deleted', '=', false)
      .where('systemUsers.id', 'not in', [u.ids.deputy1, u.ids.deputy2]).orderBy('systemUsers.id').executeTakeFirstOrThrow();
    const id = await draft(u.deputy1, { title: '关于完善社区充电桩布局的议案', cosignerIds: [u.ids.deputy2] });
    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    const { processInstanceId } = (await get(u.deputy1, id)).data;
    expect(await copiesOf(processInstanceId)).toEqual([{ userId: u.ids.deputy2, taskId: null, creatorUserId: u.ids.deputy1, reason: '附议的建议已提交' }]);
    // 抄送我的 lists it for the co-signer, opening the proposal's detail, which they read
    const mine = (await copyPage(u.deputy2)).list.filter((x: { processInstanceId: string }) => x.processInstanceId === processInstanceId);
    expect(mine).toEqual([expect.objectContaining({
      processInstanceName: '议案：关于完善社区充电桩布局的议案', reason: '附议的建议已提交', activityName: null, createUser: expect.objectContaining({ id: u.ids.deputy1 }),
      link: `/proposal/detail?id=${id}`,
    })]);
    expect((await get(u.deputy2, id)).code).toBe(0);
    expect((await t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${processInstanceId}`, token: u.deputy2 })).code).toBe(0);
    // told once, in the proposal's words of a copy, linking to its detail
    expect(await toldOf(u.ids.deputy2, id)).toEqual([{ templateCode: 'bpm-process-copy', kind: 'proposal', link: `/proposal/detail?id=${id}` }]);
    const notice = await t.db.selectFrom('systemNotifyMessage').select('templateContent').where('userId', '=', u.ids.deputy2).where('templateCode', '=', 'bpm-process-copy')
      .where('templateContent', 'like', '%关于完善社区充电桩布局的议案%').execute();
    expect(notice.map((n) => n.templateContent)).toEqual(['张建国 将流程【议案：关于完善社区充电桩布局的议案】抄送给您（发起人：张建国），说明：附议的建议已提交']);
    // the lead deputy's own 抄送我的 does not list it
    expect((await copyPage(u.deputy1)).list.map((x: { processInstanceId: string }) => x.processInstanceId)).not.toContain(processInstanceId);

    // returned; the deputy adds a co-signer and submits again: the new one is copied, deputy2 not again
    expect((await put(u.staff, 'review', { id, decision: 'return', reason: '请补充选址依据' })).code).toBe(0);
    expect((await put(u.deputy1, 'update', { id, cosignerIds: [u.ids.deputy2, other.id] })).code).toBe(0);
    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    expect((await copiesOf(processInstanceId)).map((c) => c.userId)).toEqual([u.ids.deputy2, other.id].sort((a, b) => a - b));
    expect(await toldOf(u.ids.deputy2, id)).toHaveLength(1);
    expect(await toldOf(other.id, id)).toHaveLength(1);
    expect((await copyPage(u.deputy2)).list.filter((x: { processInstanceId: string }) => x.processInstanceId === processInstanceId)).toHaveLength(1);

    // returned again; deputy2 is no longer a co-signer: his copy goes with it, the other's stays (and is not told again);
    // a copy made otherwise in the deputy's name (a copy node of a redesigned model copies as the starter) stays too
    await t.db.insertInto('bpmProcessInstanceCopy').values({ tenantId: 1, userId: u.ids.unit1, processInstanceId, taskId: null, creatorUserId: u.ids.deputy1, reason: '抄送节点' }).execute();
    expect((await put(u.staff, 'review', { id, decision: 'return', reason: '请再补充经费测算' })).code).toBe(0);
    expect((await put(u.deputy1, 'update', { id, cosignerIds: [other.id] })).code).toBe(0);
    expect((await put(u.deputy1, 'submit', { id })).code).toBe(0);
    expect((await copiesOf(processInstanceId)).map((c) => c.userId)).toEqual([other.id, u.ids.unit1].sort((a, b) => a - b));
    expect(await toldOf(other.id, id)).toHaveLength(1);
    expect((await copyPage(u.deputy2)).list.map((x: { processInstanceId: string }) => x.processInstanceId)).not.toContain(processInstanceId);
    expect((await get(u.deputy2, id)).code).toBe(1010006000);
    // two 退回 in the trail, each to 修改
    const returns = await t.db.selectFrom('bpmTaskOperation').select(['type', 'targetName', 'reason']).where('processInstanceId', '=', processInstanceId).orderBy('id').execute();
    expect(returns).toEqual([{ type: 4, targetName: '修改', reason: '请补充选址依据' }, { type: 4, targetName: '修改', reason: '请再补充经费测算' }]);
  });

  it('a proposal without co-signers is copied to nobody', async () => {
    const id = await draft(u.deputy2, { title: '关于设立社区食堂的议案' });
    expect((await put(u.deputy2, 'submit', { id })).code).toBe(0);
    expect(await copiesOf((await get(u.deputy2, id)).data.processInstanceId)).toEqual([]);
  });
});
