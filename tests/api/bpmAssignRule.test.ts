import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** A camunda-prefixed process; `tasks` are user tasks in a row between start and end (`assignee` optional). */
interface UserTask { id: string; name: string; assignee?: string }

function bpmn(key: string, name: string, tasks: UserTask[]): string {
  const ids = ['start', ...tasks.map((t) => t.id), 'end'];
  const flows = ids.slice(1).map((target, i) => `<bpmn:sequenceFlow id="f${i}" sourceRef="${ids[i]}" targetRef="${target}" />`).join('\n    ');
  const userTasks = tasks.map((t) => `<bpmn:userTask id="${t.id}" name="${t.name}"${t.assignee ? ` camunda:assignee="${t.assignee}"` : ''} />`).join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" />
    ${userTasks}
    ${flows}
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
}

const BUSINESS_FORM = { formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail' };
const APPROVE: UserTask[] = [{ id: 'approve', name: '领导审批' }];

describe('bpm task assign rules and user groups', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.call({ method, url: `/admin-api${url}`, payload, token });
  const created = async (url: string, payload: object): Promise<number> => {
    const res = await call('POST', url, payload);
    expect(res.code, `${url} ${res.msg}`).toBe(0);
    return Number(res.data);
  };

  // the organisation the rules resolve against: 审批处 (leader2) ⊃ 审批科 (leader1; the starter), 成员科 (member)
  const ids: Record<string, number> = {};
  let starterToken: string;

  beforeAll(async () => {
    t = await createTestApp({ bpmJobPollMs: 0 });
    admin = (await t.login('admin', 'admin123')).accessToken;
    const root = await t.db.selectFrom('systemDept').select('id').where('tenantId', '=', 1).where('parentId', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    ids.office = await created('/system/dept/create', { name: '审批处', parentId: root.id, sort: 90, status: 0 });
    ids.section = await created('/system/dept/create', { name: '审批科', parentId: ids.office, sort: 1, status: 0 });
    ids.memberSection = await created('/system/dept/create', { name: '成员科', parentId: ids.office, sort: 2, status: 0 });
    ids.post = await created('/system/post/create', { code: 'approver', name: '审批岗', sort: 1, status: 0 });
    ids.role = await created('/system/role/create', { name: '审批角色', code: 'approver_role', sort: 20 });
    const user = (username: string, extra: object = {}) =>
      created('/system/user/create', { username, nickname: username, password: 'pass1234', ...extra });
    ids.disabled = await user('ruledisabled');
    ids.leader2 = await user('ruleleader2', { deptId: ids.office });
    ids.leader1 = await user('ruleleader1', { deptId: ids.section });
    ids.starter = await user('rulestarter', { deptId: ids.section });
    ids.member = await user('rulemember', { deptId: ids.memberSection });
    ids.postHolder = await user('rulepost', { postIds: [ids.post] });
    ids.roleHolder = await user('rulerole');
    ids.groupMember = await user('rulegroup');
    ids.direct = await user('ruledirect');
    expect((await call('PUT', '/system/user/update-status', { id: ids.disabled, status: 1 })).code).toBe(0);
    expect((await call('PUT', '/system/dept/update', { id: ids.office, leaderUserId: ids.leader2 })).code).toBe(0);
    expect((await call('PUT', '/system/dept/update', { id: ids.section, leaderUserId: ids.leader1 })).code).toBe(0);
    expect((await call('POST', '/system/permission/assign-user-role', { userId: ids.roleHolder, roleIds: [ids.role] })).code).toBe(0);
    const dbt = await t.db.selectFrom('systemRole').select('id').where('tenantId', '=', 1).where('code', '=', 'dbt').executeTakeFirstOrThrow();
    expect((await call('POST', '/system/permission/assign-user-role', { userId: ids.starter, roleIds: [dbt.id] })).code).toBe(0);
    starterToken = (await t.login('rulestarter', 'pass1234')).accessToken;
    // the disabled user comes first by id: a group naming both gives the task to the enabled one
    ids.group = await created('/bpm/user-group/create', { name: '审批组', description: '测试用户组', memberUserIds: [ids.disabled, ids.groupMember], status: 0 });
  });
  afterAll(async () => { await t?.close(); });

  const createModel = (key: string, tasks = APPROVE, name = '规则流程') => created('/bpm/model/create', { key, name, ...BUSINESS_FORM, bpmnXml: bpmn(key, name, tasks) });
  const rulesOf = async (query: string) => (await call('GET', `/bpm/task-assign-rule/list?${query}`)).data;
  const latestDefinition = async (key: string) =>
    (await call('GET', `/bpm/process-definition/page?pageNo=1&pageSize=10&key=${key}`)).data.list[0];

  /** Deploys a one-task model whose task has the rule, starts it as the starter, and answers who got the task. */
  async function assigneeBy(type: number, options: number[], token = starterToken, keySuffix = ''): Promise<number> {
    const key = `rule_${type}_${options.join('_')}${keySuffix}`;
    const modelId = await createModel(key);
    await created('/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'approve', type, options });
    expect((await call('POST', `/bpm/model/deploy?id=${modelId}`)).code).toBe(0);
    const started = await call('POST', '/bpm/process-instance/create', { processDefinitionId: (await latestDefinition(key)).id, variables: {} }, token);
    expect(started.code, started.msg).toBe(0);
    const tasks = (await call('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${started.data}`, undefined, token)).data;
    return tasks[0].assigneeUser.id;
  }

  it('user groups: create, page, get, list-all-simple, and their codes', async () => {
    const page = await call('GET', '/bpm/user-group/page?pageNo=1&pageSize=10&name=审批');
    expect(page.data.list).toEqual([expect.objectContaining({ id: ids.group, name: '审批组', memberUserIds: [ids.disabled, ids.groupMember], status: 0 })]);
    expect((await call('GET', '/bpm/user-group/list-all-simple')).data).toContainEqual({ id: ids.group, name: '审批组' });
    expect(await call('GET', '/bpm/user-group/get?id=999999')).toMatchObject({ code: 1009011000, msg: '用户组不存在' });
    expect((await call('POST', '/bpm/user-group/create', { name: '空组', description: '无成员', memberUserIds: [], status: 0 })).code).toBe(400);
  });

  it('lists one row per user task of the model, rules merged; create, update and their refusals', async () => {
    const modelId = await createModel('rule_dialog', [{ id: 'first', name: '初审' }, { id: 'second', name: '复审' }]);
    expect(await rulesOf(`modelId=${modelId}`)).toEqual([
      { id: null, modelId, processDefinitionId: null, taskDefinitionKey: 'first', taskDefinitionName: '初审', type: null, options: [] },
      { id: null, modelId, processDefinitionId: null, taskDefinitionKey: 'second', taskDefinitionName: '复审', type: null, options: [] },
    ]);
    const ruleId = await created('/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'first', type: 30, options: [ids.direct] });
    expect(await call('POST', '/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'first', type: 30, options: [ids.direct] }))
      .toMatchObject({ code: 1009006000, msg: '流程(rule_dialog) 的任务(first) 已经存在分配规则' });
    expect(await call('PUT', '/bpm/task-assign-rule/update', { id: ruleId, type: 50, options: [99] }))
      .toMatchObject({ code: 1009006004, msg: '操作失败，原因：任务分配脚本(99) 不存在' });
    expect((await call('PUT', '/bpm/task-assign-rule/update', { id: ruleId, type: 30, options: [999999] })).code).toBe(1002003003);
    expect((await call('PUT', '/bpm/task-assign-rule/update', { id: 999999, type: 30, options: [ids.direct] })).code).toBe(1009006001);
    expect((await call('PUT', '/bpm/task-assign-rule/update', { id: ruleId, type: 22, options: [ids.post] })).code).toBe(0);
    const rows = await rulesOf(`modelId=${modelId}`);
    expect(rows[0]).toMatchObject({ id: ruleId, taskDefinitionKey: 'first', type: 22, options: [ids.post] });
    expect(rows[1]).toMatchObject({ id: null, taskDefinitionKey: 'second' });
    // a disabled group cannot be picked
    const off = await created('/bpm/user-group/create', { name: '停用组', description: '已停用', memberUserIds: [ids.direct], status: 1 });
    expect(await call('POST', '/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'second', type: 40, options: [off] }))
      .toMatchObject({ code: 1009011001, msg: '名字为【停用组】的用户组已被禁用' });
    expect((await call('POST', '/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'second', type: 70, options: [1] })).code).toBe(400);
    expect((await call('GET', '/bpm/task-assign-rule/list?modelId=999999')).code).toBe(1009002001);
    // the model's rules go with the model
    expect((await call('DELETE', `/bpm/model/delete?id=${modelId}`)).code).toBe(0);
    expect(await t.db.selectFrom('bpmTaskAssignRule').select('id').where('modelId', '=', modelId).execute()).toEqual([]);
  });

  it('deploy refuses a user task without a rule, copies the rules, and keeps the copy read-only', async () => {
    const modelId = await createModel('rule_deploy', [{ id: 'first', name: '初审' }, { id: 'byXml', name: '指定审批', assignee: '${initiator}' }]);
    expect(await call('POST', `/bpm/model/deploy?id=${modelId}`))
      .toMatchObject({ code: 1009002004, msg: '部署流程失败，原因：用户任务(初审)未配置分配规则，请点击【修改流程】按钮进行配置' });
    const ruleId = await created('/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'first', type: 30, options: [ids.direct] });
    // the task with its own assignee attribute needs no rule
    expect((await call('POST', `/bpm/model/deploy?id=${modelId}`)).code).toBe(0);
    const first = await latestDefinition('rule_deploy');
    const copied = await rulesOf(`processDefinitionId=${encodeURIComponent(first.id)}`);
    expect(copied[0]).toMatchObject({ modelId: null, processDefinitionId: first.id, taskDefinitionKey: 'first', type: 30, options: [ids.direct] });
    expect(copied[0].id).not.toBe(ruleId);
    expect(copied[1]).toMatchObject({ id: null, taskDefinitionKey: 'byXml' });
    expect(await call('PUT', '/bpm/task-assign-rule/update', { id: copied[0].id, type: 30, options: [ids.member] }))
      .toMatchObject({ code: 1009006002, msg: '只有流程模型的任务分配规则，才允许被修改' });
    // unchanged is refused; a changed rule alone is a new version, and the old version keeps its own rule
    expect((await call('POST', `/bpm/model/deploy?id=${modelId}`)).code).toBe(1009003005);
    expect((await call('PUT', '/bpm/task-assign-rule/update', { id: ruleId, type: 30, options: [ids.member] })).code).toBe(0);
    expect((await call('POST', `/bpm/model/deploy?id=${modelId}`)).code).toBe(0);
    const second = await latestDefinition('rule_deploy');
    expect(second.version).toBe(first.version + 1);
    expect((await rulesOf(`processDefinitionId=${encodeURIComponent(second.id)}`))[0].options).toEqual([ids.member]);
    expect((await rulesOf(`processDefinitionId=${encodeURIComponent(first.id)}`))[0].options).toEqual([ids.direct]);
    expect((await call('GET', '/bpm/task-assign-rule/list?processDefinitionId=nope')).code).toBe(1009003002);
  });

  it('each rule type gives the task to the right person', async () => {
    expect(await assigneeBy(10, [ids.role])).toBe(ids.roleHolder);
    expect(await assigneeBy(20, [ids.memberSection])).toBe(ids.member);
    expect(await assigneeBy(21, [ids.section])).toBe(ids.leader1);
    expect(await assigneeBy(22, [ids.post])).toBe(ids.postHolder);
    expect(await assigneeBy(30, [ids.direct])).toBe(ids.direct);
    expect(await assigneeBy(40, [ids.group])).toBe(ids.groupMember);
    expect(await assigneeBy(50, [10])).toBe(ids.starter);
    expect(await assigneeBy(50, [20])).toBe(ids.leader1);
    expect(await assigneeBy(50, [21])).toBe(ids.leader2);
  });

  it('never gives the starter his own task: whatever the rule, it goes to the next leader up, at the top to the administrators', async () => {
    const dbt = await t.db.selectFrom('systemRole').select('id').where('tenantId', '=', 1).where('code', '=', 'dbt').executeTakeFirstOrThrow();
    const tokenOf = async (username: string, id: number) => {
      expect((await call('POST', '/system/permission/assign-user-role', { userId: id, roleIds: [dbt.id] })).code).toBe(0);
      return (await t.login(username, 'pass1234')).accessToken;
    };
    const leader1 = await tokenOf('ruleleader1', ids.leader1);
    const leader2 = await tokenOf('ruleleader2', ids.leader2);
    const { userId: adminId } = await t.login('admin', 'admin123');
    // a member whose rule names only him: his department's leader
    expect(await assigneeBy(30, [ids.starter], starterToken, '_self')).toBe(ids.leader1);
    // a department's leader: the leader of the department above, by every rule that resolves to him
    expect(await assigneeBy(30, [ids.leader1], leader1, '_self')).toBe(ids.leader2);
    expect(await assigneeBy(21, [ids.section], leader1, '_self')).toBe(ids.leader2);
    expect(await assigneeBy(50, [20], leader1, '_self')).toBe(ids.leader2);
    // the top department has no leader above it: the administrators
    expect(await assigneeBy(50, [20], leader2, '_top')).toBe(adminId);
    // a rule naming others too: one of them, not the starter
    expect(await assigneeBy(30, [ids.starter, ids.direct], starterToken, '_others')).toBe(ids.direct);
    // the script 流程发起人 names him on purpose
    expect(await assigneeBy(50, [10], leader1, '_self')).toBe(ids.leader1);
  });

  it('a rule that names nobody who may sign in refuses the start and writes nothing', async () => {
    const modelId = await createModel('rule_nobody');
    await created('/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'approve', type: 21, options: [ids.memberSection] });
    expect((await call('POST', `/bpm/model/deploy?id=${modelId}`)).code).toBe(0);
    const definition = await latestDefinition('rule_nobody');
    const res = await call('POST', '/bpm/process-instance/create', { processDefinitionId: definition.id, variables: {} }, starterToken);
    expect(res).toMatchObject({ code: 1009006003, msg: '操作失败，原因：找不到任务的审批人！' });
    const written = await t.db.selectFrom('bpmProcessInstance').select('id').where('processDefinitionId', '=', definition.id).execute();
    expect(written).toEqual([]);
  });

  it('update-state suspends and activates the latest definition; get-bpmn-xml gives its XML', async () => {
    const modelId = await createModel('rule_state');
    expect((await call('PUT', '/bpm/model/update-state', { id: modelId, state: 2 })).code).toBe(1009003002);
    expect((await call('GET', '/bpm/model/page?pageNo=1&pageSize=10&key=rule_state')).data.list[0].processDefinition).toBeNull();
    await created('/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: 'approve', type: 30, options: [ids.direct] });
    expect((await call('POST', `/bpm/model/deploy?id=${modelId}`)).code).toBe(0);
    const definition = await latestDefinition('rule_state');
    expect((await call('PUT', '/bpm/model/update-state', { id: modelId, state: 2 })).code).toBe(0);
    expect((await latestDefinition('rule_state')).suspensionState).toBe(2);
    // the model list shows the latest version and its state
    const models = (await call('GET', '/bpm/model/page?pageNo=1&pageSize=10&key=rule_state')).data.list;
    expect(models[0].processDefinition).toMatchObject({ id: definition.id, version: 1, suspensionState: 2 });
    expect(models[0].processDefinition.deploymentTime).toEqual(expect.any(Number));
    expect(models[0]).not.toHaveProperty('bpmnXml');
    const start = () => call('POST', '/bpm/process-instance/create', { processDefinitionId: definition.id, variables: {} }, starterToken);
    expect((await start()).code).toBe(1009003003);
    // the suspension is read by the instance's insert: the refusal rolls it back
    expect(await t.db.selectFrom('bpmProcessInstance').select('id').where('processDefinitionId', '=', definition.id).execute()).toEqual([]);
    expect((await call('PUT', '/bpm/model/update-state', { id: modelId, state: 1 })).code).toBe(0);
    expect((await start()).code).toBe(0);
    expect((await call('PUT', '/bpm/model/update-state', { id: modelId, state: 3 })).code).toBe(400);
    expect((await call('PUT', '/bpm/model/update-state', { id: 999999, state: 1 })).code).toBe(1009002001);
    const xml = await call('GET', `/bpm/process-definition/get-bpmn-xml?id=${encodeURIComponent(definition.id)}`);
    expect(xml.data).toBe(bpmn('rule_state', '规则流程', APPROVE));
  });

  it('imports a model from a .bpmn file', async () => {
    const upload = (fields: Record<string, string>, file?: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file !== undefined) form.append('bpmnFile', new Blob([file]), 'leave.bpmn');
      return call('POST', '/bpm/model/import', form as never);
    };
    const xml = bpmn('imported', '导入流程', APPROVE);
    const res = await upload({ key: 'imported', name: '导入流程', description: '从文件导入' }, xml);
    expect(res.code, res.msg).toBe(0);
    const model = (await call('GET', `/bpm/model/get?id=${res.data}`)).data;
    expect(model).toMatchObject({ key: 'imported', name: '导入流程', description: '从文件导入', bpmnXml: xml });
    expect(await upload({ key: 'imported', name: '再导入' }, xml)).toMatchObject({ code: 1009002000, msg: '已经存在流程标识为【imported】的流程' });
    expect((await upload({ key: '1bad', name: '格式' }, xml)).code).toBe(400);
    expect((await upload({ key: 'no_file', name: '无文件' })).code).toBe(400);
    expect(await upload({ key: 'not_xml', name: '非法' }, 'hello')).toMatchObject({ code: 1009002005 });
  });
});
