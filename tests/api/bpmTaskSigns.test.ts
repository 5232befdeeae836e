import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, bpmn, deployed, instanceOf, MANUAL_JOBS, signIn, start, tasksOf, type Ctx } from '../support/bpmRuntime.ts';
import { createTestApp } from '../support/testApp.ts';

/**
 * Issue 37, 加签 / 减签 as today's yudao does them, on a three-step model (初审 deputy1 → 复审 deputy2 → 终审 staff):
 * 向前 — the added decide first, then the task is its holder's again; 向后 — the added decide after the holder's
 * approval, and only then does the step move on; 减签 takes an added person's task back. Each refused to anyone but
 * the holder, each in the trail, each changing exactly the to-do lists it should.
 */
describe('bpm task signs: create-sign, delete-sign, list-by-parent-task-id', () => {
  let c: Ctx;
  let staff: { token: string; id: number };
  let definitionId: string;

  interface Task { id: string; name: string; definitionKey: string; result: number; reason: string | null; assigneeUser: { id: number } | null; ownerUser: { id: number } | null; parentTaskId: string | null; signType: string | null; operations: Op[] }
  interface Op { type: number; user: { id: number }; targetUser: { id: number } | null; targetName: string | null; reason: string | null }

  const put = (token: string, url: string, payload: Record<string, unknown>) => c.t.call({ method: 'PUT', url: `/admin-api${url}`, token, payload });
  const del = (token: string, url: string, payload: Record<string, unknown>) => c.t.call({ method: 'DELETE', url: `/admin-api${url}`, token, payload });
  const todo = async (token: string) => ((await c.t.call({ method: 'GET', url: '/admin-api/bpm/task/todo-page?pageSize=100', token })).data.list as { id: string }[]).map((x) => x.id);
  const all = async (instanceId: string) => (await tasksOf(c, c.admin, instanceId)) as Task[];
  const open = async (instanceId: string) => (await all(instanceId)).filter((t) => t.result === 1);
  const sign = (token: string, id: string, userIds: number[], type: string, reason = '请一并审核') => put(token, '/bpm/task/create-sign', { id, userIds, type, reason });
  const childrenOf = async (token: string, parentTaskId: string) =>
    (await c.t.call({ method: 'GET', url: `/admin-api/bpm/task/list-by-parent-task-id?parentTaskId=${parentTaskId}`, token })).data as { id: string; assigneeUser: { id: number } | null; ownerUser: { id: number } | null }[];

  beforeAll(async () => {
    c = await signIn(await createTestApp(MANUAL_JOBS));
    const s = await c.t.login('staff', 'staff123');
    staff = { token: s.accessToken, id: s.userId };
    definitionId = await deployed(c, 'three_signs', bpmn('three_signs', '加签审批', `
      <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" />
      <bpmn:userTask id="first" name="初审" camunda:assignee="${c.deputy1.id}" />
      <bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="second" />
      <bpmn:userTask id="second" name="复审" camunda:assignee="${c.deputy2.id}" />
      <bpmn:sequenceFlow id="f3" sourceRef="second" targetRef="third" />
      <bpmn:userTask id="third" name="终审" camunda:assignee="${staff.id}" />
      <bpmn:sequenceFlow id="f4" sourceRef="third" targetRef="end" />`), '加签审批');
  });
  afterAll(() => c.t.close());

  async function started(): Promise<{ instanceId: string; first: Task }> {
    const res = await start(c, c.admin, definitionId);
    expect(res.code, res.msg).toBe(0);
    const [first] = await open(res.data as string);
    return { instanceId: res.data as string, first: first! };
  }

  it('向前加签: the added decide first, then the task is its holder\'s again; then the instance runs on', async () => {
    const { instanceId, first } = await started();
    // refusals: not the holder, the holder themselves or someone already on the step, nobody who exists, no reason, no type
    expect((await sign(c.deputy2.token, first.id, [staff.id], 'before')).code).toBe(1009005001);
    const self = await sign(c.deputy1.token, first.id, [staff.id, c.deputy1.id], 'before');
    expect(self.code).toBe(1009005011);
    expect(self.msg).toMatch(/^任务加签失败，加签人与现有审批人\[.+\]重复$/);
    expect((await sign(c.deputy1.token, first.id, [999_999], 'before')).code).toBe(1009005009);
    const noReason = await sign(c.deputy1.token, first.id, [staff.id], 'before', '');
    expect([noReason.code, noReason.msg]).toEqual([400, '请求参数不正确:加签原因不能为空']);
    expect((await sign(c.deputy1.token, first.id, [staff.id], 'sideways')).code).toBe(400);
    expect((await sign(c.deputy1.token, first.id, [], 'before')).code).toBe(400);
    expect(await open(instanceId)).toHaveLength(1);

    const made = await sign(c.deputy1.token, first.id, [staff.id, c.deputy2.id], 'before', '请两位先行把关');
    expect(made.code, made.msg + JSON.stringify(made.raw.body)).toBe(0);
    // the holder's task waits (nobody holds it); the added have theirs in their to-do lists
    expect(await todo(c.deputy1.token)).not.toContain(first.id);
    expect((await act(c, c.deputy1.token, 'approve', first.id)).code).toBe(1009005001);
    const signs = await childrenOf(c.deputy1.token, first.id);
    expect(signs.map((s) => s.assigneeUser?.id).sort()).toEqual([staff.id, c.deputy2.id].sort());
    expect(await todo(staff.token)).toContain(signs.find((s) => s.assigneeUser?.id === staff.id)!.id);
    const tasks = await all(instanceId);
    expect(tasks.find((t) => t.id === first.id)).toMatchObject({ result: 1, assigneeUser: null, ownerUser: { id: c.deputy1.id }, signType: 'before' });
    expect(tasks.filter((t) => t.parentTaskId === first.id).map((t) => [t.definitionKey, t.name, t.result])).toEqual([['first', '初审', 1], ['first', '初审', 1]]);
    expect(tasks.find((t) => t.id === first.id)!.operations.map((o) => [o.type, o.user.id, o.targetUser?.id, o.targetName, o.reason]).sort()).toEqual([
      [8, c.deputy1.id, staff.id, 'before', '请两位先行把关'], [8, c.deputy1.id, c.deputy2.id, 'before', '请两位先行把关'],
    ].sort());
    // the added are told, naming the instance
    const messages = (await c.t.call({ method: 'GET', url: '/admin-api/system/notify-message/my-page?pageNo=1&pageSize=100', token: staff.token })).data.list as { templateContent: string }[];
    expect(messages.some((m) => m.templateContent.includes('加签审批'))).toBe(true);

    // one decides: still waiting for the other
    expect((await act(c, staff.token, 'approve', signs.find((s) => s.assigneeUser?.id === staff.id)!.id, '材料齐全')).code).toBe(0);
    expect(await todo(c.deputy1.token)).not.toContain(first.id);
    expect((await childrenOf(c.deputy1.token, first.id)).map((s) => s.assigneeUser?.id)).toEqual([c.deputy2.id]);
    // the other decides: the task is the holder's again, who decides; the instance moves on
    expect((await act(c, c.deputy2.token, 'approve', signs.find((s) => s.assigneeUser?.id === c.deputy2.id)!.id, '同意')).code).toBe(0);
    expect(await todo(c.deputy1.token)).toContain(first.id);
    expect((await all(instanceId)).find((t) => t.id === first.id)).toMatchObject({ result: 1, assigneeUser: { id: c.deputy1.id }, signType: null });
    expect((await act(c, c.deputy1.token, 'approve', first.id, '同意')).code).toBe(0);
    expect((await open(instanceId)).map((t) => t.definitionKey)).toEqual(['second']);
  });

  it('向后加签: the added wait for the holder\'s approval, decide after it, and the step moves on when they have', async () => {
    const { instanceId, first } = await started();
    expect((await act(c, c.deputy1.token, 'approve', first.id)).code).toBe(0);
    const [second] = await open(instanceId);
    expect((await sign(c.deputy2.token, second!.id, [staff.id], 'after', '请终审前再看')).code).toBe(0);
    // one task may not have both kinds at once
    const both = await sign(c.deputy2.token, second!.id, [c.deputy1.id], 'before');
    expect([both.code, both.msg]).toEqual([1009005010, '任务加签：当前任务已经向后加签，不能向前加签']);
    // the added person waits: nothing in their to-do list yet; the holder keeps theirs
    const [waiting] = await childrenOf(c.deputy2.token, second!.id);
    expect(waiting).toMatchObject({ assigneeUser: null, ownerUser: { id: staff.id } });
    expect(await todo(staff.token)).not.toContain(waiting!.id);
    expect(await todo(c.deputy2.token)).toContain(second!.id);

    // the holder approves: their task is done, the step waits for the added person, now theirs
    expect((await act(c, c.deputy2.token, 'approve', second!.id, '同意，请终审前复核')).code).toBe(0);
    const after = await all(instanceId);
    expect(after.find((t) => t.id === second!.id)).toMatchObject({ result: 2, reason: '同意，请终审前复核' });
    expect((await open(instanceId)).map((t) => [t.id, t.assigneeUser?.id])).toEqual([[waiting!.id, staff.id]]);
    expect(await todo(staff.token)).toContain(waiting!.id);
    // they decide: the step moves on to 终审
    expect((await act(c, staff.token, 'approve', waiting!.id, '复核无误')).code).toBe(0);
    expect((await open(instanceId)).map((t) => t.definitionKey)).toEqual(['third']);
    expect((await all(instanceId)).find((t) => t.id === second!.id)!.signType).toBeNull();
  });

  it('减签: the holder takes an added person\'s task back; the task goes on as if it had been decided', async () => {
    const { instanceId, first } = await started();
    expect((await sign(c.deputy1.token, first.id, [staff.id, c.deputy2.id], 'before')).code).toBe(0);
    const signs = await childrenOf(c.deputy1.token, first.id);
    const staffSign = signs.find((s) => s.assigneeUser?.id === staff.id)!;
    const deputySign = signs.find((s) => s.assigneeUser?.id === c.deputy2.id)!;
    // only a task added by 加签, only by the one who added it, with a reason
    const noParent = await del(c.deputy1.token, '/bpm/task/delete-sign', { id: first.id, reason: '减签' });
    expect([noParent.code, noParent.msg]).toEqual([1009005012, '任务减签失败，被减签的任务必须是通过加签生成的任务']);
    expect((await del(c.deputy2.token, '/bpm/task/delete-sign', { id: staffSign.id, reason: '减签' })).code).toBe(1009005001);
    expect((await del(c.deputy1.token, '/bpm/task/delete-sign', { id: staffSign.id })).code).toBe(400);

    expect((await del(c.deputy1.token, '/bpm/task/delete-sign', { id: staffSign.id, reason: '无需财务把关' })).code).toBe(0);
    expect(await todo(staff.token)).not.toContain(staffSign.id);
    expect((await all(instanceId)).find((t) => t.id === staffSign.id)).toMatchObject({ result: 4, reason: '无需财务把关' });
    expect((await act(c, staff.token, 'approve', staffSign.id)).code).toBe(1009005000);
    expect(await todo(c.deputy1.token)).not.toContain(first.id);
    // the last one removed gives the task back to its holder at once
    expect((await del(c.deputy1.token, '/bpm/task/delete-sign', { id: deputySign.id, reason: '自行审核' })).code).toBe(0);
    expect(await todo(c.deputy1.token)).toContain(first.id);
    expect((await all(instanceId)).find((t) => t.id === first.id)!.operations.filter((o) => o.type === 9).map((o) => [o.user.id, o.targetUser?.id, o.reason])).toEqual([
      [c.deputy1.id, staff.id, '无需财务把关'], [c.deputy1.id, c.deputy2.id, '自行审核'],
    ]);
    // a 向后 sign removed before the holder approved: the holder's approval moves the step at once
    expect((await act(c, c.deputy1.token, 'approve', first.id)).code).toBe(0);
    const [second] = await open(instanceId);
    expect((await sign(c.deputy2.token, second!.id, [staff.id], 'after')).code).toBe(0);
    const [waiting] = await childrenOf(c.deputy2.token, second!.id);
    expect((await del(c.deputy2.token, '/bpm/task/delete-sign', { id: waiting!.id, reason: '不必了' })).code).toBe(0);
    expect((await act(c, c.deputy2.token, 'approve', second!.id)).code).toBe(0);
    expect((await open(instanceId)).map((t) => t.definitionKey)).toEqual(['third']);
  });

  it('an added person\'s 不通过 rejects the instance; the waiting task is cancelled', async () => {
    const { instanceId, first } = await started();
    expect((await sign(c.deputy1.token, first.id, [staff.id], 'before')).code).toBe(0);
    const [added] = await childrenOf(c.deputy1.token, first.id);
    expect((await act(c, staff.token, 'reject', added!.id, '不符合条件')).code).toBe(0);
    expect(await instanceOf(c, c.admin, instanceId)).toMatchObject({ status: 2, result: 3 });
    expect((await all(instanceId)).map((t) => [t.id === first.id ? 'parent' : 'sign', t.result]).sort()).toEqual([['parent', 4], ['sign', 3]]);
  });
});
