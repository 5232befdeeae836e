import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionConditionOf } from '../../src/shared/bpmn/nodePolicies.ts';
import { fireDueJobs } from '../../src/server/modules/bpm/runtime/index.ts';
import { act, createModel, deploy, instanceOf, MANUAL_JOBS, onTwoServers, signIn, start, tasksOf, type Ctx } from '../support/bpmRuntime.ts';
import { createTestApp } from '../support/testApp.ts';
import { onPostgres } from '../support/testDatabase.ts';

/**
 * Issue 37 item 6, node policies as today's yudao writes them (flowable extension elements of the user task and of
 * its boundary timer), obeyed by our runtime: nobody to assign, the starter as assignee, 会签 / 或签 / 依次, timeouts.
 */
const flowable = (key: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_1" targetNamespace="http://flowable.org/bpmn">
  <bpmn:process id="${key}" name="策略流程" isExecutable="true">
    <bpmn:startEvent id="start" />
    ${body}
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

const ext = (values: Record<string, string | number>) =>
  `<bpmn:extensionElements>${Object.entries(values).map(([k, v]) => `<flowable:${k}>${v}</flowable:${k}>`).join('')}</bpmn:extensionElements>`;

/** start → `first` (its attributes and policies given) → `second` (for `secondAssignee`) → end. */
const twoSteps = (key: string, firstAttributes: string, policies: Record<string, string | number>, secondAssignee: number, boundary = '') => flowable(key, `
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" />
    <bpmn:userTask id="first" name="初审" ${firstAttributes}>${ext(policies)}</bpmn:userTask>
    ${boundary}
    <bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="second" />
    <bpmn:userTask id="second" name="复审" flowable:assignee="${secondAssignee}" />
    <bpmn:sequenceFlow id="f3" sourceRef="second" targetRef="end" />`);

/** yudao's timeout: a non-interrupting boundary timer on `first` with its handler. */
const timeout = (handler: number, duration = 'PT0.1S', cycle = '') => `
    <bpmn:boundaryEvent id="Event-timeout" cancelActivity="false" attachedToRef="first">
      ${ext({ boundaryEventType: 1, timeoutHandlerType: handler })}
      <bpmn:timerEventDefinition>${cycle ? `<bpmn:timeCycle>${cycle}</bpmn:timeCycle>` : `<bpmn:timeDuration>${duration}</bpmn:timeDuration>`}</bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>`;

const FORM = { formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail', enginePrefix: 'flowable' };

async function deployedFlowable(c: Ctx, key: string, xml: string): Promise<string> {
  const id = await createModel(c, key, '策略流程', xml, FORM);
  const res = await deploy(c, id);
  expect(res.code, res.msg).toBe(0);
  const list = await c.t.call({ method: 'GET', url: '/admin-api/bpm/process-definition/list?suspensionState=1', token: c.admin });
  return list.data.find((d: { key: string }) => d.key === key).id;
}

interface Task { id: string; definitionKey: string; result: number; reason: string | null; assigneeUser: { id: number } | null }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('bpm node policies', () => {
  let c: Ctx;
  let n = 0;
  const key = () => `policy_${++n}`;
  const tasks = async (instanceId: string) => (await tasksOf(c, c.admin, instanceId)) as Task[];
  const started = async (xml: string, token = c.admin, variables: Record<string, unknown> = {}) => {
    const k = /process id="([^"]+)"/.exec(xml)![1]!;
    const res = await start(c, token, await deployedFlowable(c, k, xml), variables);
    expect(res.code, res.msg).toBe(0);
    return res.data as string;
  };
  const timeoutMessages = async (userId: number) => (await c.t.db.selectFrom('systemNotifyMessage').select('id')
    .where('templateCode', '=', 'bpm-task-timeout').where('userId', '=', userId).execute()).length;

  beforeAll(async () => {
    c = await signIn(await createTestApp(MANUAL_JOBS));
  });
  afterAll(() => c.t.close());

  it('审批人为空 → 自动通过: the task waits for nobody, then the job approves it with its reason and the instance moves on', async () => {
    const instanceId = await started(twoSteps(key(), 'flowable:assignee="${nobody}"', { assignEmptyHandlerType: 1 }, c.deputy2.id));
    const [first] = await tasks(instanceId);
    expect(first).toMatchObject({ definitionKey: 'first', result: 1, assigneeUser: null });
    expect(await fireDueJobs(c.t.db)).toBeGreaterThanOrEqual(1);
    const after = await tasks(instanceId);
    expect(after.find((t) => t.definitionKey === 'first')).toMatchObject({ result: 2, reason: '审批人为空，自动通过' });
    expect(after.find((t) => t.definitionKey === 'second')).toMatchObject({ result: 1, assigneeUser: { id: c.deputy2.id } });
  });

  it('a policy\'s decision is taken moments after the command, not at the poller\'s next tick', async () => {
    // a server whose poller ticks every ten minutes: only the wake of the start's commit can decide the task (within
    // 30 s even on a CI machine running both databases' passes at once; the poller would take 600)
    const polled = await signIn(await createTestApp({ bpmJobPollMs: 600_000 }));
    try {
      const xml = twoSteps(key(), 'flowable:assignee="${nobody}"', { assignEmptyHandlerType: 1 }, polled.deputy2.id);
      const id = await createModel(polled, /process id="([^"]+)"/.exec(xml)![1]!, '策略流程', xml, FORM);
      expect((await deploy(polled, id)).code).toBe(0);
      const list = await polled.t.call({ method: 'GET', url: '/admin-api/bpm/process-definition/list?suspensionState=1', token: polled.admin });
      const res = await start(polled, polled.admin, list.data.find((d: { key: string }) => xml.includes(`id="${d.key}"`)).id);
      expect(res.code, res.msg).toBe(0);
      await expect.poll(async () => ((await tasksOf(polled, polled.admin, res.data as string)) as Task[]).map((t) => [t.definitionKey, t.result]), { timeout: 30_000 })
        .toEqual([['first', 2], ['second', 1]]);
    } finally {
      await polled.t.close();
    }
  });

  it('审批人为空 → 自动拒绝: the instance ends not approved', async () => {
    const instanceId = await started(twoSteps(key(), 'flowable:assignee="${nobody}"', { assignEmptyHandlerType: 2 }, c.deputy2.id));
    await fireDueJobs(c.t.db);
    expect(await instanceOf(c, c.admin, instanceId)).toMatchObject({ status: 2, result: 3 });
    expect((await tasks(instanceId))[0]).toMatchObject({ result: 3, reason: '审批人为空，自动不通过' });
  });

  it('审批人为空 → 指定人员 / 流程管理员; without a policy the start is refused (1009006003)', async () => {
    const named = await started(twoSteps(key(), 'flowable:assignee="${nobody}"', { assignEmptyHandlerType: 3, assignEmptyUserIds: `${c.deputy2.id},${c.deputy1.id}` }, c.deputy2.id));
    // the lowest id of the named users who can sign in
    expect((await tasks(named))[0]!.assigneeUser!.id).toBe(Math.min(c.deputy1.id, c.deputy2.id));
    const admins = await started(twoSteps(key(), 'flowable:assignee="${nobody}"', { assignEmptyHandlerType: 4 }, c.deputy2.id));
    const admin = await c.t.db.selectFrom('systemUsers').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect((await tasks(admins))[0]!.assigneeUser!.id).toBe(admin.id);
    const k = key();
    const refused = await start(c, c.admin, await deployedFlowable(c, k, twoSteps(k, 'flowable:assignee="${nobody}"', {}, c.deputy2.id)));
    expect(refused.code).toBe(1009006003);
  });

  it('审批人与发起人相同时: 1 he approves it himself, 2 it is skipped (approved), 3 his department leader', async () => {
    const self = await started(twoSteps(key(), 'flowable:assignee="${initiator}"', { assignStartUserHandlerType: 1 }, c.deputy2.id), c.deputy1.token);
    expect((await tasks(self))[0]!.assigneeUser!.id).toBe(c.deputy1.id);

    const skipped = await started(twoSteps(key(), 'flowable:assignee="${initiator}"', { assignStartUserHandlerType: 2 }, c.deputy2.id), c.deputy1.token);
    expect((await tasks(skipped))[0]).toMatchObject({ result: 1, assigneeUser: null });
    await fireDueJobs(c.t.db);
    const after = await tasks(skipped);
    expect(after.find((t) => t.definitionKey === 'first')).toMatchObject({ result: 2, reason: '审批人与提交人为同一人时，自动通过' });
    expect(after.find((t) => t.definitionKey === 'second')?.result).toBe(1);

    const leader = await started(twoSteps(key(), 'flowable:assignee="${initiator}"', { assignStartUserHandlerType: 3 }, c.deputy2.id), c.deputy1.token);
    const [task] = await tasks(leader);
    expect(task!.assigneeUser!.id).not.toBe(c.deputy1.id);
  });

  const signTask = (method: number, ratio?: number) => flowable(key(), `
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
    <bpmn:userTask id="sign" name="会签" flowable:assignee="\${assignee}">
      ${ext({ approveMethod: method, ...(ratio ? { approveRatio: ratio } : {}) })}
      <bpmn:multiInstanceLoopCharacteristics isSequential="${method === 4}" flowable:collection="\${signers}" flowable:elementVariable="assignee">
        ${completionConditionOf(method, ratio) ? `<bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${completionConditionOf(method, ratio)}</bpmn:completionCondition>` : ''}
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="f2" sourceRef="sign" targetRef="end" />`);

  it('多人审批方式: 或签 ends at the first approval, 会签 50 % at half, 依次 one after another', async () => {
    const signers = { signers: [c.deputy1.id, c.deputy2.id] };
    const any = await started(signTask(3), c.admin, signers);
    const anyTasks = await tasks(any);
    expect(anyTasks).toHaveLength(2);
    expect((await act(c, c.deputy1.token, 'approve', anyTasks.find((t) => t.assigneeUser!.id === c.deputy1.id)!.id)).code).toBe(0);
    expect(await instanceOf(c, c.admin, any)).toMatchObject({ status: 2, result: 2 });

    const ratio = await started(signTask(2, 50), c.admin, signers);
    const ratioTasks = await tasks(ratio);
    expect((await act(c, c.deputy2.token, 'approve', ratioTasks.find((t) => t.assigneeUser!.id === c.deputy2.id)!.id)).code).toBe(0);
    expect(await instanceOf(c, c.admin, ratio)).toMatchObject({ status: 2, result: 2 });

    const all = await started(signTask(2, 100), c.admin, signers);
    expect((await act(c, c.deputy1.token, 'approve', (await tasks(all)).find((t) => t.assigneeUser!.id === c.deputy1.id)!.id)).code).toBe(0);
    expect((await instanceOf(c, c.admin, all)).status).toBe(1);

    const sequential = await started(signTask(4), c.admin, signers);
    const firstOnly = await tasks(sequential);
    expect(firstOnly.map((t) => t.assigneeUser!.id)).toEqual([c.deputy1.id]);
    expect((await act(c, c.deputy1.token, 'approve', firstOnly[0]!.id)).code).toBe(0);
    const next = (await tasks(sequential)).filter((t) => t.result === 1);
    expect(next.map((t) => t.assigneeUser!.id)).toEqual([c.deputy2.id]);
    expect((await act(c, c.deputy2.token, 'approve', next[0]!.id)).code).toBe(0);
    expect(await instanceOf(c, c.admin, sequential)).toMatchObject({ status: 2, result: 2 });
  });

  it('超时 → 自动提醒: the holder is told through the outbox, the task stays theirs', async () => {
    const before = await timeoutMessages(c.deputy1.id);
    const instanceId = await started(twoSteps(key(), `flowable:assignee="${c.deputy1.id}"`, {}, c.deputy2.id, timeout(1)));
    await sleep(200);
    await fireDueJobs(c.t.db);
    expect(await timeoutMessages(c.deputy1.id)).toBe(before + 1);
    expect((await tasks(instanceId))[0]).toMatchObject({ result: 1, assigneeUser: { id: c.deputy1.id } });
  });

  it('超时 → 自动同意 / 自动拒绝: decided with the reason, in the trail', async () => {
    const approved = await started(twoSteps(key(), `flowable:assignee="${c.deputy1.id}"`, {}, c.deputy2.id, timeout(2)));
    await sleep(200);
    await fireDueJobs(c.t.db);
    const after = await tasks(approved);
    expect(after.find((t) => t.definitionKey === 'first')).toMatchObject({ result: 2, reason: '审批超时，系统自动通过' });
    expect(after.find((t) => t.definitionKey === 'second')?.result).toBe(1);
    const trail = (await c.t.call({ method: 'GET', url: `/admin-api/bpm/activity/list?processInstanceId=${approved}`, token: c.admin })).data as { key: string }[];
    expect(trail.map((a) => a.key)).toContain('Event-timeout');

    const rejected = await started(twoSteps(key(), `flowable:assignee="${c.deputy1.id}"`, {}, c.deputy2.id, timeout(3)));
    await sleep(200);
    await fireDueJobs(c.t.db);
    expect(await instanceOf(c, c.admin, rejected)).toMatchObject({ status: 2, result: 3 });
    expect((await tasks(rejected))[0]).toMatchObject({ result: 3, reason: '审批超时，系统自动不通过' });
  });

  it('超时 → 自动同意 leaves a task in a 加签 to its people: the step waits for its signs', async () => {
    const instanceId = await started(twoSteps(key(), `flowable:assignee="${c.deputy1.id}"`, {}, c.deputy2.id, timeout(2)));
    const [first] = await tasks(instanceId);
    const signed = await c.t.call({ method: 'PUT', url: '/admin-api/bpm/task/create-sign', token: c.deputy1.token, payload: { id: first!.id, userIds: [c.deputy2.id], type: 'after', reason: '请复核' } });
    expect(signed.code, signed.msg).toBe(0);
    await sleep(200);
    await fireDueJobs(c.t.db);
    const open = (await tasks(instanceId)).filter((t) => t.result === 1);
    expect(open.map((t) => t.definitionKey)).toEqual(['first', 'first']);
    expect(open.find((t) => t.id === first!.id)!.reason).toBeNull();
  });

  it('a task decided before its timeout is left alone (its job goes with it)', async () => {
    const instanceId = await started(twoSteps(key(), `flowable:assignee="${c.deputy1.id}"`, {}, c.deputy2.id, timeout(2, 'PT1H')));
    expect((await act(c, c.deputy1.token, 'approve', (await tasks(instanceId))[0]!.id)).code).toBe(0);
    expect(await c.t.db.selectFrom('bpmJob').select('id').where('processInstanceId', '=', instanceId).execute()).toHaveLength(0);
  });

  it.runIf(onPostgres())('a timeout policy fires once across two servers', async () => {
    await onTwoServers(async (one, other) => {
      const xml = (k: string, handler: number) => twoSteps(k, `flowable:assignee="${one.deputy1.id}"`, {}, one.deputy2.id, timeout(handler, 'PT0.2S'));
      const deployOn = async (k: string, handler: number) => {
        const id = await createModel(one, k, '策略流程', xml(k, handler), FORM);
        expect((await deploy(one, id)).code).toBe(0);
        return (await one.t.call({ method: 'GET', url: '/admin-api/bpm/process-definition/list?suspensionState=1', token: one.admin })).data.find((d: { key: string }) => d.key === k).id as string;
      };
      const approveId = await deployOn('race_timeout_approve', 2);
      const remindId = await deployOn('race_timeout_remind', 1);
      const approving: string[] = [];
      const reminding: string[] = [];
      for (let i = 0; i < 5; i++) {
        approving.push((await start(one, one.admin, approveId)).data as string);
        reminding.push((await start(one, one.admin, remindId)).data as string);
      }
      await sleep(300);
      // both servers poll the same due jobs at the same moment, twice over
      const fired = await Promise.all([fireDueJobs(one.t.db), fireDueJobs(other.db), fireDueJobs(one.t.db), fireDueJobs(other.db)]);
      expect(fired.reduce((a, b) => a + b, 0)).toBe(10);
      for (const instanceId of approving) {
        const rows = await one.t.db.selectFrom('bpmTask').select(['definitionKey', 'result', 'reason']).where('processInstanceId', '=', instanceId).execute();
        expect(rows.filter((r) => r.definitionKey === 'first')).toEqual([{ definitionKey: 'first', result: 2, reason: '审批超时，系统自动通过' }]);
        expect(rows.filter((r) => r.definitionKey === 'second')).toHaveLength(1);
      }
      const messages = await one.t.db.selectFrom('systemNotifyMessage').select('id').where('templateCode', '=', 'bpm-task-timeout').execute();
      expect(messages).toHaveLength(5);
    });
  });
});
