import type { TenantScope } from '../db/tenantScope.ts';
import { syncAllDutySources } from '../modules/renda/dutyRecord/dutySources.ts';

/**
 * The demo's terms (届次, docs/duty-record.md "Terms"): the current 第十四届 (2023–2027) and the one before; then the
 * record of duty derived from every row the seed wrote (proposals through their commands already are; the backfill
 * makes sure of the rest, the same functions the commands use).
 */
export async function seedTermsAndRecord(scope: TenantScope): Promise<void> {
  const existing = await scope.selectFrom('rendaTerm').select('id').where('deleted', '=', false).executeTakeFirst();
  if (!existing) {
    await scope.insertInto('rendaTerm', [
      { name: '第十三届', startDate: new Date('2017-12-31T16:00:00Z'), endDate: new Date('2022-12-31T15:59:59Z'), isCurrent: false, remark: '2018—2022 年', creator: 'seed', updater: 'seed' },
      { name: '第十四届', startDate: new Date('2022-12-31T16:00:00Z'), endDate: new Date('2027-12-31T15:59:59Z'), isCurrent: true, remark: '2023—2027 年', creator: 'seed', updater: 'seed' },
    ]).execute();
  }
  await syncAllDutySources(scope);
}
