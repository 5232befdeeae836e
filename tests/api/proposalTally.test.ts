// The proposal statistics' kept counts (migration 0052, decision 104), on PGlite and PostgreSQL: whatever writes the
// proposals and their units — one row or many in a statement, two rows of one unit pair at once, a hard delete that
// cascades, a rolled-back transaction, commands side by side with folds — the counts equal what a scan of the rows
// gives, tenant by tenant.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { foldProposalTally, foldUnitTally, proposalFigures, unitFigures } from '../../src/server/modules/renda/proposal/proposalTally.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { onPostgres } from '../support/testDatabase.ts';

let t: TestApp;
const TENANTS = [1, 2];
const MARK = 'tally-test';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const key = (r: Record<string, unknown>) => JSON.stringify(r);
const sortedBy = <T extends Record<string, unknown>>(rows: T[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

/** What a scan of the rows gives: the statements the statistics ran before the counts were kept. */
async function scanned(tenantId: number) {
  const figures = await sql<{ status: number; type: string; satisfaction: string | null; overdue: boolean; count: number }>`
    select status::int as status, type, satisfaction, overdue, count(*)::int as count from renda_proposal
    where tenant_id = ${tenantId} and not deleted and status <> 0 group by status, type, satisfaction, overdue`.execute(t.db);
  const units = await sql<{ deptId: number; given: number; replied: number; late: number }>`
    select dept_id::int as "deptId", count(*)::int as given, (count(*) filter (where replied))::int as replied, (count(*) filter (where late))::int as late
    from (select dept_id, bool_and(status = 2) as replied, bool_or(overdue) as late from renda_proposal_unit
      where tenant_id = ${tenantId} group by proposal_id, dept_id) pair group by dept_id`.execute(t.db);
  return { figures: sortedBy(figures.rows), units: sortedBy(units.rows) };
}

async function kept(tenantId: number) {
  const scope = new TenantScope(t.db, tenantId);
  const figures = (await proposalFigures(scope)).map((f) => ({ ...f, status: Number(f.status) }));
  const units = (await unitFigures(scope)).map((u) => ({ ...u, deptId: Number(u.deptId) }));
  return { figures: sortedBy(figures), units: sortedBy(units) };
}

async function expectCountsAsScanned(step: string) {
  for (const tenantId of TENANTS) expect(await kept(tenantId), `${step}, tenant ${tenantId}`).toEqual(await scanned(tenantId));
}

/** `count` proposals of each tenant in one statement, their statuses dealt in turn (0 = 草稿 … 6 = 已办结). */
async function insertProposals(count: number): Promise<void> {
  await sql`insert into renda_proposal (tenant_id, title, type, deputy_id, status, satisfaction, overdue, creator)
    select tn, '计数' || g, (1 + g % 2)::text, 1, g % 7, case when g % 7 = 6 then (1 + g % 3)::text end, g % 7 = 4 and g % 3 = 0, ${MARK}
    from generate_series(1, ${count}::int) g cross join unnest(${TENANTS}::bigint[]) tn`.execute(t.db);
}

const mine = (status?: number) => sql`creator = ${MARK}${status === undefined ? sql`` : sql` and status = ${status}`}`;

describe('the proposal statistics\' kept counts', () => {
  it('equal a scan after every shape of write, in each tenant', async () => {
    await insertProposals(60);
    await expectCountsAsScanned('60 proposals per tenant in one statement');

    // many rows of one statement moving between keys both ways (3 → 4 and 4 → 3 at once)
    await sql`update renda_proposal set status = case status when 3 then 4 when 4 then 3 else status end where ${mine()} and status in (3, 4)`.execute(t.db);
    await sql`update renda_proposal set overdue = not overdue where ${mine(4)}`.execute(t.db);
    await sql`update renda_proposal set satisfaction = '3' where ${mine(6)} and satisfaction = '1'`.execute(t.db);
    await expectCountsAsScanned('statuses, lateness and ratings moved');

    // units: two rounds of one unit for the same proposal written in one statement, and a second unit
    const depts = (await sql<{ tenantId: number; id: number }>`select tenant_id as "tenantId", id from system_dept where tenant_id in (1, 2) order by id`.execute(t.db)).rows;
    const deptA = (tenantId: number) => depts.filter((d) => d.tenantId === tenantId)[0]!.id;
    const deptB = (tenantId: number) => depts.filter((d) => d.tenantId === tenantId).at(-1)!.id;
    await sql`insert into renda_proposal_unit (tenant_id, proposal_id, dept_id, handle_type, handler_user_id, round, status, overdue)
      select p.tenant_id, p.id, case when r.unit = 1 then ${sql.lit(deptA(1))} else ${sql.lit(deptB(1))} end, r.unit::text, 1, r.round, 1, false
      from renda_proposal p cross join (values (1, 1), (1, 2), (2, 1)) r(unit, round)
      where p.tenant_id = 1 and ${mine()} and p.status >= 4`.execute(t.db);
    await sql`insert into renda_proposal_unit (tenant_id, proposal_id, dept_id, handle_type, handler_user_id, round, status, overdue)
      select p.tenant_id, p.id, ${sql.lit(deptA(2))}, '1', 1, 1, 1, p.id % 2 = 0 from renda_proposal p where p.tenant_id = 2 and ${mine()} and p.status >= 4`.execute(t.db);
    await expectCountsAsScanned('units given, two rounds of a pair in one statement');

    // a pair's two rows replied in one statement; then one round only of others (not replied as a pair); late flags
    const someProposal = (await sql<{ id: number }>`select min(proposal_id) as id from renda_proposal_unit where tenant_id = 1`.execute(t.db)).rows[0]!.id;
    await sql`update renda_proposal_unit set status = 2 where proposal_id = ${someProposal}`.execute(t.db);
    await sql`update renda_proposal_unit set status = 2 where tenant_id = 1 and round = 1 and proposal_id <> ${someProposal}`.execute(t.db);
    await sql`update renda_proposal_unit set overdue = true where tenant_id = 2 and proposal_id % 3 = 0`.execute(t.db);
    await sql`update renda_proposal_unit set reply_content = '<p>改了措辞</p>' where tenant_id = 2`.execute(t.db);
    await expectCountsAsScanned('replies and lateness of units');

    // one round's row removed; a soft delete; a hard delete whose units go with it (on delete cascade)
    await sql`delete from renda_proposal_unit where tenant_id = 1 and round = 2 and proposal_id % 2 = 0`.execute(t.db);
    await sql`update renda_proposal set deleted = true where ${mine(1)}`.execute(t.db);
    await sql`delete from renda_proposal where ${mine()} and status >= 5 and id % 2 = 1`.execute(t.db);
    await expectCountsAsScanned('rows deleted, soft and hard');

    // a transaction rolled back leaves the counts as they were
    await t.db.transaction().execute(async (trx) => {
      await sql`update renda_proposal set status = 6 where ${mine()}`.execute(trx);
      await sql`delete from renda_proposal_unit where tenant_id = 2`.execute(trx);
      throw new Error('rolled back');
    }).catch((error: Error) => expect(error.message).toBe('rolled back'));
    await expectCountsAsScanned('a rolled-back transaction');
  });

  it('a read folds a tenant\'s piled-up deltas into one row per key, and the counts stay', async () => {
    const ids = (await sql<{ id: number }>`select id from renda_proposal where tenant_id = 1 and ${mine(2)} and not deleted order by id`.execute(t.db)).rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(1);
    // a command at a time, each moving one proposal: a delta pair per statement
    for (let i = 0; i < 120; i++) await sql`update renda_proposal set status = ${i % 2 ? 2 : 3} where id = ${ids[i % ids.length]!}`.execute(t.db);
    const entries = async () => Number((await sql<{ n: string }>`select count(*) as n from renda_proposal_tally where tenant_id = 1`.execute(t.db)).rows[0]!.n);
    expect(await entries()).toBeGreaterThan(200);
    const before = await scanned(1);
    expect(await kept(1), 'the read that folds').toEqual(before);
    const keys = before.figures.length;
    expect(await entries(), 'one row per key after the fold').toBeLessThanOrEqual(keys);
    expect(await kept(1), 'read from the folded rows').toEqual(before);
    // the other tenant's rows are not folded by this tenant's read
    expect(Number((await sql<{ n: string }>`select count(*) as n from renda_proposal_tally where tenant_id = 2`.execute(t.db)).rows[0]!.n)).toBeGreaterThan(0);
  });

  it(`commands side by side with folds lose and double nothing${onPostgres() ? '' : ' (PGlite: one session, taken in turn)'}`, async () => {
    const ids = (await sql<{ id: number }>`select id from renda_proposal where ${mine()} and not deleted and status between 1 and 5 order by id`.execute(t.db)).rows.map((r) => r.id);
    const scopes = TENANTS.map((tenantId) => new TenantScope(t.db, tenantId));
    const writer = async (w: number) => {
      for (let i = 0; i < 15; i++) {
        const id = ids[(w * 15 + i) % ids.length]!;
        // a command's transaction: the proposal moves and its units with it, committed or not
        await t.db.transaction().execute(async (trx) => {
          await sql`update renda_proposal set status = 1 + (status % 5), overdue = not overdue where id = ${id}`.execute(trx);
          await sql`update renda_proposal_unit set status = 3 - status where proposal_id = ${id}`.execute(trx);
          if (i % 5 === 4) throw new Error('rolled back');
        }).catch((error: Error) => expect(error.message).toBe('rolled back'));
      }
    };
    const folder = async () => {
      for (let i = 0; i < 10; i++) for (const scope of scopes) await Promise.all([foldProposalTally(scope), foldUnitTally(scope)]);
    };
    await Promise.all([writer(0), writer(1), writer(2), writer(3), folder(), folder()]);
    await expectCountsAsScanned('after the writers and the folds');
  });
});
