// The staff's proposal statistics (issue #17 point 5, GET /renda/proposal/statistics), on PGlite and PostgreSQL.
// The data is made through the proposal API; the figures are compared with those read before, so the demo
// proposals the seed may hold do not matter.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireDueJobs } from '../../src/server/modules/bpm/runtime/jobs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const P = '/admin-api/renda/proposal';

interface Statistics {
  total: number;
  overdue: number;
  byStatus: { status: number; count: number }[];
  byType: { type: string; count: number }[];
  byUnit: { deptId: number; deptName: string; given: number; replied: number; overdue: number }[];
  satisfaction: { rated: number; satisfied: number; basic: number; unsatisfied: number; rate: number | null };
}

let t: TestApp;
const tokens: Record<string, string> = {};
let units: Record<string, number>;

const put = async (who: string, path: string, payload: object) => {
  const res = await t.call({ method: 'PUT', url: `${P}/${path}`, token: tokens[who], payload });
  expect(res.code, `${who} ${path}: ${res.msg}`).toBe(0);
};
const statistics = (who: string, tenantId = 1) => t.call<Statistics>({ method: 'GET', url: `${P}/statistics`, token: tokens[who], tenantId });

async function submitted(type = '1'): Promise<number> {
  const res = await t.call({ method: 'POST', url: `${P}/create`, token: tokens.deputy1, payload: { title: '关于完善社区养老服务的建议', type, content: '<p>内容</p>' } });
  expect(res.code, res.msg).toBe(0);
  await put('deputy1', 'submit', { id: res.data });
  return res.data;
}

/** Submitted, accepted and given to the units (the first is the 主办). */
async function assigned(unitNames: string[]): Promise<number> {
  const id = await submitted();
  await put('staff', 'review', { id, decision: 'accept' });
  await put('staff', 'assign', { id, units: unitNames.map((name, i) => ({ deptId: units[name], handleType: i === 0 ? '1' : '2' })) });
  return id;
}

const HOUSING = '市住房和城乡建设委员会';
const EDUCATION = '市教育局';
const reply = (who: string, id: number, lead: boolean) =>
  put(who, 'reply', { id, content: '<p>已办理</p>', handleResult: '1', ...(lead ? { resultType: 'A' } : {}) });

const countOf = <K extends string, V>(rows: ({ count: number } & Record<K, V>)[], key: K, value: V) => rows.find((r) => r[key] === value)?.count ?? 0;
const unitOf = (s: Statistics, name: string) => s.byUnit.find((u) => u.deptName === name) ?? { given: 0, replied: 0, overdue: 0 };

beforeAll(async () => {
  // the test fires the handle step's timer itself
  t = await createTestApp({ bpmJobPollMs: 0 });
  const accounts: [string, string, number?][] = [['deputy1', 'deputy123'], ['staff', 'staff123'], ['unit1', 'unit123'], ['unit2', 'unit123'], ['guest', 'guest123'], ['admin2', 'admin123', 2]];
  for (const [name, password, tenant] of accounts) tokens[name] = (await t.login(name, password, tenant)).accessToken;
  const depts = await t.db.selectFrom('systemDept').select(['id', 'name']).where('tenantId', '=', 1).execute();
  units = Object.fromEntries(depts.map((d) => [d.name, d.id]));
});
afterAll(() => t?.close());

describe('proposal statistics', () => {
  it('counts submitted proposals by status, type and unit, the overdue ones and the final ratings, in the caller\'s tenant', async () => {
    const before = (await statistics('staff')).data;
    const otherTenant = await statistics('admin2', 2);
    expect(otherTenant.code, otherTenant.msg).toBe(0);
    const otherTenantBefore = otherTenant.data;

    // a draft is its deputy's alone: not counted
    expect((await t.call({ method: 'POST', url: `${P}/create`, token: tokens.deputy1, payload: { title: '草稿', type: '1' } })).code).toBe(0);
    await submitted('2'); // 待审核, a 建议
    const returned = await submitted();
    await put('staff', 'review', { id: returned, decision: 'return', reason: '请补充调研材料' });

    // two units: the 主办 replies in time, the 协办's deadline passes
    const late = await assigned([HOUSING, EDUCATION]);
    await reply('unit1', late, true);
    const { processInstanceId } = (await t.call({ method: 'GET', url: `${P}/get?id=${late}`, token: tokens.staff })).data;
    await t.db.updateTable('bpmJob').set({ dueTime: new Date(Date.now() - 1000) }).where('processInstanceId', '=', processInstanceId).execute();
    // the engine measures what is left of the timer by its clock: past the longest handling time (365 days), it is due.
    // Only this job, the earliest: PGlite's clock moves too, and the demo proposals' timers must not fire.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 400 * 86_400_000 });
    try {
      expect(await fireDueJobs(t.db, 1)).toBe(1);
    } finally {
      vi.useRealTimers();
    }

    const satisfied = await assigned([HOUSING]);
    await reply('unit1', satisfied, true);
    await put('deputy1', 'feedback', { id: satisfied, satisfaction: '1' });

    // a 不满意 of round 1 sends it back to the unit: not a final rating yet
    const unsatisfied = await assigned([HOUSING]);
    await reply('unit1', unsatisfied, true);
    await put('deputy1', 'feedback', { id: unsatisfied, satisfaction: '3', opinion: '没有实质进展' });
    const midway = (await statistics('staff')).data;
    expect(midway.satisfaction.rated - before.satisfaction.rated).toBe(1);
    expect(countOf(midway.byStatus, 'status', 4) - countOf(before.byStatus, 'status', 4)).toBe(2);
    expect(midway.overdue - before.overdue).toBe(1);
    // the late unit replies: the proposal waits for its rating, no longer counted as overdue
    await reply('unit2', late, false);
    await reply('unit1', unsatisfied, true);
    await put('deputy1', 'feedback', { id: unsatisfied, satisfaction: '3', opinion: '仍不满意' });

    const res = await statistics('staff');
    expect(res.code, res.msg).toBe(0);
    const after = res.data;
    expect(after.total - before.total).toBe(5);
    expect(after.byStatus.map((s) => s.status)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map((s) => countOf(after.byStatus, 'status', s) - countOf(before.byStatus, 'status', s))).toEqual([1, 1, 0, 0, 1, 2]);
    expect(countOf(after.byType, 'type', '1') - countOf(before.byType, 'type', '1')).toBe(4);
    expect(countOf(after.byType, 'type', '2') - countOf(before.byType, 'type', '2')).toBe(1);
    expect(after.overdue - before.overdue).toBe(0);

    // the housing committee: three proposals (one of them twice, counted once), all replied, none late
    const housing = unitOf(after, HOUSING);
    const education = unitOf(after, EDUCATION);
    expect([housing.given - unitOf(before, HOUSING).given, housing.replied - unitOf(before, HOUSING).replied, housing.overdue - unitOf(before, HOUSING).overdue]).toEqual([3, 3, 0]);
    expect([education.given - unitOf(before, EDUCATION).given, education.replied - unitOf(before, EDUCATION).replied, education.overdue - unitOf(before, EDUCATION).overdue]).toEqual([1, 1, 1]);
    expect(after.byUnit.map((u) => u.given)).toEqual([...after.byUnit.map((u) => u.given)].sort((a, b) => b - a));

    const s = after.satisfaction;
    expect([s.rated - before.satisfaction.rated, s.satisfied - before.satisfaction.satisfied, s.basic - before.satisfaction.basic, s.unsatisfied - before.satisfaction.unsatisfied])
      .toEqual([2, 1, 0, 1]);
    expect(s.rate).toBe(Math.round(((s.satisfied + s.basic) / s.rated) * 1000) / 10);

    // another tenant's figures do not move
    expect((await statistics('admin2', 2)).data).toEqual(otherTenantBefore);
  });

  it('is for staff only: a deputy and a user without a role are refused', async () => {
    for (const who of ['deputy1', 'guest']) {
      const res = await statistics(who);
      expect([res.code, res.data, res.msg]).toEqual([403, null, '没有该操作权限']);
    }
  });
});
