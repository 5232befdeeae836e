import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { DutyKind, replaceDutyItems } from '../../src/server/modules/renda/dutyRecord/dutyItems.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The ranking of a year (issue 36 point 4, docs/duty-score.md): every enabled deputy of the tenant the caller may see,
 * those without a duty with 0; equal scores share a rank ("1, 2, 2, 4") and keep one order (deputy number, then id)
 * across pages; filters narrow the group, searches find rows in it; another tenant and a narrower data scope see
 * their own deputies only; the Excel has the rows of the list.
 */
describe('duty ranking', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  const ids: Record<string, number> = {};
  let east: number;
  let west: number;
  const year = 2033;
  let source = 8000;
  type Row = { rank: number; deputyId: number; rendaNo: string | null; score: number; itemCount: number; level: number; deptName: string | null };

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.login('staff', 'staff123')).accessToken;
    admin = (await t.login('admin', 'admin123')).accessToken;
    for (const name of ['deputy1', 'deputy2']) ids[name] = (await t.login(name, 'deputy123')).userId;
    const deptOf = async (name: string) => (await t.db.selectFrom('systemDept').select('id').where('tenantId', '=', 1).where('name', '=', name).executeTakeFirstOrThrow()).id;
    east = await deptOf('城东区代表团');
    west = await deptOf('城西区代表团');
    // a third deputy among the generated ones, with a number after both, of neither delegation
    const third = await t.db.selectFrom('systemUsers').select(['id', 'rendaNo']).where('tenantId', '=', 1).where('rendaNo', '>', 'D2026002')
      .where((eb) => eb.or([eb('deptId', 'is', null), eb('deptId', 'not in', [east, west])]))
      .where('id', 'in', (eb) => eb.selectFrom('systemUserRole').innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId')
        .select('systemUserRole.userId').where('systemRole.code', '=', 'deputy').where('systemRole.tenantId', '=', 1).where('systemUserRole.deleted', '=', false))
      .where('status', '=', 0).where('deleted', '=', false).orderBy('rendaNo').limit(1).executeTakeFirstOrThrow();
    ids.third = third.id;
    // deputy2 and deputy1 tie at 10 (5 activities), the third is first with 15
    await give(ids.deputy2, DutyKind.ACTIVITY, 5);
    await give(ids.deputy1, DutyKind.ACTIVITY, 5);
    await give(ids.third, DutyKind.PROPOSAL_LEAD, 3);
  });
  afterAll(async () => t.close());

  async function give(deputyId: number, kind: DutyKind, count: number) {
    await new TenantScope(t.db, 1).transaction(async (scope) => {
      for (let i = 0; i < count; i++) {
        source += 1;
        await replaceDutyItems(scope, { kind, sourceId: source }, [{ deputyId, title: `第${source}项`, dutyDate: new Date(Date.UTC(year, 2, 1 + i, 3)), dutyType: '1' }]);
      }
    });
  }
  const ranking = async (query: Record<string, string | number> = {}, token = staff, tenantId?: number) => {
    const params = new URLSearchParams(Object.entries({ year, pageNo: 1, pageSize: 100, ...query }).map(([k, v]) => [k, String(v)]));
    const res = await t.call<{ list: Row[]; total: number }>({ method: 'GET', url: `/admin-api/renda/duty-record/ranking?${params}`, token, tenantId });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const deputiesOfTenant = async (tenantId: number) => Number((await t.db.selectFrom('systemUsers').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenantId', '=', tenantId).where('status', '=', 0).where('deleted', '=', false)
    .where('id', 'in', (eb) => eb.selectFrom('systemUserRole').innerJoin('systemRole', 'systemRole.id', 'systemUserRole.roleId').select('systemUserRole.userId')
      .where('systemRole.code', '=', 'deputy').where('systemRole.tenantId', '=', tenantId).where('systemRole.deleted', '=', false).where('systemUserRole.deleted', '=', false))
    .executeTakeFirstOrThrow()).n);

  it('ranks ties alike ("1, 2, 2, 4") in deputy-number order, and every other deputy with 0', async () => {
    const { list, total } = await ranking({ pageSize: 5 });
    expect(total).toBe(await deputiesOfTenant(1));
    expect(list.slice(0, 4).map((r) => [r.rank, r.deputyId, r.score])).toEqual([
      [1, ids.third, 15], [2, ids.deputy1, 10], [2, ids.deputy2, 10], [4, list[3].deputyId, 0],
    ]);
    expect(list[3]).toMatchObject({ itemCount: 0, level: 4 });
    expect(list[1]).toMatchObject({ rendaNo: 'D2026001', deptName: '城东区代表团', itemCount: 5, points: 10, adjust: 0 });
  });

  it('pages through every deputy once, in one order', async () => {
    const pages: Row[] = [];
    const total = (await ranking({ pageSize: 1 })).total;
    for (let pageNo = 1; pages.length < total; pageNo++) {
      const { list } = await ranking({ pageNo, pageSize: 100 });
      if (!list.length) break;
      pages.push(...list);
    }
    expect(new Set(pages.map((r) => r.deputyId)).size).toBe(total);
    const zeros = pages.filter((r) => r.score === 0);
    expect(zeros.every((r) => r.rank === 4)).toBe(true);
    const numbers = zeros.map((r) => `${r.rendaNo ?? '\uffff'}:${String(r.deputyId).padStart(12, '0')}`);
    expect(numbers).toEqual([...numbers].sort());
    // a page of the whole group (ranked among its first rows) says the rank a search finds (ranked over everyone)
    for (const row of [...pages.slice(0, 6), pages[pages.length - 1]].filter((r) => r.rendaNo)) {
      const found = (await ranking({ rendaNo: row.rendaNo! })).list.find((r) => r.deputyId === row.deputyId);
      expect([row.deputyId, found?.rank]).toEqual([row.deputyId, row.rank]);
    }
    // past the end: no rows, the total still said
    expect(await ranking({ pageNo: 1000, pageSize: 100 })).toMatchObject({ list: [], total });
  });

  it('says the same rows, ranks and total whether a page is read from the scores in order or from the whole group', async () => {
    // pages of 1 to 3 rows hold only deputies scoring above 0: read by walking the scores (rankingStatements' walk);
    // a page of 100 reaches the deputies at 0 and is read by ranking the whole group
    const whole = await ranking({ pageSize: 100 });
    for (const pageSize of [1, 2, 3]) {
      const rows: Row[] = [];
      for (let pageNo = 1; rows.length < 3; pageNo++) {
        const page = await ranking({ pageNo, pageSize });
        expect(page.total, `pages of ${pageSize}`).toBe(whole.total);
        rows.push(...page.list);
      }
      expect(rows.slice(0, 3), `pages of ${pageSize}`).toEqual(whole.list.slice(0, 3));
    }
    expect(whole.list.slice(0, 3).map((r) => [r.rank, r.deputyId])).toEqual([[1, ids.third], [2, ids.deputy1], [2, ids.deputy2]]);
    // a page beginning among the scored and ending among those at 0
    expect((await ranking({ pageNo: 2, pageSize: 2 })).list).toEqual(whole.list.slice(2, 4));
  });

  it('narrows the group by delegation, and finds by level, name and no duty without changing ranks', async () => {
    const eastern = await ranking({ deptId: east });
    expect(eastern.list.every((r) => r.deptName === '城东区代表团')).toBe(true);
    // ranked within the delegation: first there
    expect(eastern.list[0]).toMatchObject({ deputyId: ids.deputy1, rank: 1 });

    const named = await ranking({ nickname: '李秀英' });
    expect(named.list.map((r) => [r.deputyId, r.rank])).toEqual([[ids.deputy2, 2]]);
    const noDuty = await ranking({ noDuty: 'true', pageSize: 1 });
    expect(noDuty.total).toBe((await ranking({ pageSize: 1 })).total - 3);
    expect(noDuty.list[0]).toMatchObject({ itemCount: 0, rank: 4 });
    // 15 and 10 are both 不合格 under 90/75/60
    expect((await ranking({ level: 4, pageSize: 1 })).total).toBe((await ranking({ pageSize: 1 })).total);
    expect((await ranking({ level: 1 })).total).toBe(0);
  });

  it('ranks another tenant\'s deputies only for it', async () => {
    const admin2 = (await t.login('admin2', 'admin123', 2)).accessToken;
    const other = await ranking({}, admin2, 2);
    expect(other.total).toBe(await deputiesOfTenant(2));
    expect(other.list.some((r) => Object.values(ids).includes(r.deputyId))).toBe(false);
  });

  it('ranks only the deputies of the caller\'s data scope', async () => {
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.call<any>({ method, url: `/admin-api${url}`, payload, token: admin });
    const dept = west;
    const role = (await call('POST', '/system/role/create', { name: '城西排名', code: 'west_ranking', sort: 30 })).data;
    expect((await call('POST', '/system/permission/assign-role-menu', { roleId: role, menuIds: [1, 267] })).code).toBe(0);
    expect((await call('POST', '/system/permission/assign-role-data-scope', { roleId: role, dataScope: 2, dataScopeDeptIds: [dept] })).code).toBe(0);
    const user = (await call('POST', '/system/user/create', { username: 'westviewer', nickname: '城西观察员', password: 'pass1234', deptId: dept })).data;
    expect((await call('POST', '/system/permission/assign-user-role', { userId: user, roleIds: [role] })).code).toBe(0);
    const viewer = (await t.login('westviewer', 'pass1234')).accessToken;
    const seen = await ranking({}, viewer);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.list.every((r) => r.deptName === '城西区代表团')).toBe(true);
    // within the group it sees, deputy2 is first
    expect(seen.list[0]).toMatchObject({ deputyId: ids.deputy2, rank: 1 });
    // a page the scores' walk serves (a first page of one: scored deputies enough) skips those outside the group too
    expect(await ranking({ pageSize: 1 }, viewer)).toEqual({ total: seen.total, list: [seen.list[0]] });
  });

  it('exports the ranking as Excel with the rows of the list', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/admin-api/renda/duty-record/ranking/export-excel?year=${year}`, headers: { authorization: `Bearer ${staff}`, 'tenant-id': '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${year}年度履职排名.xlsx`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    const total = (await ranking({ pageSize: 1 })).total;
    expect(sheet.rowCount).toBe(total + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['排名', '代表姓名', '代表证号', '代表团', '选区', '履职项数', '规则得分', '调整分', '总分', '评分等级']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual([1, expect.any(String)]);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual([2, '张建国', 'D2026001', '城东区代表团', expect.anything(), 5, 10, 0, 10, '不合格']);
    // a deputy exports nothing
    const deputy = (await t.login('deputy1', 'deputy123')).accessToken;
    const refused = await t.app.inject({ method: 'GET', url: `/admin-api/renda/duty-record/ranking/export-excel?year=${year}`, headers: { authorization: `Bearer ${deputy}`, 'tenant-id': '1' } });
    expect(JSON.parse(refused.body).code).toBe(403);
  });
});
