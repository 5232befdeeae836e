import { sql, type Kysely } from 'kysely';

/**
 * Issue 40 point 2: where yudao's 1.6.2 client has a view, a menu names that view (its `src/views` path), or that
 * client opens a blank page. 租户套餐 and the three SMS pages had the later clients' paths. Only rows still holding
 * the seeded path change: a component an administrator set since is theirs.
 */
export const RENAMED: ReadonlyArray<readonly [before: string, after: string]> = [
  ['system/tenant/package/index', 'system/tenantPackage/index'],
  ['system/sms/channel/index', 'system/sms/smsChannel'],
  ['system/sms/template/index', 'system/sms/smsTemplate'],
  ['system/sms/log/index', 'system/sms/smsLog'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [before, after] of RENAMED) {
    await sql`update system_menu set component = ${after} where component = ${before}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [before, after] of RENAMED) {
    await sql`update system_menu set component = ${before} where component = ${after}`.execute(db);
  }
}
