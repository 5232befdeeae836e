import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, bpmn, deployed, MANUAL_JOBS, signIn, start, tasksOf, type Ctx } from '../../support/bpmRuntime.ts';
import { createTestApp } from '../../support/testApp.ts';

/**
 * Every task created for someone in a designed process tells its assignee, once (issue 33 point 1): the start's
 * first task (one statement, no transaction) and the next one after a 通过 (on the live engine), each exactly one
 * in-site message naming the process, the step, who started it and by when — and nobody else hears of it.
 */
describe('outbox: a message for every task', () => {
  let c: Ctx;

  beforeAll(async () => {
    c = await signIn(await createTestApp(MANUAL_JOBS));
  });
  afterAll(() => c.t.close());

  const NAME = '消息测试流程';
  const xml = (first: number, second: number, key = 'message_flow', name = NAME) => bpmn(key, name, `
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="领导审批" camunda:assignee="${first}" />
    <bpmn:boundaryEvent id="deadline" attachedToRef="approve" cancelActivity="false">
      <bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">P2D</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:userTask id="check" name="复核" camunda:assignee="${second}" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="check" />
    <bpmn:sequenceFlow id="f3" sourceRef="check" targetRef="end" />`);

  const messagesOf = async (token: string) => {
    const page = await c.t.call({ method: 'GET', url: '/admin-api/system/notify-message/my-page?pageNo=1&pageSize=100', token });
    return (page.data.list as { templateContent: string; templateCode: string }[]).filter((m) => m.templateContent.includes(NAME));
  };

  it('sends the assignee of each new task one message naming it, and no one else any', async () => {
    const definitionId = await deployed(c, 'message_flow', xml(c.deputy1.id, c.deputy2.id), NAME);
    const instanceId = (await start(c, c.admin, definitionId)).data as string;

    const first = await messagesOf(c.deputy1.token);
    expect(first).toHaveLength(1);
    expect(first[0]!.templateCode).toBe('bpm-task-todo');
    expect(first[0]!.templateContent).toMatch(new RegExp(`^您有一项待办：${NAME}，环节：领导审批，发起人：.+，办理期限：\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d。$`));
    expect(await messagesOf(c.deputy2.token)).toHaveLength(0);

    const [task] = await tasksOf(c, c.deputy1.token, instanceId);
    expect((await act(c, c.deputy1.token, 'approve', task.id)).code).toBe(0);
    const second = await messagesOf(c.deputy2.token);
    expect(second).toHaveLength(1);
    expect(second[0]!.templateContent).toContain('环节：复核');
    expect(second[0]!.templateContent).toContain('办理期限：未设定');
    expect(await messagesOf(c.deputy1.token)).toHaveLength(1);
    expect(await messagesOf(c.admin)).toHaveLength(0);

    // one outbox row per task, linking to the page where it is done
    const rows = await c.t.db.selectFrom('systemMessageOutbox').select(['userId', 'link']).where(sql<boolean>`template_params @> ${JSON.stringify({ processName: NAME })}::jsonb`).execute();
    const tasks = await tasksOf(c, c.admin, instanceId);
    expect(rows.map((r) => r.link).sort()).toEqual(tasks.map((t: { id: string }) => `/bpm/task/open/${t.id}`).sort());
  });

  /** The demo's super administrator, 超级管理员. */
  const ADMIN_ID = 1;

  it('tells the one a task is handed to (转办), with the step\'s deadline, in the same transaction as the hand-over', async () => {
    const definitionId = await deployed(c, 'message_transfer', xml(c.deputy1.id, c.deputy2.id, 'message_transfer', `${NAME}（转办）`), `${NAME}（转办）`);
    const instanceId = (await start(c, c.admin, definitionId)).data as string;
    const [task] = await tasksOf(c, c.deputy1.token, instanceId);
    const before = (await messagesOf(c.admin)).length;
    const handed = await c.t.call({ method: 'PUT', url: '/admin-api/bpm/task/update-assignee', token: c.deputy1.token, payload: { id: task.id, assigneeUserId: ADMIN_ID } });
    expect(handed.code, handed.msg).toBe(0);
    const told = (await messagesOf(c.admin)).slice(0, (await messagesOf(c.admin)).length - before);
    expect(told).toHaveLength(1);
    expect(told[0]!.templateContent).toMatch(new RegExp(`^您有一项待办：${NAME}（转办），环节：领导审批，发起人：.+，办理期限：\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d。$`));
    const rows = await c.t.db.selectFrom('systemMessageOutbox').select(['userId', 'link']).where('link', '=', `/bpm/task/open/${task.id}`).execute();
    expect(rows.map((r) => r.userId).sort()).toEqual([c.deputy1.id, ADMIN_ID].sort());
    // a refused hand-over tells nobody: the task is no longer the caller's
    const again = await c.t.call({ method: 'PUT', url: '/admin-api/bpm/task/update-assignee', token: c.deputy1.token, payload: { id: task.id, assigneeUserId: c.deputy2.id } });
    expect(again.code).not.toBe(0);
    expect(await c.t.db.selectFrom('systemMessageOutbox').select('id').where('link', '=', `/bpm/task/open/${task.id}`).execute()).toHaveLength(2);
  });
});
