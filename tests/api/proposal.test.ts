// Proposals (issue #17, docs/proposals.md): the whole path through the commands, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(detail).toMatchObject({ status: 3, serialNo: 1, tasks: [{ key: 'assign' }] });

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

    expect((await put(u.unit2, 'reply', { id, content: '<p>已加派人手</p>', handleResult: '1' })).code).toBe(0);
    expect((await put(u.unit1, 'reply', { id, content: '<p>已完成改造</p>', handleResult: '1', resultType: 'A' })).code).toBe(0);
    expect((await put(u.deputy1, 'feedback', { id, satisfaction: '1' })).code).toBe(0);
    detail = (await get(u.deputy1, id)).data;
    expect(detail).toMatchObject({ status: 6, result: 'A', satisfaction: '1', round: 2, serialNo: 1, tasks: [] });
    expect(detail.closeTime).toBeGreaterThan(0);
    expect(detail.units.map((x: { round: number; status: number }) => [x.round, x.status])).toEqual([[1, 2], [1, 2], [2, 2], [2, 2]]);
    const instance = await t.db.selectFrom('bpmProcessInstance').select(['status', 'result']).where('id', '=', detail.processInstanceId).executeTakeFirstOrThrow();
    expect(instance).toEqual({ status: 2, result: 2 });
  });
});
