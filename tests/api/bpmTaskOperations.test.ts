import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, bpmn, deployed, instanceOf, MANUAL_JOBS, signIn, start, tasksOf, type Ctx } from '../support/bpmRuntime.ts';
import { createTestApp } from '../support/testApp.ts';

/**
 * Issue 37, the approval operations of today's yudao on a three-step model (初审 → 复审 → 终审): 委派 and its hand-back,
 * 转派 with a reason, 取消 by the starter and 终止 by an administrator — each refused to anyone but the holder, each
 * in the trail (who, what, for whom, why), each changing exactly the to-do lists it should.
 */
describe('bpm task operations: delegate, transfer, cancel, terminate', () => {
  let c: Ctx;
  let staff: { token: string; id: number };
  let definitionId: string;

  const put = (token: string, url: string, payload: Record<string, unknown>) => c.t.call({ method: 'PUT', url: `/admin-api${url}`, token, payload });
  const del = (token: string, url: string, payload: Record<string, unknown>) => c.t.call({ method: 'DELETE', url: `/admin-api${url}`, token, payload });
  const todo = async (token: string) => ((await c.t.call({ method: 'GET', url: '/admin-api/bpm/task/todo-page?pageSize=100', token })).data.list as { id: string }[]).map((x) => x.id);
  const open = async (instanceId: string) => ((await tasksOf(c, c.admin, instanceId)) as Task[]).filter((t) => t.result === 1);

  interface Task { id: string; name: string; definitionKey: string; result: number; reason: string | null; assigneeUser: { id: number } | null; ownerUser: { id: number } | null; delegationState: number | null; operations: Op[] }
  interface Op { type: number; user: { id: number; nickname: string }; targetUser: { id: number } | null; reason: string | null }

  beforeAll(async () => {
    c = await signIn(await createTestApp(MANUAL_JOBS));
    const s = await c.t.login('staff', 'staff123');
    staff = { token: s.accessToken, id: s.userId };
    definitionId = await deployed(c, 'three_steps', bpmn('three_steps', '三级审批', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" />
      <bpmn:userTask id="first" name="初审" camunda:assignee="${c.deputy1.id}" />
      <bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="second" />
      <bpmn:userTask id="second" name="复审" camunda:assignee="${c.deputy2.id}" />
      <bpmn:sequenceFlow id="f3" sourceRef="second" targetRef="third" />
      <bpmn:userTask id="third" name="终审" camunda:assignee="${staff.id}" />
      <bpmn:sequenceFlow id="f4" sourceRef="third" targetRef="end" />`), '三级审批');
  });
  afterAll(() => c.t.close());

  /** An instance started by the administrator, waiting at 初审 (deputy1's). */
  async function started(): Promise<{ instanceId: string; first: Task }> {
    const res = await start(c, c.admin, definitionId);
    expect(res.code, res.msg).toBe(0);
    const [first] = await open(res.data as string);
    return { instanceId: res.data as string, first: first! };
  }

  it('委派: the delegate works the task and hands it back to its owner, who decides; both are in the trail', async () => {
    const { instanceId, first } = await started();
    // only the holder delegates, never to themselves, only to someone who exists
    expect((await put(c.deputy2.token, '/bpm/task/delegate', { id: first.id, delegateUserId: staff.id, reason: '请协办' })).code).toBe(1009005001);
    expect((await put(c.deputy1.token, '/bpm/task/delegate', { id: first.id, delegateUserId: c.deputy1.id, reason: '请协办' })).code).toBe(1009005007);
    expect((await put(c.deputy1.token, '/bpm/task/delegate', { id: first.id, delegateUserId: 999_999, reason: '请协办' })).code).toBe(1009005008);
    const noReason = await put(c.deputy1.token, '/bpm/task/delegate', { id: first.id, delegateUserId: staff.id, reason: '' });
    expect([noReason.code, noReason.msg]).toEqual([400, '请求参数不正确:委派原因不能为空']);

    expect((await put(c.deputy1.token, '/bpm/task/delegate', { id: first.id, delegateUserId: staff.id, reason: '请协办核实' })).code).toBe(0);
    expect(await todo(staff.token)).toContain(first.id);
    expect(await todo(c.deputy1.token)).not.toContain(first.id);
    // the delegate neither decides nor passes it on: they hand it back
    const rejected = await act(c, staff.token, 'reject', first.id, '不同意');
    expect([rejected.code, rejected.msg]).toEqual([1009005050, '操作失败，原因：该任务是委派给你的，请办理后交回委派人']);
    expect((await put(staff.token, '/bpm/task/transfer', { id: first.id, assigneeUserId: c.deputy2.id, reason: '转给你' })).code).toBe(1009005050);
    // the owner cannot decide while it is delegated
    expect((await act(c, c.deputy1.token, 'approve', first.id)).code).toBe(1009005001);

    expect((await act(c, staff.token, 'approve', first.id, '已核实，情况属实')).code).toBe(0);
    const [back] = await open(instanceId);
    expect(back).toMatchObject({ id: first.id, definitionKey: 'first', result: 1, reason: null, assigneeUser: { id: c.deputy1.id }, ownerUser: { id: c.deputy1.id }, delegationState: 2 });
    expect(back!.operations.map((o) => [o.type, o.user.id, o.targetUser?.id, o.reason])).toEqual([
      [5, c.deputy1.id, staff.id, '请协办核实'],
      [6, staff.id, c.deputy1.id, '已核实，情况属实'],
    ]);
    expect(await todo(c.deputy1.token)).toContain(first.id);
    expect(await todo(staff.token)).not.toContain(first.id);
    // the delegate still reads the instance they worked on
    expect((await c.t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${instanceId}`, token: staff.token })).code).toBe(0);

    // the owner decides: the instance moves on to 复审
    expect((await act(c, c.deputy1.token, 'approve', first.id, '同意')).code).toBe(0);
    expect((await open(instanceId)).map((t) => t.definitionKey)).toEqual(['second']);
  });

  it('转派: the task becomes the new assignee\'s, with the reason in the trail; the old holder can no longer act', async () => {
    const { instanceId, first } = await started();
    expect((await put(c.deputy1.token, '/bpm/task/transfer', { id: first.id, assigneeUserId: c.deputy1.id, reason: '转给自己' })).code).toBe(1009005013);
    const missing = await put(c.deputy1.token, '/bpm/task/transfer', { id: first.id, assigneeUserId: 999_999, reason: '转派' });
    expect([missing.code, missing.msg]).toEqual([1009005014, '任务转办失败，转办人不存在']);
    expect((await put(c.deputy1.token, '/bpm/task/transfer', { id: first.id, assigneeUserId: c.deputy2.id })).code).toBe(400);

    expect((await put(c.deputy1.token, '/bpm/task/transfer', { id: first.id, assigneeUserId: c.deputy2.id, reason: '本周出差，请代为审核' })).code).toBe(0);
    expect(await todo(c.deputy2.token)).toContain(first.id);
    expect(await todo(c.deputy1.token)).not.toContain(first.id);
    expect((await act(c, c.deputy1.token, 'approve', first.id)).code).toBe(1009005001);
    const [moved] = await open(instanceId);
    expect(moved).toMatchObject({ assigneeUser: { id: c.deputy2.id }, ownerUser: { id: c.deputy1.id }, delegationState: null });
    expect(moved!.operations.map((o) => [o.type, o.user.id, o.targetUser?.id, o.reason])).toEqual([[7, c.deputy1.id, c.deputy2.id, '本周出差，请代为审核']]);
    expect((await act(c, c.deputy2.token, 'approve', first.id)).code).toBe(0);
  });

  it('取消 by the starter (cancel-by-start-user) and 终止 by an administrator (cancel-by-admin), each with its reason', async () => {
    // the starter cancels; nobody else may (not theirs), and not twice
    const mine = await started();
    expect((await del(c.deputy1.token, '/bpm/process-instance/cancel-by-start-user', { id: mine.instanceId, reason: '不办了' })).code).toBe(1009004002);
    expect((await del(c.admin, '/bpm/process-instance/cancel-by-start-user', { id: mine.instanceId, reason: '申请有误' })).code).toBe(0);
    expect((await instanceOf(c, c.admin, mine.instanceId))).toMatchObject({ status: 2, result: 4, reason: '申请有误', operations: [{ type: 3, reason: '申请有误' }] });
    expect(await todo(c.deputy1.token)).not.toContain(mine.first.id);
    expect((await del(c.admin, '/bpm/process-instance/cancel-by-start-user', { id: mine.instanceId, reason: '再取消' })).code).toBe(1009004001);

    // deputy1 starts one; a deputy may not end it for others, the administrator may, and anyone's
    const theirs = await start(c, c.deputy1.token, definitionId);
    expect(theirs.code, theirs.msg).toBe(0);
    const instanceId = theirs.data as string;
    expect((await del(c.deputy2.token, '/bpm/process-instance/cancel-by-admin', { id: instanceId, reason: '终止' })).code).toBe(403);
    const noReason = await del(c.admin, '/bpm/process-instance/cancel-by-admin', { id: instanceId, reason: '' });
    expect(noReason.code).toBe(400);
    expect((await del(c.admin, '/bpm/process-instance/cancel-by-admin', { id: instanceId, reason: '重复申请，予以终止' })).code).toBe(0);
    const ended = await instanceOf(c, c.deputy1.token, instanceId);
    expect(ended).toMatchObject({ status: 2, result: 4, reason: '重复申请，予以终止' });
    expect(ended.operations).toEqual([expect.objectContaining({ type: 11, user: expect.objectContaining({ id: 1 }), reason: '重复申请，予以终止' })]);
    const tasks = (await tasksOf(c, c.deputy1.token, instanceId)) as Task[];
    expect(tasks.map((t) => [t.definitionKey, t.result])).toEqual([['first', 4]]);
    expect((await del(c.admin, '/bpm/process-instance/cancel-by-admin', { id: instanceId, reason: '再终止' })).code).toBe(1009004001);
    // those concerned are told, with the reason: the starter that an administrator ended it, the holders that their
    // task is gone (deputy1 was both, here; for the starter's own cancel, only the holder)
    const told = ((await c.t.call({ method: 'GET', url: '/admin-api/system/notify-message/my-page?pageNo=1&pageSize=100', token: c.deputy1.token })).data.list as { templateCode: string; templateContent: string }[])
      .filter((m) => m.templateContent.includes('三级审批'));
    expect(told.filter((m) => m.templateCode === 'bpm-process-terminated').map((m) => m.templateContent)).toEqual([expect.stringMatching(/^.+ 终止了您发起的流程【三级审批】，原因：重复申请，予以终止$/)]);
    expect(told.filter((m) => m.templateCode === 'bpm-task-cancelled').map((m) => m.templateContent).sort()).toEqual([
      expect.stringMatching(/^流程【三级审批】已被.+取消，您的待办【初审】无需再处理，原因：申请有误$/),
      expect.stringMatching(/^流程【三级审批】已被.+取消，您的待办【初审】无需再处理，原因：重复申请，予以终止$/),
    ].sort());
  });

  /** Moves an instance from 初审 through `steps` approvals (by deputy1, deputy2): gives its open task. */
  async function approvedThrough(instanceId: string, holders: { token: string }[]): Promise<Task> {
    for (const holder of holders) {
      const [task] = await open(instanceId);
      expect((await act(c, holder.token, 'approve', task!.id)).code).toBe(0);
    }
    return (await open(instanceId))[0]!;
  }

  it('退回: the holder sends the instance back to a step it passed; the step is assigned again and in its holder\'s to-do list', async () => {
    const { instanceId, first } = await started();
    const third = await approvedThrough(instanceId, [c.deputy1, c.deputy2]);
    expect(third.definitionKey).toBe('third');
    // only the holder asks, and is offered the steps passed, oldest first
    expect((await c.t.call({ method: 'GET', url: `/admin-api/bpm/task/list-by-return?id=${third.id}`, token: c.deputy1.token })).code).toBe(1009005001);
    const targets = await c.t.call({ method: 'GET', url: `/admin-api/bpm/task/list-by-return?id=${third.id}`, token: staff.token });
    expect(targets.data).toEqual([{ taskDefinitionKey: 'first', name: '初审' }, { taskDefinitionKey: 'second', name: '复审' }]);
    expect((await c.t.call({ method: 'GET', url: `/admin-api/bpm/task/list-by-return?id=${first.id}`, token: c.deputy1.token })).code).toBe(1009005000);
    // refusals: not the holder, no such step, a step not passed, no reason
    expect((await put(c.deputy2.token, '/bpm/task/return', { id: third.id, targetTaskDefinitionKey: 'first', reason: '退回' })).code).toBe(1009005001);
    expect((await put(staff.token, '/bpm/task/return', { id: third.id, targetTaskDefinitionKey: 'nowhere', reason: '退回' })).code).toBe(1009005004);
    expect((await put(staff.token, '/bpm/task/return', { id: third.id, targetTaskDefinitionKey: 'third', reason: '退回' })).code).toBe(1009005006);
    expect((await put(staff.token, '/bpm/task/return', { id: third.id, targetTaskDefinitionKey: 'first' })).code).toBe(400);
    expect((await open(instanceId)).map((t) => t.id)).toEqual([third.id]);

    expect((await put(staff.token, '/bpm/task/return', { id: third.id, targetTaskDefinitionKey: 'first', reason: '材料不全，请补充' })).code).toBe(0);
    const tasks = (await tasksOf(c, c.admin, instanceId)) as Task[];
    const returned = tasks.find((t) => t.id === third.id)!;
    expect([returned.result, returned.reason]).toEqual([5, '材料不全，请补充']);
    expect(returned.operations).toEqual([expect.objectContaining({ type: 4, user: expect.objectContaining({ id: staff.id }), targetName: '初审', reason: '材料不全，请补充' })]);
    const [again] = await open(instanceId);
    expect(again).toMatchObject({ definitionKey: 'first', assigneeUser: { id: c.deputy1.id } });
    expect(again!.id).not.toBe(first.id);
    expect(await todo(c.deputy1.token)).toContain(again!.id);
    expect(await todo(staff.token)).not.toContain(third.id);
    // the returned step's holder is told, naming the step
    const messages = await c.t.call({ method: 'GET', url: '/admin-api/system/notify-message/my-page?pageNo=1&pageSize=100', token: c.deputy1.token });
    expect((messages.data.list as { templateContent: string; templateParams: Record<string, unknown> }[])
      .filter((m) => m.templateContent.includes('三级审批') && m.templateContent.includes('环节：初审')).length).toBeGreaterThanOrEqual(2);
    // the diagram's trail shows 初审 entered again
    const activities = (await c.t.call({ method: 'GET', url: `/admin-api/bpm/activity/list?processInstanceId=${instanceId}`, token: c.admin })).data as { key: string; endTime: number | null }[];
    expect(activities.filter((a) => a.key === 'first').map((a) => a.endTime === null)).toEqual([false, true]);
    expect(activities.filter((a) => a.key === 'third').every((a) => a.endTime !== null)).toBe(true);

    // and it runs on from there to the end
    await approvedThrough(instanceId, [c.deputy1, c.deputy2]);
    const [last] = await open(instanceId);
    expect((await act(c, staff.token, 'approve', last!.id)).code).toBe(0);
    expect(await instanceOf(c, c.admin, instanceId)).toMatchObject({ status: 2, result: 2 });
  });

  it('撤回: who just approved takes it back while the next step is untouched; refused once it has been decided or touched', async () => {
    const { instanceId, first } = await started();
    const second = await approvedThrough(instanceId, [c.deputy1]);
    expect((await put(c.deputy2.token, `/bpm/task/withdraw?taskId=${first.id}`, {})).code).toBe(1009005001);
    expect((await put(c.deputy1.token, `/bpm/task/withdraw?taskId=${second.id}`, {})).code).toBe(1009005001);
    expect((await put(c.deputy1.token, `/bpm/task/withdraw?taskId=${first.id}`, {})).code).toBe(0);
    const [back] = await open(instanceId);
    expect(back).toMatchObject({ definitionKey: 'first', assigneeUser: { id: c.deputy1.id } });
    const tasks = (await tasksOf(c, c.admin, instanceId)) as Task[];
    expect(tasks.find((t) => t.id === second.id)!.result).toBe(4);
    expect(tasks.find((t) => t.id === first.id)!.operations.map((o) => o.type)).toEqual([10]);
    expect(await todo(c.deputy2.token)).not.toContain(second.id);
    // a second withdrawal of the same decision: it is no longer the last
    expect((await put(c.deputy1.token, `/bpm/task/withdraw?taskId=${first.id}`, {})).code).toBe(1009005018);

    // after the next step decided, too late
    const second2 = await approvedThrough(instanceId, [c.deputy1]);
    expect((await act(c, c.deputy2.token, 'approve', second2.id)).code).toBe(0);
    expect((await put(c.deputy1.token, `/bpm/task/withdraw?taskId=${back!.id}`, {})).code).toBe(1009005018);
    // after the next step was handed on, too late
    const other = await started();
    await approvedThrough(other.instanceId, [c.deputy1]);
    const [next] = await open(other.instanceId);
    expect((await put(c.deputy2.token, '/bpm/task/transfer', { id: next!.id, assigneeUserId: staff.id, reason: '请代审' })).code).toBe(0);
    expect((await put(c.deputy1.token, `/bpm/task/withdraw?taskId=${other.first.id}`, {})).code).toBe(1009005018);
    // an ended instance: 撤回 is refused as such
    expect((await del(c.admin, '/bpm/process-instance/cancel-by-start-user', { id: other.instanceId, reason: '不办了' })).code).toBe(0);
    expect((await put(c.deputy1.token, `/bpm/task/withdraw?taskId=${other.first.id}`, {})).code).toBe(1009005017);
  });

  it('抄送: the holder copies the instance to people, who are told, find it in 抄送我的 and may read it; once each', async () => {
    const { instanceId, first } = await started();
    const guest = await c.t.login('guest', 'guest123');
    const copyPage = async (token: string) => (await c.t.call({ method: 'GET', url: '/admin-api/bpm/process-instance/copy/page?pageSize=100', token })).data;
    expect((await c.t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${instanceId}`, token: staff.token })).code).toBe(1009004000);
    // only the holder copies, to people who exist, with a reason
    expect((await put(staff.token, '/bpm/task/copy', { id: first.id, copyUserIds: [c.deputy2.id], reason: '知悉' })).code).toBe(1009005001);
    expect((await put(c.deputy1.token, '/bpm/task/copy', { id: first.id, copyUserIds: [999_999], reason: '知悉' })).code).toBe(1002003003);
    const none = await put(c.deputy1.token, '/bpm/task/copy', { id: first.id, copyUserIds: [], reason: '知悉' });
    expect([none.code, none.msg]).toEqual([400, '请求参数不正确:抄送的用户不能为空']);

    expect((await put(c.deputy1.token, '/bpm/task/copy', { id: first.id, copyUserIds: [staff.id, staff.id, c.deputy2.id], reason: '请知悉办理进展' })).code).toBe(0);
    expect((await put(c.deputy1.token, '/bpm/task/copy', { id: first.id, copyUserIds: [staff.id], reason: '再抄送' })).code).toBe(0);
    const page = await copyPage(staff.token);
    const mine = page.list.filter((x: { processInstanceId: string }) => x.processInstanceId === instanceId);
    expect(mine).toEqual([expect.objectContaining({
      processInstanceName: '三级审批', activityName: '初审', reason: '请知悉办理进展', taskId: first.id,
      startUser: expect.objectContaining({ id: 1 }), createUser: expect.objectContaining({ id: c.deputy1.id }),
    })]);
    // the one who copied it does not find it there, nor does anyone else
    expect((await copyPage(c.deputy1.token)).list.map((x: { processInstanceId: string }) => x.processInstanceId)).not.toContain(instanceId);
    expect((await c.t.call({ method: 'GET', url: '/admin-api/bpm/process-instance/copy/page', token: guest.accessToken })).code).toBe(403);
    // the copied read the instance; they are told once, with a link to it
    expect((await c.t.call({ method: 'GET', url: `/admin-api/bpm/process-instance/get?id=${instanceId}`, token: staff.token })).code).toBe(0);
    const messages = (await c.t.call({ method: 'GET', url: '/admin-api/system/notify-message/my-page?pageNo=1&pageSize=100', token: staff.token })).data.list as { templateCode: string; templateContent: string }[];
    const told = messages.filter((m) => m.templateCode === 'bpm-process-copy' && m.templateContent.includes('三级审批'));
    expect(told).toHaveLength(1);
    expect(told[0]!.templateContent).toMatch(/^.+ 将流程【三级审批】抄送给您（发起人：.+），说明：请知悉办理进展$/);
    // in the trail, once per person
    const [task] = await open(instanceId);
    expect(task!.operations.filter((o) => o.type === 12).map((o) => o.targetUser?.id).sort()).toEqual([staff.id, c.deputy2.id].sort());
  });
});
