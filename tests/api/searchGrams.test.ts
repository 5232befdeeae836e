import fs from 'node:fs';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceRepository, SEARCH_COUNT_CAP } from '../../src/server/crud/repository.ts';
import { containsPattern, containsText } from '../../src/server/db/like.ts';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { DEPUTY_ROLE } from '../../src/server/modules/system/permission/permissionService.ts';
import { holders, nicknameMatches, serving } from '../../src/server/modules/system/user/deputyQueries.ts';
import { pinyinQuery } from '../../src/server/modules/system/user/nicknamePinyin.ts';
import { nameColumns, nameRows } from '../support/chineseNames.ts';
import { makeSchemaCopyWithWidget } from '../support/throwawayResource.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * Issue 39 point 2, decision 100: a search of one or two Chinese characters, a number, Latin letters of any case is
 * narrowed by the characters-and-pairs index (`search_grams`) and finds exactly the rows a plain `ilike '%…%'` scan
 * finds; the picker's pinyin and initials find exactly the deputies whose keys start with the text; a text search's
 * total stops at 10 000 and says so.
 */
describe('searches people type', () => {
  let t: TestApp;
  let schemaDir: string;
  let admin: string;
  const ROWS = 20_000;
  const raw = () => t.db.withoutPlugins();
  const widgets = () => new ResourceRepository(t.db, t.registry.get('widget'), { userId: 1, tenantId: 1 });
  const sorted = (ids: unknown[]) => ids.map(Number).sort((a, b) => a - b);
  /** The ids a plain scan finds: `ilike` alone, which no index of the table answers. */
  const scanned = async (text: string) => sorted((await sql<{ id: number }>`select id from demo_widget
    where tenant_id = 1 and not deleted and name ilike ${containsPattern(text)}`.execute(raw())).rows.map((r) => r.id));

  beforeAll(async () => {
    schemaDir = makeSchemaCopyWithWidget();
    t = await createTestApp({ schemaDir });
    admin = (await t.login('admin', 'admin123')).accessToken;
    const names = nameColumns();
    await sql`select setseed(0.39)`.execute(raw());
    // generated names in tenant 1, every tenth row in tenant 2, and texts a search must take literally
    await sql`insert into demo_widget (tenant_id, name, quantity, status)
      select 1 + (g % 10 = 0)::int, ${names.nickname}, g % 500, g % 2 from ${nameRows(ROWS)}`.execute(raw());
    await sql`insert into demo_widget (tenant_id, name, quantity, status) values
      (1, 'Tom张', 1, 0), (1, 'TOMMY', 1, 0), (1, '100%达标', 1, 0), (1, '1000人', 1, 0), (1, '张_三', 1, 0), (1, '张x三', 1, 0),
      (1, 'a\\b', 1, 0), (1, '王', 1, 0), (1, 'No.2026-0042', 1, 0)`.execute(raw());
    await sql`update demo_widget set deleted = true where id % 97 = 0`.execute(raw());
    await sql`analyze demo_widget`.execute(raw());
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(schemaDir, { recursive: true, force: true });
  });

  it('the list finds exactly the rows a scan finds, for one, two and more characters, numbers and Latin letters', async () => {
    const texts = ['王', '张', '伟', '王伟', '李明', '张建国', '欧阳', '欧阳明', '明华', 'tom', 'TOM', 'Tom张', '1', '100', '100%', '%', '_',
      '张_', '\\', 'a\\b', '0042', 'no.2026', '张s', ' ', '诸葛亮'];
    const found: string[] = [];
    for (const text of texts) {
      const expected = await scanned(text);
      const rows = await widgets().list({ name: text }, 30_000);
      expect(sorted(rows.map((r) => r.id)), text).toEqual(expected);
      const page = await t.call({ method: 'GET', url: `/admin-api/demo/widget/page?pageSize=10&name=${encodeURIComponent(text)}`, token: admin });
      expect(page.data.total, text).toBe(Math.min(expected.length, SEARCH_COUNT_CAP));
      if (expected.length) found.push(text);
    }
    // these do find rows (a comparison of empty sets proves nothing)
    expect(found).toEqual(expect.arrayContaining(['王', '张', '伟', '王伟', '欧阳', 'tom', 'TOM', 'Tom张', '1', '100', '100%', '%', '_', '张_', '\\', 'a\\b', '0042', 'no.2026']));
    expect(await scanned('王伟')).toHaveLength((await widgets().list({ name: '王伟' }, 30_000)).length);
    expect((await scanned('王')).length).toBeGreaterThan(1000);
  });

  it('a two-character search is answered from the grams index', async () => {
    const compiled = widgets().pageStatement({ name: '王伟', pageNo: 1, pageSize: 10 }).compile(raw());
    const { rows } = await raw().executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
    const plan = rows.map((r) => Object.values(r as object)[0]).join('\n');
    expect(plan).toContain('auto_demo_widget_name_search');
  });

  it('the planner tells a common text from a rare one: its estimate follows the rows (decision 105)', async () => {
    // what the planner expects the search's condition to keep, read from `explain`
    const estimate = async (text: string) => {
      const compiled = sql`select id from demo_widget where tenant_id = 1 and not deleted and ${containsText('name', text)}`.compile(raw());
      const { rows } = await raw().executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return Number(/rows=(\d+)/.exec(String(Object.values(rows[0] as object)[0]))![1]);
    };
    // a tenth of the rows and more: within a factor of two (a partial index's statistics are never read, and an
    // `ilike`'s estimate multiplied in made these a few hundred)
    for (const text of ['王', '伟']) {
      const actual = (await scanned(text)).length;
      expect(actual, text).toBeGreaterThan(ROWS / 20);
      const guessed = await estimate(text);
      expect(guessed, text).toBeGreaterThan(actual / 2);
      expect(guessed, text).toBeLessThan(actual * 2);
    }
    // and a rare one is still taken for rare
    expect(await estimate('诸葛亮')).toBeLessThan(ROWS / 100);
  });

  it('a text search counts to 10 000 and says when there are more', async () => {
    await sql`insert into demo_widget (tenant_id, name, quantity, status) select 1, '压测' || g, 1, 0 from generate_series(1, ${SEARCH_COUNT_CAP + 50}) g`.execute(raw());
    const many = await t.call({ method: 'GET', url: `/admin-api/demo/widget/page?pageSize=10&name=${encodeURIComponent('压测')}`, token: admin });
    expect(many.data).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(many.data.list).toHaveLength(10);
    const some = await t.call({ method: 'GET', url: `/admin-api/demo/widget/page?pageSize=10&name=${encodeURIComponent('压测1000')}`, token: admin });
    expect(some.data.total).toBe(11); // 1000 and 10000–10009
    expect(some.data.totalCapped).toBeUndefined();
    // without a text search the total is exact (decision 52)
    const all = await t.call({ method: 'GET', url: '/admin-api/demo/widget/page?pageSize=10', token: admin });
    const { rows: [{ n }] } = await sql<{ n: number }>`select count(*)::int as n from demo_widget where tenant_id = 1 and not deleted`.execute(raw());
    expect(all.data).toMatchObject({ total: n });
    expect(n).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(all.data.totalCapped).toBeUndefined();
  });

  it('the picker finds by pinyin, initials, Chinese characters and deputy number exactly the deputies a scan finds', async () => {
    const scope = new TenantScope(t.db, 1);
    const deputies = await holders(scope, DEPUTY_ROLE).where(serving)
      .select(['systemUsers.id', 'systemUsers.nickname', 'systemUsers.nicknamePinyin', 'systemUsers.nicknameInitials', 'systemUsers.rendaNo']).execute();
    expect(deputies.length).toBeGreaterThan(500);
    const texts = ['zs', 'z', 'zhang', 'zhangw', 'wang', 'wangwei', 'ly', 'ouyang', 'oy', 'Zhang San', 'ZS', '张', '王', '明', '张伟', '欧阳', '王s', 'q'];
    const found: string[] = [];
    for (const text of texts) {
      const spelled = pinyinQuery(text);
      const expected = sorted(deputies.filter((d) => (spelled
        ? (d.nicknamePinyin ?? '').startsWith(spelled) || (d.nicknameInitials ?? '').startsWith(spelled)
        : d.nickname.toLowerCase().includes(text.trim().toLowerCase()))).map((d) => d.id));
      const rows = await nicknameMatches(holders(scope, DEPUTY_ROLE).where(serving), text).select('systemUsers.id').execute();
      expect(sorted(rows.map((r) => r.id)), text).toEqual(expected);
      const page = await t.call({ method: 'GET', url: `/admin-api/system/user/getDeputyPageBaseByRoleId?pageSize=100&nickname=${encodeURIComponent(text)}`, token: admin });
      expect(page.data.total, text).toBe(expected.length);
      if (expected.length) found.push(text);
    }
    expect(found).toEqual(expect.arrayContaining(['zs', 'z', 'zhang', 'wang', 'ZS', '张', '王', '欧阳', 'ouyang', 'oy']));
    for (const number of ['D2026', '2026012', '042', 'd20260']) {
      const expected = deputies.filter((d) => (d.rendaNo ?? '').toLowerCase().includes(number.toLowerCase())).length;
      const page = await t.call({ method: 'GET', url: `/admin-api/system/user/getDeputyPageBaseByRoleId?pageSize=100&rendaNo=${number}`, token: admin });
      expect(page.data.total, number).toBe(expected);
      expect(expected, number).toBeGreaterThan(0);
    }
  });

  it('the user list finds by name, mobile and deputy number exactly the users a scan finds', async () => {
    for (const [param, column, text] of [['nickname', 'nickname', '张'], ['nickname', 'nickname', '王伟'], ['mobile', 'mobile', '1350000'],
      ['mobile', 'mobile', '0042'], ['rendaNo', 'renda_no', '2026']] as const) {
      const { rows: [{ n }] } = await sql<{ n: number }>`select count(*)::int as n from system_users
        where tenant_id = 1 and not deleted and ${sql.ref(column)} ilike ${containsPattern(text)}`.execute(raw());
      const page = await t.call({ method: 'GET', url: `/admin-api/system/user/page?pageSize=10&${param}=${encodeURIComponent(text)}`, token: admin });
      expect(page.data.total, `${param}=${text}`).toBe(n);
      if (text !== '王伟') expect(n, text).toBeGreaterThan(0);
    }
  });
});
