import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/server/seed/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** The demo's approval processes (issue #15 point 8): a first start shows the feature working. */
describe('demo processes of a fresh database', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ bpmJobPollMs: 0 });
    admin = (await t.login('admin', 'admin123')).accessToken;
  });
  afterAll(async () => { await t.close(); });

  const resultsOf = async (key: string) => (await sql<{ result: number; n: number }>`
    select i.result, count(*)::int as n from bpm_process_instance i join bpm_process_definition d on d.id = i.process_definition_id
    where d.process_key = ${key} and i.tenant_id = 1 group by i.result order by i.result`.execute(t.db)).rows;

  it('has the leave and the general approval deployed and active, the latter with its designed form', async () => {
    const res = await t.call({ method: 'GET', url: '/admin-api/bpm/process-definition/list?suspensionState=1', token: admin });
    expect(res.code).toBe(0);
    const byKey = new Map(res.data.map((d: { key: string }) => [d.key, d]));
    expect(byKey.get('oa_leave')).toMatchObject({ name: '请假流程', formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail', suspensionState: 1 });
    const general = byKey.get('general_approval') as { formType: number; formId: number };
    expect(general).toMatchObject({ name: '通用审批', formType: 10, suspensionState: 1 });
    const form = await t.call({ method: 'GET', url: `/admin-api/bpm/form/get?id=${general.formId}`, token: admin });
    expect(form.data.name).toBe('事项申请单');
    // in the shape yudao 1.6.2's designer writes (issue 40 point 6)
    expect(form.data.fields.map((f: string) => JSON.parse(f).__vModel__)).toEqual(['title', 'kind', 'amount', 'date', 'content']);
  });

  it('has instances of both in every state, and each leave carries its instance\'s result', async () => {
    for (const key of ['oa_leave', 'general_approval']) {
      expect((await resultsOf(key)).map((r) => r.result)).toEqual([1, 2, 3, 4]);
    }
    const leaves = (await sql<{ leave: number; instance: number }>`
      select l.result as leave, i.result as instance from bpm_oa_leave l join bpm_process_instance i on i.id = l.process_instance_id`.execute(t.db)).rows;
    expect(leaves.length).toBe(5);
    for (const row of leaves) expect(row.leave).toBe(row.instance);
    // a long leave waits at 办公厅 for admin, who sees it in the to-do list
    const todo = await t.call({ method: 'GET', url: '/admin-api/bpm/task/todo-page?pageNo=1&pageSize=50', token: admin });
    expect(todo.data.list.map((task: { name: string }) => task.name)).toContain('办公厅审批');
  });

  it('is written once: seeding again adds no model, definition or instance', async () => {
    const count = async () => (await sql<{ n: number }>`select (select count(*) from bpm_process_instance) + (select count(*) from bpm_process_definition) + (select count(*) from bpm_model) as n`.execute(t.db)).rows[0].n;
    const before = Number(await count());
    await seedDatabase(t.db);
    expect(Number(await count())).toBe(before);
  });
});
