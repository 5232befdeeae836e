import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedScale, type ScaleReport } from '../../src/server/seed/scale/index.ts';
import { nicknameKeys } from '../../src/server/modules/system/user/nicknamePinyin.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The province data set (issue 39 point 1, docs/scaling.md) at a small size, as CI runs it on both databases: the
 * counts asked for are there, in the tenants made for them, the search keys are what the server computes, the totals
 * of the record of duty add up to its items, and the server answers its lists for the new tenants as their staff.
 */
describe('seed:scale', () => {
  let t: TestApp;
  let report: ScaleReport;
  const size = { deputies: 200, proposals: 400, answers: 600, dutyItems: 2000, tenants: 5 };
  const count = async (table: string, where = '') =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.raw(table)} where tenant_id in (${sql.join(report.tenants.map((x) => x.id))}) ${sql.raw(where)}`
      .execute(t.db)).rows[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    report = await seedScale(t.db, size);
  }, 240_000);
  afterAll(async () => t.close());

  it('makes a province and its cities, the cities below the province', async () => {
    expect(report.tenants).toHaveLength(5);
    const [province, ...cities] = report.tenants;
    expect(province).toMatchObject({ name: '江南省人大常委会', parentId: null });
    expect(cities.every((c) => c.parentId === province.id && c.name.endsWith('市人大常委会'))).toBe(true);
    const rows = await t.db.selectFrom('systemTenant').select(['id', 'parentId']).where('id', 'in', cities.map((c) => c.id)).execute();
    expect(rows.map((r) => Number(r.parentId))).toEqual(cities.map(() => province.id));
  });

  it('writes the counts asked for', async () => {
    expect(await count('system_users', "and username like 'sd%'")).toBe(200);
    expect(report.tenants.reduce((s, x) => s + x.deputies, 0)).toBe(200);
    expect(await count('renda_proposal')).toBe(400);
    expect(await count('renda_answer')).toBe(600);
    expect(await count('renda_answer_item')).toBe(1800); // three questions each
    expect(await count('renda_duty_item')).toBe(2000);
    // units for the proposals handled or past it; a process instance per submitted proposal; tasks for each
    expect(await count('renda_proposal_unit')).toBeGreaterThan(0);
    expect(await count('bpm_process_instance')).toBe(await count('renda_proposal', 'and status > 0'));
    expect(await count('bpm_task', 'and result = 1')).toBeGreaterThan(0);
    // the totals add up to the items
    expect(Number((await sql<{ n: string }>`select coalesce(sum(item_count), 0) as n from renda_duty_score where tenant_id in (${sql.join(report.tenants.map((x) => x.id))})`
      .execute(t.db)).rows[0].n)).toBe(2000);
    expect(await count('renda_duty_score', 'and points > 0')).toBeGreaterThan(0);
  });

  it('spreads each city\'s rows over statuses, units and names, as a real term would', async () => {
    // rows are dealt to the tenants in turn: a spread taken from the row's global number would give a city one value
    for (const city of report.tenants.slice(1)) {
      const spread = (await sql<{ statuses: string; units: string; types: string; names: string }>`select
        (select count(distinct status) from renda_proposal where tenant_id = ${city.id}) as statuses,
        (select count(distinct dept_id) from renda_proposal_unit where tenant_id = ${city.id}) as units,
        (select count(distinct type) from renda_proposal where tenant_id = ${city.id}) as types,
        (select count(distinct substr(nickname, 2)) from system_users where tenant_id = ${city.id} and username like 'sd%') as names`.execute(t.db)).rows[0];
      expect({ statuses: Number(spread.statuses), units: Number(spread.units) >= 6, types: Number(spread.types), names: Number(spread.names) >= 20 })
        .toEqual({ statuses: 7, units: true, types: 2, names: true });
    }
  });

  it('gives each deputy the search keys the server computes from the name', async () => {
    const rows = await t.db.selectFrom('systemUsers').select(['nickname', 'nicknamePinyin', 'nicknameInitials'])
      .where('tenantId', 'in', report.tenants.map((x) => x.id)).where('username', 'like', 'sd%').execute();
    expect(rows).toHaveLength(200);
    for (const r of rows) expect({ nickname: r.nickname, ...nicknameKeys(r.nickname) }).toEqual({ nickname: r.nickname, nicknamePinyin: r.nicknamePinyin, nicknameInitials: r.nicknameInitials });
    expect(new Set(rows.map((r) => r.nickname.slice(0, 1))).size).toBeGreaterThan(10);
  });

  it('lets each tenant\'s staff read their lists', async () => {
    const city = report.tenants[1];
    const staff = await t.login('staff', 'staff123', city.id);
    const admin = await t.login('admin', 'admin123', city.id);
    const users = await t.call<{ total: number }>({ method: 'GET', url: '/admin-api/system/user/page?pageNo=1&pageSize=10', token: admin.accessToken, tenantId: city.id });
    expect(users.code, users.msg).toBe(0);
    expect(users.data.total).toBeGreaterThanOrEqual(city.deputies);
    const proposals = await t.call<{ total: number }>({ method: 'GET', url: '/admin-api/renda/proposal/page?pageNo=1&pageSize=10', token: staff.accessToken, tenantId: city.id });
    expect(proposals.code, proposals.msg).toBe(0);
    expect(proposals.data.total).toBeGreaterThan(0);
    const todo = await t.call<{ total: number; list: { business: { kind: string } }[] }>({ method: 'GET', url: '/admin-api/bpm/task/todo-page?pageNo=1&pageSize=10', token: staff.accessToken, tenantId: city.id });
    expect(todo.code, todo.msg).toBe(0);
    expect(todo.data.total).toBeGreaterThan(0);
    expect(todo.data.list[0].business.kind).toBe('proposal');
    // the statistics' kept counts (migration 0052) were written by the generator's bulk inserts too
    const statistics = await t.call<{ total: number; byUnit: { given: number; replied: number }[] }>({ method: 'GET', url: '/admin-api/renda/proposal/statistics', token: staff.accessToken, tenantId: city.id });
    expect(statistics.code, statistics.msg).toBe(0);
    expect(statistics.data.total).toBe(await count('renda_proposal', `and status > 0 and tenant_id = ${city.id}`));
    const pairs = (await sql<{ given: string; replied: string }>`select count(distinct (proposal_id, dept_id)) as given,
      count(distinct (proposal_id, dept_id)) filter (where status = 2) as replied from renda_proposal_unit where tenant_id = ${city.id}`.execute(t.db)).rows[0];
    expect({ given: statistics.data.byUnit.reduce((n, u) => n + u.given, 0), replied: statistics.data.byUnit.reduce((n, u) => n + u.replied, 0) })
      .toEqual({ given: Number(pairs.given), replied: Number(pairs.replied) });
    const { rows: [survey] } = await sql<{ id: number }>`select id from renda_survey where tenant_id = ${city.id} order by id limit 1`.execute(t.db);
    const answers = await t.call<{ answerCount: number; questions: { answeredCount: number }[] }>({ method: 'GET', url: `/admin-api/renda/answer/getAnswerData?id=${survey.id}`, token: staff.accessToken, tenantId: city.id });
    expect(answers.code, answers.msg).toBe(0);
    expect(answers.data.answerCount).toBeGreaterThan(0);
    expect(answers.data.questions.map((q) => q.answeredCount)).toEqual([answers.data.answerCount, answers.data.answerCount, answers.data.answerCount]);
  });

  it('refuses to make the province a second time', async () => {
    await expect(seedScale(t.db, size)).rejects.toThrow(/规模数据已经存在/);
  });
});
