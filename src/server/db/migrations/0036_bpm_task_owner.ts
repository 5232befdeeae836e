import { sql, type Kysely } from 'kysely';

/**
 * A task's owner (yudao's Flowable task owner): who handed it on by 转派 — the assignee before the transfer. They
 * still read the instance they acted on (the 1.6.2 detail page reloads it right after 转派成功); issue 37's
 * delegation gives the owner its decision back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bpm_task add column owner_user_id bigint`.execute(db);
  await sql`create index idx_bpm_task_owner on bpm_task (tenant_id, owner_user_id) where owner_user_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists idx_bpm_task_owner`.execute(db);
  await sql`alter table bpm_task drop column owner_user_id`.execute(db);
}
