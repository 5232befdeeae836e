import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, bpmn, createModel, deploy, deployed, instanceOf, MANUAL_JOBS, signIn, start, tasksOf, type Ctx } from '../support/bpmRuntime.ts';
import { createTestApp } from '../support/testApp.ts';

/**
 * Issue 37 item 4, 抄送节点: today's yudao's copy node — a serviceTask with `${bpmCopyTaskDelegate}` and the candidate
 * extension elements — drawn in a model, passed by the instance without stopping, copying it to the people it names
 * in the step's own write: each finds it in 抄送我的, is told once, may read it, and is in the trail once.
 */
describe('bpm copy nodes (抄送节点)', () => {
  let c: Ctx;
  let staff: { token: string; id: number };

  const copyNode = (id: string, name: string, strategy: number | null, param: string | null) => `
      <bpmn:serviceTask id="${id}" name="${name}" camunda:delegateExpression="\${bpmCopyTaskDelegate}">
        <bpmn:extensionElements>${strategy === null ? '' : `<camunda:candidateStrategy>${strategy}</camunda:candidateStrategy>`}${param === null ? '' : `<camunda:candidateParam>${param}</camunda:candidateParam>`}</bpmn:extensionElements>
      </bpmn:serviceTask>`;
  const copyPage = async (token: string) => (await c.t.call({ method: 'GET', url: '/admin-api/bpm/process-instance/copy/page?pageSize=100', token })).data as { total: number; list: Record<string, unknown>[] };
  const copiesOf = async (token: string, instanceId: string) => (await copyPage(token)).list.filter((x) => x.processInstanceId === instanceId);
  const told = async (token: string, processName: string) =>
    ((await c.t.call({ method: 'GET', url: '/admin-api/system/notify-message/my-page?pageNo=1&pageSize=100', token })).data.list as { templateCode: string; templateContent: string }[])
      .filter((m) => m.templateCode === 'bpm-process-copy' && m.templateContent.includes(`【${processName}】`));
  const open = async (instanceId: string) => ((await tasksOf(c, c.admin, instanceId)) as { id: string; definitionKey: string; result: number }[]).filter((t) => t.result === 1);
  const getInstance = (token: string, id: string) => c.t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${id}`, token });

  beforeAll(async () => {
    c = await signIn(await createTestApp(MANUAL_JOBS));
    const s = await c.t.login('staff', 'staff123');
    staff = { token: s.accessToken, id: s.userId };
  });
  afterAll(() => c.t.close());

  it('start → 审批 → 抄送 (users X, Y) → end: after the approval X and Y find it in 抄送我的, are told once, may read it', async () => {
    // 999 999 is nobody: a copy skips whoever cannot sign in
    const definitionId = await deployed(c, 'copy_after', bpmn('copy_after', '抄送流程', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" />
      <bpmn:userTask id="first" name="初审" camunda:assignee="${c.deputy1.id}" />
      <bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="cc" />
      ${copyNode('cc', '抄送办公室', 30, `${c.deputy2.id},${staff.id},999999`)}
      <bpmn:sequenceFlow id="f3" sourceRef="cc" targetRef="end" />`), '抄送流程');
    const started = await start(c, c.admin, definitionId);
    expect(started.code, started.msg).toBe(0);
    const instanceId = started.data as string;
    // nobody is copied before the node is reached
    expect(await copiesOf(staff.token, instanceId)).toEqual([]);
    expect((await getInstance(staff.token, instanceId)).code).toBe(1009004000);

    const [first] = await open(instanceId);
    expect((await act(c, c.deputy1.token, 'approve', first!.id, '同意')).code).toBe(0);
    // the node did not stop the instance: it ended
    expect(await instanceOf(c, c.admin, instanceId)).toMatchObject({ status: 2, result: 2 });

    for (const person of [c.deputy2, staff]) {
      expect(await copiesOf(person.token, instanceId)).toEqual([expect.objectContaining({
        processInstanceName: '抄送流程', taskId: null, reason: '抄送办公室', startUser: expect.objectContaining({ id: 1 }), createUser: expect.objectContaining({ id: 1 }),
      })]);
      expect((await getInstance(person.token, instanceId)).code).toBe(0);
      const messages = await told(person.token, '抄送流程');
      expect(messages).toHaveLength(1);
      expect(messages[0]!.templateContent).toMatch(/^.+ 将流程【抄送流程】抄送给您（发起人：.+），说明：抄送办公室$/);
    }
    // the approver was not copied; the instance's own trail names each person once, with no task
    expect(await copiesOf(c.deputy1.token, instanceId)).toEqual([]);
    const operations = (await instanceOf(c, c.admin, instanceId)).operations as { type: number; user: { id: number }; targetUser: { id: number } | null; reason: string }[];
    expect(operations.filter((o) => o.type === 12).map((o) => [o.user.id, o.targetUser?.id, o.reason]).sort()).toEqual([
      [1, c.deputy2.id, '抄送办公室'], [1, staff.id, '抄送办公室'],
    ].sort());
  });

  it('a copy node right after the start copies in the start\'s statement; passed again (a 退回) it copies nobody twice', async () => {
    const definitionId = await deployed(c, 'copy_loop', bpmn('copy_loop', '抄送循环', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="cc0" />
      ${copyNode('cc0', '抄送发起人', 36, null)}
      <bpmn:sequenceFlow id="f2" sourceRef="cc0" targetRef="first" />
      <bpmn:userTask id="first" name="初审" camunda:assignee="${c.deputy1.id}" />
      <bpmn:sequenceFlow id="f3" sourceRef="first" targetRef="cc" />
      ${copyNode('cc', '抄送', 30, String(staff.id))}
      <bpmn:sequenceFlow id="f4" sourceRef="cc" targetRef="second" />
      <bpmn:userTask id="second" name="复审" camunda:assignee="${c.deputy2.id}" />
      <bpmn:sequenceFlow id="f5" sourceRef="second" targetRef="end" />`), '抄送循环');
    const started = await start(c, staff.token, definitionId);
    expect(started.code, started.msg).toBe(0);
    const instanceId = started.data as string;
    // 36 发起人自己: the starter is copied (as yudao's delegate does)
    expect(await copiesOf(staff.token, instanceId)).toHaveLength(1);
    expect(await told(staff.token, '抄送循环')).toHaveLength(1);

    const [first] = await open(instanceId);
    expect((await act(c, c.deputy1.token, 'approve', first!.id)).code).toBe(0);
    const [second] = await open(instanceId);
    expect(second).toMatchObject({ definitionKey: 'second' });
    const back = await c.t.call({ method: 'PUT', url: '/admin-api/bpm/task/return', token: c.deputy2.token, payload: { id: second!.id, targetTaskDefinitionKey: 'first', reason: '请补充' } });
    expect(back.code, back.msg).toBe(0);
    const [again] = await open(instanceId);
    expect((await act(c, c.deputy1.token, 'approve', again!.id)).code).toBe(0);
    expect((await open(instanceId)).map((t) => t.definitionKey)).toEqual(['second']);
    // the node passed twice: one copy, one message, one trail entry
    expect(await copiesOf(staff.token, instanceId)).toHaveLength(1);
    expect(await told(staff.token, '抄送循环')).toHaveLength(1);
    const operations = (await instanceOf(c, c.admin, instanceId)).operations as { type: number; targetUser: { id: number } | null }[];
    expect(operations.filter((o) => o.type === 12).map((o) => o.targetUser?.id)).toEqual([staff.id]);
  });

  it('deploy refuses a foreign delegate expression, a bare service task, and a copy node that names nobody', async () => {
    const refused = async (key: string, body: string) => {
      const id = await createModel(c, key, '服务任务', bpmn(key, '服务任务', `
        <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="svc" />${body}
        <bpmn:sequenceFlow id="f2" sourceRef="svc" targetRef="end" />`));
      return deploy(c, id);
    };
    const foreign = await refused('svc_foreign', '<bpmn:serviceTask id="svc" name="发邮件" camunda:delegateExpression="${mailDelegate}" />');
    expect([foreign.code, foreign.msg]).toEqual([1009003008, '流程定义部署失败，原因：服务任务(发邮件) 不受支持，只能是抄送节点（${bpmCopyTaskDelegate}）']);
    expect((await refused('svc_class', '<bpmn:serviceTask id="svc" camunda:class="com.example.Mail" />')).code).toBe(1009003008);
    expect((await refused('svc_bare', '<bpmn:serviceTask id="svc" name="空" />')).code).toBe(1009003008);
    expect((await refused('svc_send', '<bpmn:sendTask id="svc" name="发送" />')).code).toBe(1009003008);
    const nobody = await refused('svc_nobody', copyNode('svc', '抄送', 30, null));
    expect([nobody.code, nobody.msg]).toEqual([1009003009, '流程定义部署失败，原因：抄送节点(抄送) 未配置抄送人']);
    expect((await refused('svc_strategy', copyNode('svc', '抄送', 60, '${x}'))).code).toBe(1009003009);
    // the copy node itself deploys
    expect((await refused('svc_copy', copyNode('svc', '抄送', 10, '1'))).code).toBe(0);
  });
});
