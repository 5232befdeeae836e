import { sql, type Kysely } from 'kysely';

/**
 * Refresh-token rotation (docs/decisions.md): every refresh token belongs to the family of one sign-in, and a refresh
 * retires the token it used instead of keeping it. A retired token presented again (after a short grace) means it
 * was copied: the whole family is revoked. Tokens issued before this migration each start a family of their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`alter table system_oauth2_refresh_token add column family_id varchar(64)`).execute(db);
  await sql.raw(`alter table system_oauth2_refresh_token add column retired_time timestamptz`).execute(db);
  await sql.raw(`update system_oauth2_refresh_token set family_id = refresh_token`).execute(db);
  await sql.raw(`alter table system_oauth2_refresh_token alter column family_id set not null`).execute(db);
  await sql.raw(`create index idx_refresh_token_family on system_oauth2_refresh_token (family_id)`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop index if exists idx_refresh_token_family').execute(db);
  await sql.raw('alter table system_oauth2_refresh_token drop column if exists retired_time').execute(db);
  await sql.raw('alter table system_oauth2_refresh_token drop column if exists family_id').execute(db);
}
