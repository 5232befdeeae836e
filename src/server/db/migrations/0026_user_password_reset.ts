import { sql, type Kysely } from 'kysely';

/**
 * A password an administrator set (a new account, a reset, an import) that its user must change at the next
 * password sign-in, when `sys.user.force-password-change` is on (SPEC §3: the login response's reset flag, `isRese`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table system_users add column password_reset_required boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table system_users drop column password_reset_required`.execute(db);
}
