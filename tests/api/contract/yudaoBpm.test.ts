import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { expectAnswered, type Session } from '../../support/contract/call.ts';
import * as auth from '../../support/contract/login.ts';
import * as model from '../../support/contract/bpm/model.ts';
import * as instance from '../../support/contract/bpm/processInstance.ts';
import * as lists from '../../support/contract/bpm/lists.ts';
import { renderedBy162Parser } from '../../support/contract/bpm/formGenerator.ts';
import * as generalForm from '../../../src/server/db/migrations/0035_vue2_general_form.ts';

/**
 * The BPM pages of the yudao v1.6.2 vue2 client (issue 40): 流程模型 with its form column, the seeded process form
 * as 1.6.2's parser draws it, 发起流程 with that form, and the approver's process detail — its 转派 list included,
 * which staff may read although they may not query users.
 */
describe('a yudao v1.6.2 client: 流程模型, 流程表单, 发起流程 and the approver\'s detail', () => {
  let t: TestApp;
  const as = async (username: string, password: string): Promise<Session> =>
    ({ token: (await expectAnswered<{ accessToken: string }>(t, auth.login(username, password))).accessToken, tenantId: 1 });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('流程模型 names each model\'s form; the seeded form is drawn by 1.6.2\'s parser; 流程表单 lists it', async () => {
    const admin = await as('admin', 'admin123');
    const models = await expectAnswered<{ list: { key: string; formId: number | null; formName?: string }[] }>(t, model.getModelPage, admin);
    const general = models.list.find((m) => m.key === 'general_approval')!;
    expect(general).toMatchObject({ formId: expect.any(Number), formName: '事项申请单' });
    expect((await expectAnswered<{ id: number; name: string }[]>(t, model.getSimpleForms, admin))).toContainEqual({ id: general.formId, name: '事项申请单' });
    const form = await expectAnswered<{ conf: string; fields: string[] }>(t, model.getForm(general.formId!), admin);
    expect(renderedBy162Parser(form.conf, form.fields)).toEqual(['title', 'kind', 'amount', 'date', 'content']);
    await expectAnswered(t, model.getFormPage, admin);
  });

  it('a deputy starts 通用审批 from its form; staff open the detail, hand the task on through 转派 and it is decided', async () => {
    const deputy = await as('deputy1', 'deputy123');
    const definitions = await expectAnswered<{ id: string; name: string; formFields: string[]; formConf: string }[]>(t, instance.getProcessDefinitionList, deputy);
    const definition = definitions.find((d) => d.name === '通用审批')!;
    expect(renderedBy162Parser(definition.formConf, definition.formFields)).toEqual(['title', 'kind', 'amount', 'date', 'content']);
    // the parser's values: the select's option value, the number, the date as its value-format
    const variables = { title: '契约用车申请', kind: 2, amount: 120, date: '2026-12-20', content: '代表视察用车' };
    const id = await expectAnswered<string>(t, instance.createProcessInstance(definition.id, variables), deputy);

    const staff = await as('staff', 'staff123');
    // 转派's people: staff may not query users, yet list their peers and the deputies (issue 40 point 5)
    const people = await expectAnswered<{ id: number; nickname: string }[]>(t, instance.listSimpleUsers, staff);
    const deputy2 = people.find((u) => u.nickname === '李秀英') ?? people.find((u) => u.id === 102)!;
    expect(people.map((u) => u.id)).not.toContain(1);
    const detail = await expectAnswered(t, instance.getProcessInstance(id), staff);
    expect(detail.formVariables).toMatchObject(variables);
    expect(renderedBy162Parser(detail.processDefinition.formConf, detail.processDefinition.formFields)).toHaveLength(5);
    const tasks = await expectAnswered<{ id: string; result: number; assigneeUser?: { id: number } }[]>(t, instance.getTaskListByProcessInstanceId(id), staff);
    const open = tasks.find((task) => task.result === 1)!;
    expect(open.assigneeUser?.id).toBe(100);
    await expectAnswered(t, instance.updateTaskAssignee(open.id, deputy2.id), staff);
    const handed = await expectAnswered<{ id: string; result: number; assigneeUser?: { id: number } }[]>(t, instance.getTaskListByProcessInstanceId(id), staff);
    expect(handed.find((task) => task.id === open.id)?.assigneeUser?.id).toBe(deputy2.id);
    const deputy2Session = await as('deputy2', 'deputy123');
    await expectAnswered(t, instance.approveTask(open.id, '同意'), deputy2Session);
    expect(await expectAnswered(t, instance.getProcessInstance(id), deputy)).toMatchObject({ status: 2, result: 2 });
  });

  it('the lists with the filters their pages send: 我的流程, 待办 and 已办, 流程定义 by key, 请假 and its start, 用户组, 任务分配规则', async () => {
    const DAY = { beginCreateTime: '2000-01-01 00:00:00', endCreateTime: '2999-12-31 23:59:59' };
    const deputy = await as('deputy1', 'deputy123');
    await expectAnswered(t, lists.getMyProcessInstancePage({ ...DAY, result: '' }), deputy);
    const day = 86_400_000;
    const start = Date.UTC(2026, 11, 21) - 8 * 3_600_000;
    const leaveId = await expectAnswered<number>(t, lists.createLeave({ type: 1, reason: '契约请假', startTime: start, endTime: start + 2 * day }), deputy);
    await expectAnswered(t, lists.getLeave(leaveId), deputy);
    const leaves = await expectAnswered<{ list: { id: number }[] }>(t, lists.getLeavePage({ ...DAY, type: '', result: '', reason: '契约' }), deputy);
    expect(leaves.list.map((l) => l.id)).toContain(leaveId);
    const staff = await as('staff', 'staff123');
    await expectAnswered(t, lists.getTaskPage('todo', { ...DAY, name: '' }), staff);
    await expectAnswered(t, lists.getTaskPage('done'), staff);
    const admin = await as('admin', 'admin123');
    await expectAnswered(t, lists.getProcessDefinitionPage('general_approval'), admin);
    await expectAnswered(t, lists.getUserGroupPage, admin);
    const models = await expectAnswered<{ list: { id: number; key: string }[] }>(t, model.getModelPage, admin);
    await expectAnswered(t, lists.getTaskAssignRuleList(models.list.find((m) => m.key === 'general_approval')!.id), admin);
  });

  it('migration 0035 gives a form still as first seeded the 1.6.2 shape, and leaves an edited one alone', async () => {
    const seededBefore = JSON.stringify(generalForm.SEEDED_BEFORE.map((f) => JSON.stringify(f)));
    const edited = JSON.stringify([JSON.stringify({ type: 'input', field: 'x', title: '改过的' })]);
    const insert = (name: string, fields: string) =>
      sql<{ id: number }>`insert into bpm_form (tenant_id, name, status, conf, fields) values (1, ${name}, 0, '{}', ${fields}::jsonb) returning id`.execute(t.db);
    const [old, mine] = [(await insert('旧种子表单', seededBefore)).rows[0]!.id, (await insert('改过的表单', edited)).rows[0]!.id];
    await generalForm.up(t.db);
    const rows = await sql<{ id: number; conf: string; fields: string[] }>`select id, conf, fields from bpm_form where id in (${old}, ${mine}) order by id`.execute(t.db);
    expect(renderedBy162Parser(rows.rows[0]!.conf, rows.rows[0]!.fields)).toEqual(['title', 'kind', 'amount', 'date', 'content']);
    expect(rows.rows[1]!.fields).toEqual(JSON.parse(edited));
  });
});
