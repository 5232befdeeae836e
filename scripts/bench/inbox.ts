/**
 * The inbox benchmark (issue 33, docs/performance.md "Inbox"): prints figures, asserts nothing.
 * `TEST_DATABASE_URL=postgres://… node --import tsx scripts/bench/inbox.ts` (without it, PGlite in memory);
 * BENCH_TASKS (default 1 000 000) tasks in the tenant, BENCH_RUNS (default 300) page requests per measure.
 *
 * The todo page of 王联络 (staff), who holds 100 open tasks — half of them a proposal's 答复 with a 办理期限, so the
 * page's deadline, sort and overdue filter have work to do — in a tenant holding BENCH_TASKS tasks of 5 000 other
 * people across 100 000 instances, nine in ten of them decided. Each request goes through the whole API (inject:
 * security filter, input layer, the page's two statements, the business words); p50 / p95 of the response time.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestApp } from '../../tests/support/testApp.ts';
import { createTestDatabase } from '../../tests/support/testDatabase.ts';
import { percentile } from './lib/http.ts';

const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const INSTANCES = Math.max(1, Math.floor(TASKS / 10));
const MINE = 100;

const database = await createTestDatabase();
const t = await createTestApp({ logLevel: 'silent', bpmJobPollMs: 0 }, database);
try {
  const { accessToken: token, userId } = await t.login('staff', 'staff123');
  const definitions = await t.db.selectFrom('bpmProcessDefinition').select(['id', 'processKey']).where('tenantId', '=', 1).execute();
  const generic = definitions.find((d) => d.processKey === 'general_approval')!.id;
  const proposal = definitions.find((d) => d.processKey === 'renda_proposal')!.id;
  const proposals = (await t.db.selectFrom('rendaProposal').select('id').where('tenantId', '=', 1).orderBy('id').limit(50).execute()).map((p) => p.id);

  const filled = performance.now();
  // everyone else's work: decided instances and tasks, one open task in ten
  await sql`insert into bpm_process_instance (id, tenant_id, process_definition_id, name, start_user_id, status, result, variables, create_time)
    select 'bench-i-' || g, 1, ${generic}, '压测审批 ' || g, 1000 + g % 5000, 2, 2, '{}', now() - g * interval '1 minute'
    from generate_series(1, ${INSTANCES}) g`.execute(t.db);
  await sql`insert into bpm_task (id, tenant_id, process_instance_id, process_definition_id, definition_key, execution_id, name, assignee_user_id, result, create_time, end_time)
    select 'bench-t-' || g, 1, 'bench-i-' || (1 + g % ${INSTANCES}), ${generic}, 'approve', 'bench-x-' || g, '审批', 1000 + g % 5000,
      case when g % 10 = 0 then 1 else 2 end, now() - g * interval '1 second', case when g % 10 = 0 then null else now() end
    from generate_series(1, ${TASKS - MINE}) g`.execute(t.db);
  // the staff member's 100: 50 proposals' 答复 (their deadlines spread over the past and the next weeks), 50 approvals
  await sql`insert into bpm_process_instance (id, tenant_id, process_definition_id, name, business_key, start_user_id, status, result, variables)
    select 'bench-mine-' || g, 1, case when g <= 50 then ${proposal} else ${generic} end, '建议：压测建议 ' || g,
      case when g <= 50 then (${JSON.stringify(proposals)}::jsonb ->> ((g - 1) % ${proposals.length}))::text end, 101, 1, 1, '{}'
    from generate_series(1, ${MINE}) g`.execute(t.db);
  await sql`insert into bpm_task (id, tenant_id, process_instance_id, process_definition_id, definition_key, execution_id, name, assignee_user_id, result)
    select 'bench-mine-' || g, 1, 'bench-mine-' || g, case when g <= 50 then ${proposal} else ${generic} end,
      case when g <= 50 then 'handle' else 'approve' end, 'bench-mine-x-' || g, '审批', ${userId}, 1
    from generate_series(1, ${MINE}) g`.execute(t.db);
  await sql`update renda_proposal set deadline = now() + ((id % 40) - 10) * interval '1 day' where id = any(${proposals})`.execute(t.db);
  // as autovacuum would have by then
  for (const table of ['bpm_task', 'bpm_process_instance', 'renda_proposal', 'system_users']) await sql`analyze ${sql.table(table)}`.execute(t.db);
  const { count } = await t.db.selectFrom('bpmTask').select((eb) => eb.fn.countAll<string>().as('count')).where('tenantId', '=', 1).executeTakeFirstOrThrow();
  console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${Number(count).toLocaleString('en')} tasks in the tenant, ${MINE} open for the staff member (filled in ${((performance.now() - filled) / 1000).toFixed(0)} s)`);

  if (process.env.BENCH_EXPLAIN) {
    // the page's statement as inboxQuery.ts builds it (its deadline the proposal's), for the plan
    const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) select t.id, i.name, d.process_key,
        (case d.process_key when 'renda_proposal' then (case when t.definition_key = 'handle' then (select p.deadline from renda_proposal p
          where p.tenant_id = t.tenant_id and p.id = (case when i.business_key ~ '^[0-9]{1,18}$' then i.business_key::bigint end)) end) end) as deadline
      from bpm_task t join bpm_process_instance i on i.id = t.process_instance_id join bpm_process_definition d on d.id = t.process_definition_id
      where t.tenant_id = 1 and t.assignee_user_id = ${userId} and t.result = 1 order by deadline asc nulls last, t.create_time desc, t.id limit 10`.execute(t.db);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  async function measure(label: string, url: string): Promise<void> {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 20; i++) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: `/admin-api${url}`, headers: { 'tenant-id': '1', authorization: `Bearer ${token}` } });
      const elapsed = performance.now() - started;
      const body = res.json() as { code: number; msg: string; data: { total: number } };
      if (body.code !== 0) throw new Error(`${url}: ${body.msg}`);
      if (i >= 20) times.push(elapsed); // the first 20 warm the caches and the JIT
      if (i === 0) label += ` (total ${body.data.total})`;
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(52)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`);
  }
  // the same request path's floor on this machine now: a page of the same user's processes (no joins, no business)
  await measure('my-page (for comparison)', '/bpm/process-instance/my-page?pageNo=1&pageSize=10');
  await measure('todo-page, first page', '/bpm/task/todo-page?pageNo=1&pageSize=10');
  await measure('todo-page, page 5', '/bpm/task/todo-page?pageNo=5&pageSize=10');
  await measure('todo-page, overdue only', '/bpm/task/todo-page?pageNo=1&pageSize=10&overdue=true');
  await measure('todo-page, proposals only', '/bpm/task/todo-page?pageNo=1&pageSize=10&kind=proposal');
} finally {
  await t.close();
  await database.drop();
}
