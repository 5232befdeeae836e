import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * OA leave (issue #15 point 7) on the seeded `oa_leave` process: the starter's department leader decides, but never
 * the starter himself (issue 38: deputy1 leads 城东区代表团, and no department above it has a leader, so the
 * administrators decide), more than three days go on to the 办公厅's leader (admin); the leave's result follows its
 * instance.
 */
const DAY = 86_400_000;
const BASE = Date.UTC(2030, 0, 7, 1); // 09:00 in the server's zone

interface User { token: string; id: number }

describe('OA leave', () => {
  let t: TestApp;
  let admin: User;
  let deputy1: User;
  let deputy2: User;

  beforeAll(async () => {
    t = await createTestApp({ bpmJobPollMs: 0 });
    const signIn = async (name: string, password: string) => {
      const { accessToken, userId } = await t.login(name, password);
      return { token: accessToken, id: userId };
    };
    admin = await signIn('admin', 'admin123');
    deputy1 = await signIn('deputy1', 'deputy123');
    deputy2 = await signIn('deputy2', 'deputy123');
  });
  afterAll(async () => { await t.close(); });

  const apply = (user: User, days: number, extra: Record<string, unknown> = {}) => t.call({
    method: 'POST', url: '/admin-api/bpm/oa/leave/create', token: user.token,
    payload: { type: 1, reason: '身体不适', startTime: BASE, endTime: BASE + (days - 1) * DAY + 9 * 3_600_000, ...extra },
  });
  const leave = (user: User, id: number) => t.call({ method: 'GET', url: `/admin-api/bpm/oa/leave/get?id=${id}`, token: user.token });
  const openTask = async (user: User, instanceId: string) => {
    const tasks = (await t.call({ method: 'GET', url: `/admin-api/bpm/task/list-by-process-instance-id?processInstanceId=${instanceId}`, token: user.token })).data;
    return tasks.find((task: { result: number }) => task.result === 1);
  };
  const decide = (user: User, action: 'approve' | 'reject', id: string, reason = '同意') =>
    t.call({ method: 'PUT', url: `/admin-api/bpm/task/${action}`, token: user.token, payload: { id, reason } });

  async function applied(user: User, days: number) {
    const res = await apply(user, days);
    expect(res.code, res.msg).toBe(0);
    const row = (await leave(user, res.data)).data;
    return { id: res.data as number, instanceId: row.processInstanceId as string };
  }

  it('starts the oa_leave process with the leave as its business key, and the leader approving makes it 通过', async () => {
    const { id, instanceId } = await applied(deputy1, 2);
    const got = await leave(deputy1, id);
    expect(got.data).toMatchObject({ id, type: 1, reason: '身体不适', startTime: BASE, endTime: BASE + DAY + 9 * 3_600_000, result: 1, processInstanceId: instanceId });
    expect(typeof got.data.createTime).toBe('number');
    expect(got.data).not.toHaveProperty('userId');
    expect(got.data).not.toHaveProperty('day');
    const instance = (await t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${instanceId}`, token: deputy1.token })).data;
    expect(instance).toMatchObject({ businessKey: String(id), result: 1, formVariables: { day: 2 } });
    expect(instance.processDefinition.id).toMatch(/^oa_leave:/);

    const task = await openTask(deputy1, instanceId);
    expect(task).toMatchObject({ name: '部门领导审批', assigneeUser: { id: admin.id } });
    expect((await decide(deputy1, 'approve', task.id)).code).not.toBe(0);
    expect((await decide(admin, 'approve', task.id)).code).toBe(0);
    expect((await leave(deputy1, id)).data.result).toBe(2);
  });

  it('a rejection makes the leave 不通过 and a cancellation 已取消', async () => {
    const rejected = await applied(deputy1, 1);
    const task = await openTask(deputy1, rejected.instanceId);
    expect((await decide(admin, 'reject', task.id, '时间冲突')).code).toBe(0);
    expect((await leave(deputy1, rejected.id)).data.result).toBe(3);

    const cancelled = await applied(deputy1, 1);
    const res = await t.call({ method: 'DELETE', url: '/admin-api/bpm/process-instance/cancel', token: deputy1.token, payload: { id: cancelled.instanceId, reason: '不请了' } });
    expect(res.code, res.msg).toBe(0);
    expect((await leave(deputy1, cancelled.id)).data.result).toBe(4);
  });

  it('more than three days take the second step (the 办公厅 leader) before the leave is 通过', async () => {
    const { id, instanceId } = await applied(deputy1, 5);
    expect((await decide(admin, 'approve', (await openTask(deputy1, instanceId)).id)).code).toBe(0);
    expect((await leave(deputy1, id)).data.result).toBe(1);
    const second = await openTask(deputy1, instanceId);
    expect(second).toMatchObject({ name: '办公厅审批', assigneeUser: { id: admin.id } });
    // the approver reads the leave he decides on
    expect((await leave(admin, id)).data).toMatchObject({ id, result: 1 });
    expect((await decide(admin, 'approve', second.id)).code).toBe(0);
    expect((await leave(deputy1, id)).data.result).toBe(2);
  });

  it('a department head’s leave goes to the next leader up, a member’s to his head (the seeded rule, every starter)', async () => {
    const staff = await (async () => { const { accessToken, userId } = await t.login('staff', 'staff123'); return { token: accessToken, id: userId }; })();
    for (const head of [deputy1, deputy2, staff]) {
      const { instanceId } = await applied(head, 1);
      const task = await openTask(head, instanceId);
      expect(task.assigneeUser.id).not.toBe(head.id);
      expect(task.assigneeUser.id).toBe(admin.id);
    }
    // a member of 城东区代表团 who does not lead it: deputy1, its leader
    const dept = await t.db.selectFrom('systemUsers').select('deptId').where('id', '=', deputy1.id).executeTakeFirstOrThrow();
    const created = await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin.token, payload: { username: 'leavemember', nickname: '请假成员', password: 'pass1234', deptId: dept.deptId } });
    expect(created.code, created.msg).toBe(0);
    const deputyRole = await t.db.selectFrom('systemRole').select('id').where('tenantId', '=', 1).where('code', '=', 'deputy').executeTakeFirstOrThrow();
    expect((await t.call({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: admin.token, payload: { userId: created.data, roleIds: [deputyRole.id] } })).code).toBe(0);
    const member = { token: (await t.login('leavemember', 'pass1234')).accessToken, id: created.data as number };
    const { instanceId } = await applied(member, 1);
    expect((await openTask(member, instanceId)).assigneeUser.id).toBe(deputy1.id);
  });

  it('someone else cannot read a leave, nor find it in their page', async () => {
    const { id } = await applied(deputy1, 1);
    expect(await leave(deputy2, id)).toMatchObject({ code: 1009001001, msg: '请假申请不存在', data: null });
    expect((await leave(deputy1, 999_999)).code).toBe(1009001001);
    const theirs = await t.call({ method: 'GET', url: '/admin-api/bpm/oa/leave/page?pageNo=1&pageSize=100', token: deputy2.token });
    expect(theirs.data.list.map((l: { id: number }) => l.id)).not.toContain(id);
  });

  it('pages one\'s own leaves with the v1.6.2 filters', async () => {
    const marked = await apply(deputy2, 1, { type: 3, reason: '婚假（筛选测试）' });
    expect(marked.code).toBe(0);
    const page = async (q: string) => (await t.call({ method: 'GET', url: `/admin-api/bpm/oa/leave/page?pageNo=1&pageSize=100${q}`, token: deputy2.token })).data;
    const all = await page('');
    expect(all.total).toBe(all.list.length);
    expect(all.list[0]).toMatchObject({ id: marked.data, type: 3, result: 1 });
    expect((await page('&reason=筛选')).list.map((l: { id: number }) => l.id)).toEqual([marked.data]);
    expect((await page('&type=3&result=1')).list.map((l: { id: number }) => l.id)).toContain(marked.data);
    expect((await page('&type=3&result=2')).list.map((l: { id: number }) => l.id)).not.toContain(marked.data);
    expect((await page('&beginCreateTime=2000-01-01&endCreateTime=2000-01-02')).total).toBe(0);
  });

  it('refuses a leave that ends before it starts, an unknown type, and one with no active oa_leave definition', async () => {
    expect(await apply(deputy1, 1, { endTime: BASE })).toMatchObject({ code: 1009001007, msg: '请假天数必须>=1' });
    expect((await apply(deputy1, 1, { type: 9 })).code).toBe(400);
    expect((await apply(deputy1, 1, { reason: '' })).code).toBe(400);
    const before = (await t.call({ method: 'GET', url: '/admin-api/bpm/oa/leave/page?pageNo=1&pageSize=1', token: deputy1.token })).data.total;
    await sql`update bpm_process_definition set suspension_state = 2 where process_key = 'oa_leave'`.execute(t.db);
    try {
      expect(await apply(deputy1, 1)).toMatchObject({ code: 1009003002, msg: '流程定义不存在' });
      expect((await t.call({ method: 'GET', url: '/admin-api/bpm/oa/leave/page?pageNo=1&pageSize=1', token: deputy1.token })).data.total).toBe(before);
    } finally {
      await sql`update bpm_process_definition set suspension_state = 1 where process_key = 'oa_leave'`.execute(t.db);
    }
  });
});
