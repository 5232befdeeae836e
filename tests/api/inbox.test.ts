// One inbox with the business in it (issue 33 point 2, docs/inbox.md): the todo and done pages name the business
// item, its step in the business's words, its deadline, and filter by kind and overdue — on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as inboxMigration } from '../../src/server/db/migrations/0032_inbox.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const P = '/admin-api/renda/proposal';
const DAY = 86_400_000;
const BASE = Date.UTC(2030, 0, 7, 1);

let t: TestApp;
const tokens: Record<string, string> = {};
let units: Record<string, number>;

interface Item {
  id: string;
  name: string;
  processInstance: { id: string; name: string; startUserNickname: string };
  business: { kind: string; title: string; step: string; outcome: string | null; who: string; deadline: number | null; overdue: boolean; link: string };
}

beforeAll(async () => {
  t = await createTestApp({ bpmJobPollMs: 0 });
  for (const [name, password] of [['deputy1', 'deputy123'], ['staff', 'staff123'], ['unit1', 'unit123'], ['unit2', 'unit123'], ['guest', 'guest123']]) {
    tokens[name] = (await t.login(name, password)).accessToken;
  }
  const depts = await t.db.selectFrom('systemDept').select(['id', 'name']).where('tenantId', '=', 1).execute();
  units = Object.fromEntries(depts.map((d) => [d.name, d.id]));
});
afterAll(() => t?.close());

const put = async (who: string, path: string, payload: object) => {
  const res = await t.call({ method: 'PUT', url: `${P}/${path}`, token: tokens[who], payload });
  expect(res.code, res.msg).toBe(0);
};
const page = async (who: string, path: 'todo-page' | 'done-page', query = ''): Promise<{ list: Item[]; total: number }> => {
  const res = await t.call({ method: 'GET', url: `/admin-api/bpm/task/${path}?pageSize=100${query}`, token: tokens[who] });
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const mine = (list: Item[], title: string) => list.filter((x) => x.business.title === title);

async function submitted(title: string, type = '2'): Promise<number> {
  const res = await t.call({ method: 'POST', url: `${P}/create`, token: tokens.deputy1, payload: { title, type, category: '2', content: '<p>建议内容</p>' } });
  expect(res.code, res.msg).toBe(0);
  await put('deputy1', 'submit', { id: res.data });
  return res.data;
}

async function assigned(title: string): Promise<number> {
  const id = await submitted(title);
  await put('staff', 'review', { id, decision: 'accept' });
  await put('staff', 'assign', { id, units: [{ deptId: units['市住房和城乡建设委员会'], handleType: '1' }, { deptId: units['市教育局'], handleType: '2' }] });
  return id;
}

describe('the todo page names the business', () => {
  it('a submitted proposal is the staff\'s 审核 of 建议：<title>, by its deputy, opening the proposal\'s page', async () => {
    const id = await submitted('关于增设公交站点的建议');
    const [item] = mine((await page('staff', 'todo-page')).list, '建议：关于增设公交站点的建议');
    // v1.6.2's fields stay; the instance is named for the business
    expect(item).toMatchObject({ name: '审核', processInstance: { name: '建议：关于增设公交站点的建议', startUserNickname: '张建国' } });
    expect(item.business).toEqual({
      kind: 'proposal', title: '建议：关于增设公交站点的建议', step: '审核', outcome: null, who: '张建国', deadline: null, overdue: false,
      link: `/proposal/detail?id=${id}`,
    });
    // the link in messages (/bpm/task/open/<id>) resolves through task/get, for whoever may read the instance only
    const got = await t.call({ method: 'GET', url: `/admin-api/bpm/task/get?id=${item.id}`, token: tokens.staff });
    expect(got.data.business.link).toBe(`/proposal/detail?id=${id}`);
    expect((await t.call({ method: 'GET', url: `/admin-api/bpm/task/get?id=${item.id}`, token: tokens.unit1 })).code).toBe(1009005002);
    expect((await t.call({ method: 'GET', url: '/admin-api/bpm/task/get?id=no-such-task', token: tokens.staff })).code).toBe(1009005002);
  });

  it('a 议案 is named so, and renamed 建议 when the review converts it (before its 交办 task is written)', async () => {
    const id = await submitted('关于制定物业管理条例的议案', '1');
    expect(mine((await page('staff', 'todo-page')).list, '议案：关于制定物业管理条例的议案')).toHaveLength(1);
    await put('staff', 'review', { id, decision: 'convert' });
    const [assign] = mine((await page('staff', 'todo-page')).list, '建议：关于制定物业管理条例的议案');
    expect(assign.business.step).toBe('交办');
  });

  it('a unit\'s 答复 carries the 办理期限; the nearest deadline comes first and overdue ones filter out', async () => {
    const later = await assigned('关于整治背街小巷的建议');
    const sooner = await assigned('关于增加社区食堂的建议');
    const deadline = async (id: number, at: Date) => t.db.updateTable('rendaProposal').set({ deadline: at }).where('id', '=', id).execute();
    await deadline(later, new Date(Date.now() + 20 * DAY));
    await deadline(sooner, new Date(Date.now() + 3 * DAY));
    let list = (await page('unit1', 'todo-page')).list.filter((x) => x.business.kind === 'proposal' && x.business.deadline);
    expect(list.slice(0, 2).map((x) => [x.business.title, x.business.step, x.business.overdue]))
      .toEqual([['建议：关于增加社区食堂的建议', '答复', false], ['建议：关于整治背街小巷的建议', '答复', false]]);
    expect(list[0].business.deadline).toBeGreaterThan(Date.now());

    await deadline(later, new Date(Date.now() - DAY));
    list = (await page('unit1', 'todo-page')).list;
    expect(list[0].business).toMatchObject({ title: '建议：关于整治背街小巷的建议', overdue: true });
    const overdue = await page('unit1', 'todo-page', '&overdue=true');
    expect(overdue.list.map((x) => x.business.title)).toContain('建议：关于整治背街小巷的建议');
    expect(overdue.list.every((x) => x.business.overdue)).toBe(true);
    expect(overdue.total).toBe(overdue.list.length);
    const onTime = await page('unit1', 'todo-page', '&overdue=false');
    expect(onTime.list.map((x) => x.business.title)).not.toContain('建议：关于整治背街小巷的建议');
    expect(onTime.total + overdue.total).toBe((await page('unit1', 'todo-page')).total);
  });

  it('filters by kind: proposals, leaves, and every designed process as one', async () => {
    const res = await t.call({
      method: 'POST', url: '/admin-api/bpm/oa/leave/create', token: tokens.staff,
      payload: { type: 1, reason: '身体不适', startTime: BASE, endTime: BASE + 2 * DAY + 9 * 3_600_000 },
    });
    expect(res.code, res.msg).toBe(0);
    const leave = await t.db.selectFrom('bpmOaLeave').select('processInstanceId').where('id', '=', res.data).executeTakeFirstOrThrow();
    const instance = await t.db.selectFrom('bpmProcessInstance').select('name').where('id', '=', leave.processInstanceId!).executeTakeFirstOrThrow();
    expect(instance.name).toBe('请假：王联络 3 天');
    const approver = await t.db.selectFrom('bpmTask').select('assigneeUserId').where('processInstanceId', '=', leave.processInstanceId!).executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('systemUsers').select('username').where('id', '=', approver.assigneeUserId!).executeTakeFirstOrThrow();
    const password = { admin: 'admin123' }[user.username as 'admin'] ?? 'unit123';
    tokens.approver = (await t.login(user.username, password)).accessToken;
    const leaves = await page('approver', 'todo-page', '&kind=leave');
    expect(leaves.list.map((x) => [x.business.kind, x.business.title])).toContainEqual(['leave', '请假：王联络 3 天']);
    expect(leaves.list.every((x) => x.business.kind === 'leave')).toBe(true);
    expect((await page('approver', 'todo-page', '&kind=proposal')).list.every((x) => x.business.kind === 'proposal')).toBe(true);
    expect((await page('approver', 'todo-page', '&kind=process')).list.every((x) => x.business.kind === 'process')).toBe(true);
    // a leave is decided on the process's page, where 通过 / 不通过 are
    expect(leaves.list.find((x) => x.business.title === '请假：王联络 3 天')!.business.link).toBe(`/bpm/process-instance/detail?id=${leave.processInstanceId}`);
    // an unknown kind is refused by its title, never a 500
    const bad = await t.call({ method: 'GET', url: '/admin-api/bpm/task/todo-page?kind=meeting', token: tokens.staff });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('事项类别');
  });
});

describe('the done page says what was decided', () => {
  it('ratings are 不满意 then 满意, never 通过; a reply is 已答复 and a review 退回修改 or 同意立案', async () => {
    const id = await submitted('关于改善菜市场环境的建议');
    await put('staff', 'review', { id, decision: 'return', reason: '请补充数据' });
    await put('deputy1', 'submit', { id });
    await put('staff', 'review', { id, decision: 'accept' });
    await put('staff', 'assign', { id, units: [{ deptId: units['市住房和城乡建设委员会'], handleType: '1' }] });
    await put('unit1', 'reply', { id, content: '<p>已列入计划</p>', handleResult: '3', resultType: 'B' });
    await put('deputy1', 'feedback', { id, satisfaction: '3', opinion: '进度太慢' });
    await put('unit1', 'reply', { id, content: '<p>已完成</p>', handleResult: '1', resultType: 'A' });
    await put('deputy1', 'feedback', { id, satisfaction: '1' });

    const title = '建议：关于改善菜市场环境的建议';
    const words = (list: Item[]) => mine(list, title).map((x) => [x.business.step, x.business.outcome]);
    expect(words((await page('deputy1', 'done-page')).list)).toEqual([['评价', '满意'], ['评价', '不满意'], ['退回修改', '重新提交']]);
    expect(words((await page('staff', 'done-page')).list)).toEqual([['交办', '已交办'], ['审核', '同意立案'], ['审核', '退回修改']]);
    expect(words((await page('unit1', 'done-page')).list)).toEqual([['答复', '已答复'], ['答复', '已答复']]);
  });
});

describe('0032_inbox', () => {
  it('renames the instances started before it with their business titles', async () => {
    const id = await submitted('关于新建口袋公园的建议');
    const { processInstanceId } = await t.db.selectFrom('rendaProposal').select('processInstanceId').where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.updateTable('bpmProcessInstance').set({ name: '建议议案办理' }).where('id', '=', processInstanceId!).execute();
    await t.db.updateTable('bpmProcessInstance').set({ name: '请假流程' }).where('name', '=', '请假：王联络 3 天').execute();
    await inboxMigration(t.db);
    const names = await t.db.selectFrom('bpmProcessInstance').select('name').where('name', 'in', ['建议：关于新建口袋公园的建议', '请假：王联络 3 天']).execute();
    expect([...new Set(names.map((n) => n.name))].sort()).toEqual(['建议：关于新建口袋公园的建议', '请假：王联络 3 天']);
    // no proposal or leave keeps its definition's name
    expect(await t.db.selectFrom('bpmProcessInstance').select('id').where('name', 'in', ['建议议案办理', '请假流程']).execute()).toEqual([]);
  });
});
