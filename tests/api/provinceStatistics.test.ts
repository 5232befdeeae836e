import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedScale, type ScaleReport } from '../../src/server/seed/scale/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * 省级统计 (issue 39 point 3, decision 101): the province's staff read the aggregates of its own tenant and every
 * tenant below it (a county under a city included), which add up to what each tenant's rows say; the answer names no
 * person and carries no row id of another tenant; a tenant outside the subtree is never counted; a city's staff read
 * their own subtree (the city and its county) and cannot call it for the province or a sibling.
 */
describe('province statistics', () => {
  let t: TestApp;
  let report: ScaleReport;
  let province: ScaleReport['tenants'][number];
  let county: number;
  let staff: string;
  const url = '/admin-api/renda/province/statistics';

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
  const proposalsOf = async (tenantId: number) =>
    Number((await one(sql<{ n: string }>`select count(*) as n from renda_proposal where tenant_id = ${tenantId} and status <> 0 and not deleted`)).n);

  beforeAll(async () => {
    t = await createTestApp();
    report = await seedScale(t.db, { deputies: 120, proposals: 240, answers: 300, dutyItems: 1200, tenants: 4 });
    province = report.tenants[0];
    // a county below the first city, made by the platform's administrator, with a proposal of its own
    const admin = (await t.login()).accessToken;
    const created = await t.call<number>({ method: 'POST', url: '/admin-api/system/tenant/create', token: admin, payload: {
      name: '东州市城东县人大常委会', contactName: '县人大办', status: 0, packageId: 1, expireTime: Date.UTC(2099, 0, 1), accountCount: 100,
      username: 'countyadmin', password: 'abc12345', parentId: report.tenants[1].id,
    } });
    expect(created.code, created.msg).toBe(0);
    county = created.data;
    await sql`insert into renda_proposal (tenant_id, title, type, content, deputy_id, status) values (${county}, '县里的建议', '2', '', 1, 1)`.execute(t.db);
    // tenant 2 is outside the province's subtree: its proposals must never be counted
    await sql`insert into renda_proposal (tenant_id, title, type, content, deputy_id, status) values (2, '区里的建议', '2', '', 1, 1)`.execute(t.db);
    staff = (await t.login('staff', 'staff123', province.id)).accessToken;
  }, 240_000);
  afterAll(async () => t.close());

  it('gives the province its own figures and each tenant\'s below it, which add up to their rows', async () => {
    const res = await t.call<any>({ method: 'GET', url, token: staff, tenantId: province.id });
    expect(res.code, res.msg).toBe(0);
    const ids = res.data.tenants.map((x: any) => x.tenantId);
    expect(ids).toEqual([province.id, ...report.tenants.slice(1).map((x) => x.id), county].sort((a, b) => (a === province.id ? -1 : b === province.id ? 1 : a - b)));
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(1);
    expect(res.data.tenants.find((x: any) => x.tenantId === county)).toMatchObject({ tenantName: '东州市城东县人大常委会', parentId: report.tenants[1].id });

    let sum = 0;
    for (const row of res.data.tenants) {
      const expected = await proposalsOf(row.tenantId);
      expect(row.proposals.total, row.tenantName).toBe(expected);
      expect(row.proposals.byStatus.reduce((s: number, x: any) => s + x.count, 0)).toBe(expected);
      sum += expected;
    }
    expect(res.data.total.proposals.total).toBe(sum);
    const units = Number((await one(sql<{ n: string }>`select count(distinct (proposal_id, dept_id)) as n from renda_proposal_unit
      where tenant_id in (${sql.join(ids)})`)).n);
    expect(res.data.total.byUnit.reduce((s: number, u: any) => s + u.given, 0)).toBe(units);

    const answers = Number((await one(sql<{ n: string }>`select count(*) as n from renda_answer where tenant_id in (${sql.join(ids)}) and not deleted`)).n);
    expect(res.data.total.surveys.answers).toBe(answers);
    expect(res.data.total.surveys.responseRate).toBeGreaterThan(0);
    const year = res.data.year;
    const scored = Number((await one(sql<{ n: string }>`select count(*) as n from renda_duty_score where tenant_id in (${sql.join(ids)}) and year = ${year}`)).n);
    expect(scored).toBeGreaterThan(0);
    expect(res.data.total.duty.scored).toBe(scored);
    expect(res.data.total.duty.byLevel.map((l: any) => l.label)).toEqual(['优秀', '良好', '合格', '不合格']);
    expect(res.data.total.duty.byLevel.reduce((s: number, l: any) => s + l.count, 0)).toBe(scored);
    expect(res.data.thresholds).toEqual([90, 75, 60]);
  });

  it('names no person and carries no row id of another tenant', async () => {
    const res = await t.call<any>({ method: 'GET', url, token: staff, tenantId: province.id });
    const text = JSON.stringify(res.data);
    const people = await t.db.selectFrom('systemUsers').select('nickname').where('tenantId', 'in', report.tenants.slice(1).map((x) => x.id)).execute();
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) expect(text.includes(`"${p.nickname}"`) || text.includes(p.nickname + '办理员'), p.nickname).toBe(false);
    const keys = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          keys.add(k);
          walk(x);
        }
      }
    };
    walk(res.data);
    const ids = [...keys].filter((k) => /id$/i.test(k));
    expect(ids.sort()).toEqual(['parentId', 'tenantId']);
  });

  it('lets a year be asked for, and refuses a malformed one', async () => {
    const last = await t.call<any>({ method: 'GET', url: `${url}?year=${new Date().getFullYear() - 1}`, token: staff, tenantId: province.id });
    expect(last.code, last.msg).toBe(0);
    expect(last.data.total.duty.scored).toBeGreaterThan(0);
    const bad = await t.call<any>({ method: 'GET', url: `${url}?year=abc`, token: staff, tenantId: province.id });
    expect(bad.code).toBe(400);
  });

  it('gives a city its own subtree only, never the province\'s or a sibling\'s', async () => {
    const city = report.tenants[1];
    const cityStaff = (await t.login('staff', 'staff123', city.id)).accessToken;
    // its own: the city and the county below it, nothing above or beside
    const own = await t.call<any>({ method: 'GET', url, token: cityStaff, tenantId: city.id });
    expect(own.code, own.msg).toBe(0);
    expect(own.data.tenants.map((x: any) => x.tenantId)).toEqual([city.id, county]);
    expect(own.data.total.proposals.total).toBe(await proposalsOf(city.id) + await proposalsOf(county));
    for (const other of [province.id, report.tenants[2].id]) {
      const res = await t.call({ method: 'GET', url, token: cityStaff, tenantId: other });
      expect(res.code, `tenant ${other}`).not.toBe(0);
      expect(res.code, `tenant ${other}`).toBe(403);
      expect(res.data ?? null).toBeNull();
    }
    // the platform's staff have the page, and below tenant 1 there is nothing: only its own figures
    const platform = (await t.login('staff', 'staff123')).accessToken;
    const mine = await t.call<any>({ method: 'GET', url, token: platform });
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.tenants.map((x: any) => x.tenantId)).toEqual([1]);
  });
});
