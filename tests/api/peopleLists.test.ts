import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_DEPUTIES } from '../../src/server/seed/demo/deputies.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

type Token = string;

/**
 * Issue 14, hole 6: who may see whom. Every list of people needs a permission: a user with no role sees nobody but
 * themself; the deputy picker needs its own code and shows other roles' holders only to those who may query users.
 */
describe('who may see whom', () => {
  let t: TestApp;
  let admin: Token;
  let staff: Token;
  let deputy: Token;
  let guest: Token;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin', 'admin123')).accessToken;
    staff = (await t.login('staff', 'staff123')).accessToken;
    deputy = (await t.login('deputy1', 'deputy123')).accessToken;
    guest = (await t.login('guest', 'guest123')).accessToken;
  });
  afterAll(() => t.close());

  const get = (url: string, token: Token) => t.call({ method: 'GET', url: `/admin-api${url}`, token });
  const picker = (params: string, token: Token) => get(`/system/user/getDeputyPageBaseByRoleId?${params}`, token);
  const ids = (res: { data: { list: { id: number }[] } }) => res.data.list.map((u) => u.id);

  it('a user with no role lists nobody: no user list, no picker, no role holders, no group members', async () => {
    for (const url of [
      '/system/user/list-all-simple',
      '/system/user/getDeputyPageBaseByRoleId',
      '/system/user/getDeputyPageBaseByRoleId?code=super_admin',
      '/system/user/getDeputyPageBaseByRoleId?code=deputy',
      '/system/user/page?pageNo=1&pageSize=10',
      '/renda/group/allUser',
      '/renda/group/allUserNotAreaSource',
      '/renda/group/getDeputyGroupBaseList',
      '/renda/answer/page?pageNo=1&pageSize=10',
    ]) {
      expect(await get(url, guest), url).toMatchObject({ code: 403, data: null });
    }
    // one's own account stays readable
    expect((await get('/system/user/profile/get', guest)).data).toMatchObject({ id: 103, username: 'guest' });
  });

  it('the deputy picker lists deputies to staff and deputies; other roles only to those who may query users', async () => {
    // the demo deputies first (by number), then the generated ones (seed/demo/deputies.ts)
    const deputies = await picker('pageNo=1', staff);
    expect(ids(deputies).slice(0, 2)).toEqual([101, 102]);
    expect(deputies.data.total).toBe(2 + GENERATED_DEPUTIES);
    expect(ids(await picker('pageNo=1', deputy))).toEqual(ids(deputies));
    expect(ids(await picker('code=deputy', deputy))).toEqual(ids(deputies));
    for (const token of [staff, deputy]) {
      expect(await picker('code=super_admin', token)).toMatchObject({ code: 403, data: null, msg: '只能选择人大代表：按其他角色查找用户需要用户查询权限' });
      expect((await picker('code=dbt', token)).code).toBe(403);
    }
    expect(ids(await picker('code=super_admin', admin))).toEqual([1]);
    expect(ids(await picker('code=dbt', admin))).toEqual([100]);
    // the number search stays with super_admin and dbt
    expect(ids(await picker('rendaNo=D2026002', staff))).toEqual([102]);
    expect((await picker('rendaNo=D2026002', deputy)).code).toBe(403);
  });

  it('a role holding the picker and user query may look up any role; the picker alone may not', async () => {
    const menuId = async (permission: string) => (await t.db.selectFrom('systemMenu').select('id').where('permission', '=', permission).orderBy('id').executeTakeFirstOrThrow()).id;
    const role = (await t.call({ method: 'POST', url: '/admin-api/system/role/create', token: admin, payload: { name: '查人员', code: 'people_finder', sort: 40 } })).data as number;
    const grant = async (codes: string[]) => {
      const menuIds = await Promise.all(codes.map(menuId));
      expect((await t.call({ method: 'POST', url: '/admin-api/system/permission/assign-role-menu', token: admin, payload: { roleId: role, menuIds } })).code).toBe(0);
    };
    expect((await t.call({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: admin, payload: { userId: 103, roleIds: [role] } })).code).toBe(0);
    await grant(['system:user:deputy-picker']);
    expect(ids(await picker('pageNo=1', guest)).slice(0, 2)).toEqual([101, 102]);
    expect((await picker('code=super_admin', guest)).code).toBe(403);
    expect((await get('/system/user/list-all-simple', guest)).code).toBe(403);
    await grant(['system:user:deputy-picker', 'system:user:query']);
    expect(ids(await picker('code=super_admin', guest))).toEqual([1]);
    expect((await get('/system/user/list-all-simple', guest)).data).toContainEqual({ id: 1, nickname: '超级管理员' });
    expect((await t.call({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: admin, payload: { userId: 103, roleIds: [] } })).code).toBe(0);
  });

  it('the list of all users: everyone to user query; to an approver without it, the people a task may go to', async () => {
    const all = (await get('/system/user/list-all-simple', admin)).data as { id: number; nickname: string }[];
    expect(all).toContainEqual({ id: 101, nickname: '张建国' });
    expect(all.map((u) => u.id)).toEqual(expect.arrayContaining([1, 100, 103]));
    // yudao 1.6.2's 转办 reads this list (issue 40 point 5): an approver sees their peers and the deputies, as
    // /bpm/task/assignee-options offers them — never an administrator or an account without a role
    for (const token of [staff, deputy]) {
      const res = await get('/system/user/list-all-simple', token);
      expect(res.code, res.msg).toBe(0);
      const ids = (res.data as { id: number }[]).map((u) => u.id);
      expect(ids).toEqual(expect.arrayContaining([101, 102]));
      expect(ids).not.toContain(1);
      expect(ids).not.toContain(103);
      const options = (await get('/bpm/task/assignee-options', token)).data as { id: number }[];
      expect(options.map((u) => u.id).every((id) => ids.includes(id))).toBe(true);
    }
    expect(((await get('/system/user/list-all-simple', deputy)).data as { id: number }[]).map((u) => u.id)).not.toContain(100);
  });

  /**
   * The route table as a whole: every GET the caller may call, asked with the usual page parameters, names none of
   * `hidden` (account name, nickname, deputy number, mobile or e-mail).
   */
  async function leaksOf(token: Token, hidden: (user: { id: number; roleCodes: string[] }) => boolean): Promise<string[]> {
    const users = await t.db.selectFrom('systemUsers').select(['id', 'username', 'nickname', 'rendaNo', 'mobile', 'email']).where('tenantId', '=', 1).execute();
    const links = await t.db.selectFrom('systemUserRole').innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId').select(['userId', 'code']).where('systemUserRole.deleted', '=', false).execute();
    const roleNames = new Set((await t.db.selectFrom('systemRole').select('name').execute()).map((r) => r.name));
    // a nickname that is also a role's name (超级管理员) is not a person's trace in a list of roles
    const traces = users.filter((u) => hidden({ id: u.id, roleCodes: links.filter((l) => l.userId === u.id).map((l) => l.code) }))
      .flatMap((u) => [`"${u.username}"`, roleNames.has(u.nickname) ? '' : u.nickname, u.rendaNo, u.mobile, u.email]).filter((s): s is string => Boolean(s));
    const leaks: string[] = [];
    for (const route of t.app.routeTable.filter((r) => r.method === 'GET')) {
      const url = `${route.url.replace(/:(\w+)/g, '1')}?pageNo=1&pageSize=100`;
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' } });
      for (const trace of traces) if (res.body.includes(trace)) leaks.push(`${route.url}: ${trace}`);
    }
    return leaks;
  }

  it('no route names another user to a user without a role', async () => {
    expect(await leaksOf(guest, (u) => u.id !== 103)).toEqual([]);
  });

  it('no route names an administrator, a staff member or an account without a role to a deputy', async () => {
    expect(await leaksOf(deputy, (u) => !u.roleCodes.includes('deputy'))).toEqual([]);
  });
});
