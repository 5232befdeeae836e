import { sql, type Kysely } from 'kysely';

/**
 * Issue 40: yudao 1.6.2's tenant form requires 绑定域名, and the demo's two tenants had none, so that client could not
 * save an edit of them without one typed in. The seeded tenants still without a domain get the demo's (nothing
 * resolves a tenant by its domain: it is the administrator's record).
 */
const DOMAINS: ReadonlyArray<readonly [id: number, domain: string]> = [[1, 'rd.example.cn'], [2, 'qu.rd.example.cn']];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [id, domain] of DOMAINS) {
    await sql`update system_tenant set domain = ${domain} where id = ${id} and creator = 'seed' and (domain is null or domain = '')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [id, domain] of DOMAINS) {
    await sql`update system_tenant set domain = null where id = ${id} and creator = 'seed' and domain = ${domain}`.execute(db);
  }
}
