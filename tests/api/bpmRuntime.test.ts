import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp.ts';
import { act, countersign, createModel, deploy, deployed, instanceOf, MANUAL_JOBS, oneStep, bpmn, signIn, start, tasksOf, type Ctx } from '../support/bpmRuntime.ts';
import { approveTask, fireDueJobs } from '../../src/server/modules/bpm/runtime/index.ts';
import { TenantScope } from '../../src/server/db/tenantScope.ts';

describe('bpm runtime', () => {
  let c: Ctx;
  // the tests fire timers themselves (fireDueJobs); the poller has a test of its own
  beforeAll(async () => { c = await signIn(await createTestApp(MANUAL_JOBS)); });
  afterAll(async () => { await c.t.close(); });

  it('refuses a deployment for each v1.6.2 rule, and versions what it deploys', async () => {
    expect((await deploy(c, 999_999)).code).toBe(1009002001);
    const noForm = await createModel(c, 'no_form', '无表单', oneStep('no_form', '无表单', '1'), {});
    expect((await deploy(c, noForm)).code).toBe(1009002003);
    const wrongKey = await createModel(c, 'wrong_key', '标识', oneStep('other_key', '标识', '1'));
    const keyRes = await deploy(c, wrongKey);
    expect(keyRes.code).toBe(1009003000);
    expect(keyRes.msg).toContain('wrong_key');
    const wrongName = await createModel(c, 'wrong_name', '名字甲', oneStep('wrong_name', '名字乙', '1'));
    expect((await deploy(c, wrongName)).code).toBe(1009003001);
    const script = await createModel(c, 'script_cond', '脚本', bpmn('script_cond', '脚本', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="end">
        <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">next(null, true)</bpmn:conditionExpression>
      </bpmn:sequenceFlow>`));
    const scriptRes = await deploy(c, script);
    expect(scriptRes.code).toBe(1009003006);
    expect(scriptRes.msg).toMatch(/不允许脚本/);
    const evil = await createModel(c, 'evil_expr', '表达式', oneStep('evil_expr', '表达式', '${constructor.constructor("return process")()}'));
    const evilRes = await deploy(c, evil);
    expect(evilRes.code).toBe(1009003007);
    expect(evilRes.msg).toMatch(/[\u4e00-\u9fa5]/);

    const key = 'versioned';
    const modelId = await createModel(c, key, '版本', oneStep(key, '版本', String(c.deputy1.id)));
    expect((await deploy(c, modelId)).code).toBe(0);
    expect((await deploy(c, modelId)).code).toBe(1009003005);
    const changed = await c.t.call({ method: 'PUT', url: '/admin-api/bpm/model/update-bpmn', token: c.admin, payload: { id: modelId, bpmnXml: oneStep(key, '版本', String(c.deputy2.id)) } });
    expect(changed.code).toBe(0);
    expect((await deploy(c, modelId)).code).toBe(0);
    const page = await c.t.call({ method: 'GET', url: `/admin-api/bpm/process-definition/page?key=${key}&pageNo=1&pageSize=10`, token: c.admin });
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((d: { version: number; suspensionState: number }) => [d.version, d.suspensionState])).toEqual([[2, 1], [1, 2]]);
    const old = page.data.list[1].id;
    expect((await start(c, c.admin, old)).code).toBe(1009003003);
    expect((await start(c, c.admin, 'no:such:definition')).code).toBe(1009003002);
  });

  it('start → approve by the assignee ends with result 2; only the assignee may act, once', async () => {
    const definitionId = await deployed(c, 'approve_flow', oneStep('approve_flow', '测试流程', String(c.deputy1.id)));
    // 发起流程: a deputy lists the active definitions to start one
    const startable = await c.t.call({ method: 'GET', url: '/admin-api/bpm/process-definition/list?suspensionState=1', token: c.deputy2.token });
    expect(startable.data.map((d: { id: string }) => d.id)).toContain(definitionId);
    const started = await start(c, c.deputy2.token, definitionId, { day: 2 });
    expect(started.code, started.msg).toBe(0);
    const instanceId = started.data as string;

    const todo = await c.t.call({ method: 'GET', url: '/admin-api/bpm/task/todo-page?pageNo=1&pageSize=10', token: c.deputy1.token });
    const task = todo.data.list.find((t: { processInstance: { id: string } }) => t.processInstance.id === instanceId);
    expect(task).toMatchObject({ name: '领导审批', processInstance: { startUserId: c.deputy2.id } });

    expect((await act(c, c.deputy2.token, 'approve', task.id)).code).toBe(1009005001);
    const empty = await act(c, c.deputy1.token, 'approve', task.id, '');
    expect(empty.code).toBe(400);
    expect(empty.msg).toContain('审批意见不能为空');
    expect((await act(c, c.deputy1.token, 'approve', task.id, '同意请假')).code).toBe(0);
    expect((await act(c, c.deputy1.token, 'approve', task.id)).code).toBe(1009005000);

    const instance = await instanceOf(c, c.deputy2.token, instanceId);
    expect(instance).toMatchObject({ status: 2, result: 2, formVariables: { day: 2, initiator: c.deputy2.id }, startUser: { id: c.deputy2.id } });
    expect(typeof instance.endTime).toBe('number');
    const [done] = await tasksOf(c, c.deputy2.token, instanceId);
    expect(done).toMatchObject({ id: task.id, result: 2, reason: '同意请假', definitionKey: 'approve', assigneeUser: { id: c.deputy1.id } });
    const donePage = await c.t.call({ method: 'GET', url: '/admin-api/bpm/task/done-page?pageNo=1&pageSize=10', token: c.deputy1.token });
    expect(donePage.data.list.map((t: { id: string }) => t.id)).toContain(task.id);

    const trail = (await c.t.call({ method: 'GET', url: `/admin-api/bpm/activity/list?processInstanceId=${instanceId}`, token: c.deputy1.token })).data;
    expect(trail.map((a: { key: string; type: string }) => `${a.type}:${a.key}`)).toEqual(
      ['startEvent:start', 'sequenceFlow:f1', 'userTask:approve', 'sequenceFlow:f2', 'endEvent:end']);
    expect(trail.find((a: { key: string }) => a.key === 'approve').taskId).toBe(task.id);
    expect(trail.every((a: { endTime: unknown }) => typeof a.endTime === 'number')).toBe(true);

    // someone the instance never involved does not see it
    const guest = (await c.t.login('staff', 'staff123')).accessToken;
    expect((await c.t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${instanceId}`, token: guest })).code).toBe(1009004000);
  });

  it('reject ends the instance with 3; cancel by the starter with 4, by anyone else refused', async () => {
    const definitionId = await deployed(c, 'reject_flow', oneStep('reject_flow', '测试流程', '${initiator}'));
    const rejected = (await start(c, c.deputy1.token, definitionId)).data as string;
    const [task] = await tasksOf(c, c.deputy1.token, rejected);
    expect(task.assigneeUser.id).toBe(c.deputy1.id);
    expect((await act(c, c.deputy1.token, 'reject', task.id, '材料不全')).code).toBe(0);
    expect(await instanceOf(c, c.deputy1.token, rejected)).toMatchObject({ status: 2, result: 3 });
    expect((await tasksOf(c, c.deputy1.token, rejected))[0]).toMatchObject({ result: 3, reason: '材料不全' });

    const cancelled = (await start(c, c.deputy1.token, definitionId)).data as string;
    const cancel = (token: string, reason: string) => c.t.call({ method: 'DELETE', url: '/admin-api/bpm/process-instance/cancel', token, payload: { id: cancelled, reason } });
    expect((await cancel(c.deputy2.token, '不想要了')).code).toBe(1009004002);
    expect((await cancel(c.deputy1.token, '')).code).toBe(400);
    expect((await cancel(c.deputy1.token, '不想要了')).code).toBe(0);
    expect((await cancel(c.deputy1.token, '再取消')).code).toBe(1009004001);
    expect(await instanceOf(c, c.deputy1.token, cancelled)).toMatchObject({ status: 2, result: 4, reason: '不想要了' });
    expect((await tasksOf(c, c.deputy1.token, cancelled))[0].result).toBe(4);
    const mine = await c.t.call({ method: 'GET', url: '/admin-api/bpm/process-instance/my-page?pageNo=1&pageSize=10&result=4', token: c.deputy1.token });
    expect(mine.data.list.map((i: { id: string }) => i.id)).toEqual([cancelled]);
  });

  it('an exclusive gateway routes on a variable', async () => {
    const xml = bpmn('xor_flow', '测试流程', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
      <bpmn:userTask id="leader" name="领导审批" camunda:assignee="${c.deputy1.id}" />
      <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="gw" />
      <bpmn:exclusiveGateway id="gw" default="short" />
      <bpmn:sequenceFlow id="long" sourceRef="gw" targetRef="second"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${day &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
      <bpmn:sequenceFlow id="short" sourceRef="gw" targetRef="end" />
      <bpmn:userTask id="second" name="二级审批" camunda:candidateUsers="${c.deputy2.id}" />
      <bpmn:sequenceFlow id="f3" sourceRef="second" targetRef="end" />`);
    const definitionId = await deployed(c, 'xor_flow', xml);
    const run = async (day: unknown) => {
      const id = (await start(c, c.admin, definitionId, { day })).data as string;
      const [first] = await tasksOf(c, c.admin, id);
      expect((await act(c, c.deputy1.token, 'approve', first.id)).code).toBe(0);
      return { id, tasks: await tasksOf(c, c.admin, id) };
    };
    const short = await run(2);
    expect(short.tasks).toHaveLength(1);
    expect((await instanceOf(c, c.admin, short.id)).result).toBe(2);
    const long = await run('5'); // a form posts text: JUEL compares it as a number
    expect(long.tasks.map((t: { definitionKey: string; result: number }) => [t.definitionKey, t.result])).toEqual([['leader', 2], ['second', 1]]);
    expect(long.tasks[1].assigneeUser.id).toBe(c.deputy2.id);
    expect((await instanceOf(c, c.admin, long.id)).result).toBe(1);
  });

  it('variables an approval sets reach the running process: a later countersign collection and condition read them', async () => {
    const xml = bpmn('late_variables', '测试流程', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="pick" />
      <bpmn:userTask id="pick" name="选择会签人" camunda:assignee="${c.deputy1.id}" />
      <bpmn:sequenceFlow id="f2" sourceRef="pick" targetRef="sign" />
      <bpmn:userTask id="sign" name="会签" camunda:assignee="\${signer}">
        <bpmn:multiInstanceLoopCharacteristics camunda:collection="\${signers}" camunda:elementVariable="signer" />
      </bpmn:userTask>
      <bpmn:sequenceFlow id="f3" sourceRef="sign" targetRef="gate" />
      <bpmn:exclusiveGateway id="gate" default="f4" />
      <bpmn:sequenceFlow id="f4" sourceRef="gate" targetRef="end" />
      <bpmn:sequenceFlow id="f5" sourceRef="gate" targetRef="extra"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${more == true}</bpmn:conditionExpression></bpmn:sequenceFlow>
      <bpmn:userTask id="extra" name="加签" camunda:assignee="${c.deputy2.id}" />
      <bpmn:sequenceFlow id="f6" sourceRef="extra" targetRef="end" />`);
    const definitionId = await deployed(c, 'late_variables', xml);
    const id = (await start(c, c.admin, definitionId)).data as string;
    const scope = new TenantScope(c.t.db, 1);
    const [pick] = await tasksOf(c, c.admin, id);
    // without the process's own environment updated, `${signers}` is unknown here (1009000003)
    await approveTask(scope, c.deputy1.id, pick.id, '同意', { signers: [c.deputy1.id, c.deputy2.id], more: false });
    const open = () => c.t.db.selectFrom('bpmTask').select(['id', 'definitionKey', 'assigneeUserId']).where('processInstanceId', '=', id).where('result', '=', 1).execute();
    const signs = await open();
    expect(signs.map((x) => [x.definitionKey, x.assigneeUserId]).sort()).toEqual([['sign', c.deputy1.id], ['sign', c.deputy2.id]]);
    await approveTask(scope, c.deputy1.id, signs.find((x) => x.assigneeUserId === c.deputy1.id)!.id, '同意');
    await approveTask(scope, c.deputy2.id, signs.find((x) => x.assigneeUserId === c.deputy2.id)!.id, '同意', { more: true });
    const tasks = await open();
    expect(tasks.map((x) => [x.definitionKey, x.assigneeUserId])).toEqual([['extra', c.deputy2.id]]);
  });

  it('a boundary timer fires from the job table: the open task is cancelled and the timer path taken', async () => {
    const xml = bpmn('timer_flow', '测试流程', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
      <bpmn:userTask id="approve" name="领导审批" camunda:assignee="${c.deputy1.id}" />
      <bpmn:boundaryEvent id="timeout" attachedToRef="approve" cancelActivity="true">
        <bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">\${wait}</bpmn:timeDuration></bpmn:timerEventDefinition>
      </bpmn:boundaryEvent>
      <bpmn:sequenceFlow id="fTimeout" sourceRef="timeout" targetRef="escalate" />
      <bpmn:userTask id="escalate" name="超时处理" camunda:assignee="${c.deputy2.id}" />
      <bpmn:sequenceFlow id="f3" sourceRef="escalate" targetRef="end" />
      <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />`);
    const definitionId = await deployed(c, 'timer_flow', xml);
    const late = (await start(c, c.admin, definitionId, { wait: 'PT1.5S' })).data as string;
    const intime = (await start(c, c.admin, definitionId, { wait: 'PT1.5S' })).data as string;
    // this test's instances only: the demo proposals wait at their units with a timer of their own
    const jobs = () => c.t.db.selectFrom('bpmJob').select(['processInstanceId', 'elementId']).where('processInstanceId', 'in', [late, intime]).execute();
    expect((await jobs()).map((j) => j.elementId)).toEqual(['timeout', 'timeout']);
    expect(await fireDueJobs(c.t.db)).toBe(0); // nothing due yet
    const [decided] = await tasksOf(c, c.admin, intime);
    expect((await act(c, c.deputy1.token, 'approve', decided.id)).code).toBe(0);
    expect((await jobs()).map((j) => j.processInstanceId)).toEqual([late]); // a decided task's timer is gone
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await fireDueJobs(c.t.db)).toBe(1);
    expect(await jobs()).toEqual([]);
    const tasks = await tasksOf(c, c.admin, late);
    expect(tasks.map((t: { definitionKey: string; result: number }) => [t.definitionKey, t.result])).toEqual([['approve', 4], ['escalate', 1]]);
    expect((await act(c, c.deputy1.token, 'approve', tasks[0].id)).code).toBe(1009005000);
    expect((await act(c, c.deputy2.token, 'approve', tasks[1].id)).code).toBe(0);
    expect(await instanceOf(c, c.admin, late)).toMatchObject({ status: 2, result: 2 });
    const trail = (await c.t.call({ method: 'GET', url: `/admin-api/bpm/activity/list?processInstanceId=${late}`, token: c.admin })).data;
    expect(trail.map((a: { key: string }) => a.key)).toEqual(expect.arrayContaining(['timeout', 'fTimeout', 'escalate']));
    expect(trail.map((a: { key: string }) => a.key)).not.toContain('f2');
  });

  it('a countersign of 3 completes at 2 approvals and cancels the open sibling', async () => {
    const staff = await c.t.login('staff', 'staff123');
    const xml = countersign('countersign_flow', `
      <bpmn:sequenceFlow id="f2" sourceRef="sign" targetRef="final" />
      <bpmn:userTask id="final" name="归档" camunda:assignee="\${initiator}" />
      <bpmn:sequenceFlow id="f3" sourceRef="final" targetRef="end" />`);
    const definitionId = await deployed(c, 'countersign_flow', xml);
    const id = (await start(c, c.admin, definitionId, { signers: [c.deputy1.id, c.deputy2.id, staff.userId] })).data as string;
    const signs = await tasksOf(c, c.admin, id);
    const byAssignee = (a: { assigneeUser: { id: number } }, b: { assigneeUser: { id: number } }) => a.assigneeUser.id - b.assigneeUser.id;
    expect(signs.map((t: { assigneeUser: { id: number } }) => t.assigneeUser.id).sort()).toEqual([c.deputy1.id, c.deputy2.id, staff.userId].sort());
    const taskOf = (userId: number) => signs.find((t: { assigneeUser: { id: number } }) => t.assigneeUser.id === userId).id;
    expect((await act(c, c.deputy1.token, 'approve', taskOf(c.deputy1.id))).code).toBe(0);
    expect((await tasksOf(c, c.admin, id)).filter((t: { result: number }) => t.result === 1)).toHaveLength(2);
    expect((await act(c, c.deputy2.token, 'approve', taskOf(c.deputy2.id))).code).toBe(0);
    const adminId = (await c.t.login('admin', 'admin123')).userId;
    const after = (await tasksOf(c, c.admin, id)).sort((a: { definitionKey: string }, b: { definitionKey: string }) => (a.definitionKey === b.definitionKey ? 0 : a.definitionKey === 'final' ? 1 : -1));
    after.splice(0, 3, ...after.slice(0, 3).sort(byAssignee));
    expect(after.map((t: { definitionKey: string; result: number; assigneeUser: { id: number } }) => [t.definitionKey, t.assigneeUser.id, t.result])).toEqual([
      ...[[c.deputy1.id, 2], [c.deputy2.id, 2], [staff.userId, 4]].sort((a, b) => a[0] - b[0]).map(([user, result]) => ['sign', user, result]),
      ['final', adminId, 1]]);
    expect((await act(c, staff.accessToken, 'approve', taskOf(staff.userId))).code).toBe(1009005000);
    const trail = (await c.t.call({ method: 'GET', url: `/admin-api/bpm/activity/list?processInstanceId=${id}`, token: c.admin })).data;
    expect(trail.filter((a: { key: string; endTime: unknown }) => a.key === 'sign' && a.endTime === null)).toEqual([]);
  });

  it('an approval refused after the engine moved on changes nothing: the next one starts from what was saved', async () => {
    // a server keeps a waiting instance's engine between commands; one refused midway must not leave it moved on
    const staff = await c.t.login('staff', 'staff123');
    const setStaffStatus = (status: number) => c.t.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: c.admin, payload: { id: staff.userId, status } });
    const modelId = await createModel(c, 'two_step_flow', '测试流程', bpmn('two_step_flow', '测试流程', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
      <bpmn:userTask id="approve" name="领导审批" camunda:assignee="${c.deputy1.id}" />
      <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="second" />
      <bpmn:userTask id="second" name="复核" />
      <bpmn:sequenceFlow id="f3" sourceRef="second" targetRef="end" />`));
    // an assign rule names its people among those who may sign in: a disabled user is nobody
    const rule = await c.t.call({ method: 'POST', url: '/admin-api/bpm/task-assign-rule/create', token: c.admin, payload: { modelId, taskDefinitionKey: 'second', type: 30, options: [staff.userId] } });
    expect(rule.code, rule.msg).toBe(0);
    expect((await deploy(c, modelId)).code).toBe(0);
    const list = await c.t.call({ method: 'GET', url: '/admin-api/bpm/process-definition/list?suspensionState=1', token: c.admin });
    const definitionId = list.data.find((d: { key: string }) => d.key === 'two_step_flow').id;
    const id = (await start(c, c.admin, definitionId)).data as string;
    const [task] = await tasksOf(c, c.admin, id);
    expect((await setStaffStatus(1)).code).toBe(0);
    try {
      expect((await act(c, c.deputy1.token, 'approve', task.id)).code).toBe(1009006003);
    } finally {
      expect((await setStaffStatus(0)).code).toBe(0);
    }
    expect((await tasksOf(c, c.admin, id)).map((t: { definitionKey: string; result: number }) => [t.definitionKey, t.result])).toEqual([['approve', 1]]);
    expect((await act(c, c.deputy1.token, 'approve', task.id)).code).toBe(0);
    const tasks = (await tasksOf(c, c.admin, id)).map((t: { definitionKey: string; result: number }) => [t.definitionKey, t.result]);
    expect(tasks.sort()).toEqual([['approve', 2], ['second', 1]]);
    const [second] = (await tasksOf(c, c.admin, id)).filter((t: { definitionKey: string }) => t.definitionKey === 'second');
    // disabling a user ends their sessions: staff signs in again
    const again = await c.t.login('staff', 'staff123');
    expect((await act(c, again.accessToken, 'approve', second.id)).code).toBe(0);
    expect(await instanceOf(c, c.admin, id)).toMatchObject({ status: 2, result: 2 });
  });

  it('a start, and an approval on the engine its server keeps, are one statement each; after 转办 the locked command decides', async () => {
    const definitionId = await deployed(c, 'one_statement', oneStep('one_statement', '测试流程', String(c.deputy1.id)));
    expect((await start(c, c.deputy2.token, definitionId)).code).toBe(0); // the definition's facts are read once, then cached
    const statements: string[] = [];
    const stop = c.t.database.handle.observeQueries((event) => {
      if (/\bbpm_/.test(event.query.sql)) statements.push(event.query.sql);
    });
    try {
      const instanceId = (await start(c, c.deputy2.token, definitionId)).data as string;
      expect(statements).toEqual([expect.stringMatching(/^with .* select bpm_guard\(/)]);
      const [task] = await tasksOf(c, c.deputy2.token, instanceId);
      statements.length = 0;
      expect((await act(c, c.deputy1.token, 'approve', task.id)).code).toBe(0);
      expect(statements).toEqual([expect.stringMatching(/^with "instance_row" as \(update "bpm_process_instance" .* select bpm_guard\(/)]);
      expect(await instanceOf(c, c.deputy2.token, instanceId)).toMatchObject({ status: 2, result: 2 });

      // handed on, the task is not the one this server kept for deputy2: the instance is locked and the state read
      const handedId = (await start(c, c.deputy2.token, definitionId)).data as string;
      const [handed] = await tasksOf(c, c.deputy2.token, handedId);
      const transfer = await c.t.call({ method: 'PUT', url: '/admin-api/bpm/task/update-assignee', token: c.deputy1.token, payload: { id: handed.id, assigneeUserId: c.deputy2.id } });
      expect(transfer.code, transfer.msg).toBe(0);
      statements.length = 0;
      expect((await act(c, c.deputy2.token, 'approve', handed.id)).code).toBe(0);
      expect(statements[0]).toMatch(/for update$/);
      expect(statements.some((sql) => sql.includes('bpm_guard'))).toBe(false);
      expect(await instanceOf(c, c.deputy2.token, handedId)).toMatchObject({ status: 2, result: 2 });
    } finally {
      stop();
    }
  });

  it('refuses a start whose first task has nobody to assign, and writes nothing', async () => {
    const definitionId = await deployed(c, 'nobody_flow', oneStep('nobody_flow', '测试流程', '${missing}'));
    const res = await start(c, c.admin, definitionId);
    expect(res.code).toBe(1009006003);
    const mine = await c.t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/my-page?pageNo=1&pageSize=10&processDefinitionId=${encodeURIComponent(definitionId)}`, token: c.admin });
    expect(mine.data.total).toBe(0);
  });
});
