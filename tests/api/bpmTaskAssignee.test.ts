import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * 转办 (PUT /bpm/task/update-assignee) and the fields the instance and task pages read (API-CONTRACT §5.7–5.8):
 * the starter's and assignees' departments, durations, the definition's diagram, the creation-time filters.
 */
const xml = (key: string, assignee: number) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="转办测试" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="领导审批" camunda:assignee="${assignee}" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

interface User { token: string; id: number }

describe('bpm task update-assignee and page fields', () => {
  let t: TestApp;
  let admin: User;
  let staff: User;
  let deputy1: User;
  let deputy2: User;
  let definitionId: string;

  const signIn = async (username: string, password: string): Promise<User> => {
    const r = await t.login(username, password);
    return { token: r.accessToken, id: r.userId };
  };
  const get = (u: User, url: string) => t.call({ method: 'GET', url: `/admin-api${url}`, token: u.token });
  const put = (u: User, url: string, payload: Record<string, unknown>) => t.call({ method: 'PUT', url: `/admin-api${url}`, token: u.token, payload });
  const transfer = (u: User, id: string, assigneeUserId: number) => put(u, '/bpm/task/update-assignee', { id, assigneeUserId });
  const todoIds = async (u: User) => (await get(u, '/bpm/task/todo-page?pageSize=100')).data.list.map((x: { id: string }) => x.id);

  /** deputy1 starts an instance whose one task is deputy2's; gives the instance and the task ids. */
  async function started(): Promise<{ instanceId: string; taskId: string }> {
    const res = await t.call({ method: 'POST', url: '/admin-api/bpm/process-instance/create', token: deputy1.token, payload: { processDefinitionId: definitionId, variables: {} } });
    expect(res.code, res.msg).toBe(0);
    const tasks = (await get(deputy1, `/bpm/task/list-by-process-instance-id?processInstanceId=${res.data}`)).data;
    return { instanceId: res.data, taskId: tasks[0].id };
  }

  beforeAll(async () => {
    t = await createTestApp({ bpmJobPollMs: 0 });
    admin = await signIn('admin', 'admin123');
    staff = await signIn('staff', 'staff123');
    deputy1 = await signIn('deputy1', 'deputy123');
    deputy2 = await signIn('deputy2', 'deputy123');
    const model = await t.call({ method: 'POST', url: '/admin-api/bpm/model/create', token: admin.token, payload: {
      key: 'transfer_test', name: '转办测试', formType: 20, formCustomCreatePath: '/x/create', formCustomViewPath: '/x/detail', bpmnXml: xml('transfer_test', deputy2.id),
    } });
    expect(model.code, model.msg).toBe(0);
    const deployed = await t.call({ method: 'POST', url: `/admin-api/bpm/model/deploy?id=${model.data}`, token: admin.token });
    expect(deployed.code, deployed.msg).toBe(0);
    const list = await get(admin, '/bpm/process-definition/list?suspensionState=1');
    definitionId = list.data.find((d: { key: string }) => d.key === 'transfer_test').id;
  });
  afterAll(async () => { await t.close(); });

  it('lets only the assignee hand an open task on', async () => {
    const { taskId } = await started();
    const notMine = await transfer(deputy1, taskId, staff.id);
    expect([notMine.code, notMine.msg, notMine.data]).toEqual([1009005001, '审批任务失败，原因：该任务的审批人不是你', null]);
    expect((await transfer(staff, taskId, staff.id)).code).toBe(1009005001);
    expect((await transfer(deputy2, 'no-such-task', staff.id)).code).toBe(1009005002);
    const empty = await put(deputy2, '/bpm/task/update-assignee', { id: taskId });
    expect(empty.code).toBe(400);
    expect(empty.msg).toContain('新审批人的用户编号');
  });

  it('refuses a user who does not exist, belongs to another tenant or is disabled', async () => {
    const { taskId } = await started();
    const missing = await transfer(deputy2, taskId, 999_999);
    expect([missing.code, missing.msg]).toEqual([1002003003, '用户不存在']);
    const admin2 = await t.login('admin2', 'admin123', 2);
    expect((await transfer(deputy2, taskId, admin2.userId)).code).toBe(1002003003);
    const guest = await t.login('guest', 'guest123');
    expect((await put(admin, '/system/user/update-status', { id: guest.userId, status: 1 })).code).toBe(0);
    try {
      const disabled = await transfer(deputy2, taskId, guest.userId);
      expect(disabled.code).toBe(1002003006);
      expect(disabled.msg).toMatch(/^名字为【.+】的用户已被禁用$/);
    } finally {
      await put(admin, '/system/user/update-status', { id: guest.userId, status: 0 });
    }
    expect(await todoIds(deputy2)).toContain(taskId);
  });

  it('moves the task to the new assignee: it is in their to-do list, they approve it, the old one cannot', async () => {
    const { instanceId, taskId } = await started();
    const res = await transfer(deputy2, taskId, staff.id);
    expect([res.code, res.data]).toEqual([0, true]);
    expect(await todoIds(staff)).toContain(taskId);
    expect(await todoIds(deputy2)).not.toContain(taskId);
    expect((await put(deputy2, '/bpm/task/approve', { id: taskId, reason: '同意' })).code).toBe(1009005001);
    expect((await transfer(deputy2, taskId, deputy2.id)).code).toBe(1009005001);
    // the new assignee reads the instance and decides
    expect((await get(staff, `/bpm/process-instance/get?id=${instanceId}`)).code).toBe(0);
    expect((await put(staff, '/bpm/task/approve', { id: taskId, reason: '同意' })).code).toBe(0);
    const instance = (await get(deputy1, `/bpm/process-instance/get?id=${instanceId}`)).data;
    expect([instance.status, instance.result]).toEqual([2, 2]);
    // a decided task can no longer be handed on
    expect((await transfer(staff, taskId, deputy2.id)).code).toBe(1009005000);
    const done = (await get(staff, '/bpm/task/done-page')).data.list;
    expect(done.map((x: { id: string }) => x.id)).toContain(taskId);
  });

  it('offers the enabled users of the tenant to hand a task to, found by nickname', async () => {
    const all = (await get(admin, '/bpm/task/assignee-options')).data;
    expect(all).toContainEqual({ id: staff.id, nickname: '王联络', deptId: expect.any(Number), deptName: '代表联络工作委员会' });
    const admin2 = await t.login('admin2', 'admin123', 2);
    expect(all.map((u: { id: number }) => u.id)).not.toContain(admin2.userId);
    const found = (await get(admin, `/bpm/task/assignee-options?nickname=${encodeURIComponent('联络')}`)).data;
    expect(found.map((u: { id: number }) => u.id)).toEqual([staff.id]);
    const guest = await t.login('guest', 'guest123');
    await put(admin, '/system/user/update-status', { id: guest.userId, status: 1 });
    try {
      expect((await get(admin, '/bpm/task/assignee-options')).data.map((u: { id: number }) => u.id)).not.toContain(guest.userId);
    } finally {
      await put(admin, '/system/user/update-status', { id: guest.userId, status: 0 });
    }
  });

  it('without user query, offers peers and deputies: a deputy hands a task to deputies, never to staff or an administrator', async () => {
    const peers = (await get(deputy2, '/bpm/task/assignee-options')).data as { id: number }[];
    expect(peers.map((u) => u.id)).toContain(deputy1.id);
    expect(peers.map((u) => u.id)).not.toContain(staff.id);
    expect(peers.map((u) => u.id)).not.toContain(1);
    expect((await get(deputy2, `/bpm/task/assignee-options?nickname=${encodeURIComponent('联络')}`)).data).toEqual([]);
    // staff without user query: their peers and the deputies, never an administrator
    const forStaff = ((await get(staff, '/bpm/task/assignee-options')).data as { id: number }[]).map((u) => u.id);
    expect(forStaff).toEqual(expect.arrayContaining([staff.id, deputy1.id]));
    expect(forStaff).not.toContain(1);
  });

  it('gives the fields the detail, timeline and lists read', async () => {
    const { instanceId, taskId } = await started();
    const instance = (await get(deputy1, `/bpm/process-instance/get?id=${instanceId}`)).data;
    expect(instance.startUser).toEqual({ id: deputy1.id, nickname: '张建国', deptId: expect.any(Number), deptName: '城东区代表团' });
    expect(instance.processDefinition).toMatchObject({ id: definitionId, formType: 20, formCustomViewPath: '/x/detail' });
    expect(instance.processDefinition.bpmnXml).toContain('id="transfer_test"');
    await transfer(deputy2, taskId, staff.id);
    await put(staff, '/bpm/task/approve', { id: taskId, reason: '可以' });
    const [task] = (await get(deputy1, `/bpm/task/list-by-process-instance-id?processInstanceId=${instanceId}`)).data;
    expect(task).toMatchObject({ id: taskId, name: '领导审批', definitionKey: 'approve', result: 2, reason: '可以',
      assigneeUser: { id: staff.id, nickname: '王联络', deptName: '代表联络工作委员会' } });
    expect(task.durationInMillis).toBeGreaterThanOrEqual(0);
    expect(task.endTime).toBeGreaterThanOrEqual(task.createTime);
  });

  it('filters the lists by creation time, in both yudao styles', async () => {
    const { instanceId } = await started();
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10); // the server's zone is Asia/Shanghai
    const mine = async (q: string) => (await get(deputy1, `/bpm/process-instance/my-page?pageSize=100&${q}`)).data.list.map((x: { id: string }) => x.id);
    expect(await mine(`createTime[0]=${today}&createTime[1]=${today}`)).toContain(instanceId);
    expect(await mine('beginCreateTime=2000-01-01&endCreateTime=2000-01-02')).toEqual([]);
    const todo = async (q: string) => (await get(deputy2, `/bpm/task/todo-page?pageSize=100&${q}`)).data.total;
    expect(await todo(`beginCreateTime=${today} 00:00:00`)).toBeGreaterThan(0);
    expect(await todo('createTime[1]=2000-01-01')).toBe(0);
    const bad = await get(deputy2, '/bpm/task/done-page?createTime[0]=yesterday');
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('时间格式应为');
  });
});
