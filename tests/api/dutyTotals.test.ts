import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScope } from '../../src/server/db/tenantScope.ts';
import { DutyKind, dutyYear, refreshDutyTotals, replaceDutyItems, rescoreDutyYears } from '../../src/server/modules/renda/dutyRecord/dutyItems.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The record's totals (migration 0046, docs/duty-record.md): a source's items replace its earlier ones, the tallies and
 * the score follow in the same transaction, the score is the rules' points within their caps plus the adjustments,
 * and concurrent writers for one deputy never lose a count.
 */
describe('duty record totals', () => {
  let t: TestApp;
  let scope: TenantScope;
  let deputy: number;
  let other: number;
  const year = 2031; // a year no seeded duty falls in

  beforeAll(async () => {
    t = await createTestApp();
    scope = new TenantScope(t.db, 1);
    deputy = (await t.login('deputy1', 'deputy123')).userId;
    other = (await t.login('deputy2', 'deputy123')).userId;
    await t.db.deleteFrom('rendaDutyScoreRule').where('tenantId', '=', 1).execute();
    await t.db.insertInto('rendaDutyScoreRule').values([
      { tenantId: 1, kind: DutyKind.ACTIVITY, dutyType: null, points: 2, yearCap: 7 },
      { tenantId: 1, kind: DutyKind.ACTIVITY, dutyType: '1', points: 5, yearCap: null },
      { tenantId: 1, kind: DutyKind.PROPOSAL_LEAD, dutyType: null, points: 3, yearCap: null },
    ]).execute();
  });
  afterAll(async () => t.close());

  const at = (month: number, day = 10) => new Date(Date.UTC(year, month - 1, day, 2));
  const score = (deputyId: number, y = year) => t.db.selectFrom('rendaDutyScore').select(['points', 'adjust', 'score', 'itemCount'])
    .where('tenantId', '=', 1).where('deputyId', '=', deputyId).where('year', '=', y).executeTakeFirst();
  const write = (kind: DutyKind, sourceId: number, items: { deputyId: number; dutyDate: Date; dutyType?: string }[]) =>
    scope.transaction((s) => replaceDutyItems(s, { kind, sourceId }, items.map((i) => ({ title: `第${sourceId}项`, ...i }))));

  it('counts the year in China: 31 December 20:00 UTC is already the next year', () => {
    expect(dutyYear(new Date(Date.UTC(2030, 11, 31, 20)))).toBe(2031);
    expect(dutyYear(new Date(Date.UTC(2030, 11, 31, 15)))).toBe(2030);
  });

  it('scores by the rule of the duty type, else of the kind, within the kind rule\'s cap; rewriting a source replaces its items', async () => {
    await write(DutyKind.ACTIVITY, 9001, [{ deputyId: deputy, dutyDate: at(3), dutyType: '2' }]);
    await write(DutyKind.ACTIVITY, 9002, [{ deputyId: deputy, dutyDate: at(4), dutyType: '3' }]);
    await write(DutyKind.ACTIVITY, 9003, [{ deputyId: deputy, dutyDate: at(5), dutyType: '1' }, { deputyId: other, dutyDate: at(5), dutyType: '1' }]);
    expect(await score(deputy)).toMatchObject({ itemCount: 3 });
    expect((await score(deputy))!.points).toBe(2 + 2 + 5);
    expect((await score(other))!.points).toBe(5);

    // two more of the capped rule: 4 × 2 = 8, capped at 7
    await write(DutyKind.ACTIVITY, 9004, [{ deputyId: deputy, dutyDate: at(6), dutyType: '4' }]);
    await write(DutyKind.ACTIVITY, 9005, [{ deputyId: deputy, dutyDate: at(7), dutyType: '4' }]);
    expect((await score(deputy))!.points).toBe(7 + 5);

    // the activity 9003 now without the deputy: only `other` keeps it
    await write(DutyKind.ACTIVITY, 9003, [{ deputyId: other, dutyDate: at(5), dutyType: '1' }]);
    expect(await score(deputy)).toMatchObject({ itemCount: 4 });
    expect((await score(deputy))!.points).toBe(7);

    // moved to another year: leaves this one, enters that one
    await write(DutyKind.ACTIVITY, 9005, [{ deputyId: deputy, dutyDate: new Date(Date.UTC(year + 1, 0, 5)), dutyType: '4' }]);
    expect(await score(deputy)).toMatchObject({ itemCount: 3 });
    expect(await score(deputy, year + 1)).toMatchObject({ itemCount: 1 });
  });

  it('adds the adjustments and follows a rule change for the whole tenant', async () => {
    await t.db.insertInto('rendaDutyScoreAdjust').values({ tenantId: 1, deputyId: deputy, year, points: -1.5, reason: '缺席常委会会议' }).execute();
    await scope.transaction((s) => refreshDutyTotals(s, [{ deputyId: deputy, year }]));
    expect(await score(deputy)).toMatchObject({ points: 6, adjust: -1.5, score: 4.5 });

    await t.db.updateTable('rendaDutyScoreRule').set({ yearCap: null }).where('tenantId', '=', 1).where('kind', '=', DutyKind.ACTIVITY).execute();
    await rescoreDutyYears(scope, year);
    expect((await score(deputy))!.score).toBe(3 * 2 - 1.5);
  });

  it('counts items without a rule but gives them no points', async () => {
    await write(DutyKind.SURVEY, 9101, [{ deputyId: other, dutyDate: at(8) }]);
    expect(await score(other)).toMatchObject({ itemCount: 2 });
    expect((await score(other))!.points).toBe(5);
  });

  it('loses no count when sources for one deputy are written at once', async () => {
    const before = (await score(other))!.itemCount;
    await Promise.all(Array.from({ length: 12 }, (_, i) =>
      write(DutyKind.PROPOSAL_LEAD, 9200 + i, [{ deputyId: other, dutyDate: at(9, 1 + i) }])));
    expect(await score(other)).toMatchObject({ itemCount: before + 12 });
    expect((await score(other))!.points).toBe(5 + 12 * 3);
  });

  it('refuses to write outside a transaction', async () => {
    await expect(replaceDutyItems(scope, { kind: DutyKind.SURVEY, sourceId: 1 }, [])).rejects.toThrow(/transaction/);
  });
});
