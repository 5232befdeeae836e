import { sql, type Kysely } from 'kysely';

/**
 * yudao's SMS fields the v1.6.2 screens show and filter by: a template's number at the provider (`apiTemplateId`,
 * which the HTTP gateway can be sent) and a log row's receipt (`receiveStatus`: 0 等待结果 until a provider reports).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table system_sms_template add column api_template_id varchar(63) not null default ''`.execute(db);
  await sql`alter table system_sms_log add column api_template_id varchar(63) not null default ''`.execute(db);
  await sql`alter table system_sms_log add column receive_status bigint not null default 0`.execute(db);
  await sql`alter table system_sms_log add column receive_time timestamptz`.execute(db);
  await sql`alter table system_sms_log add column api_receive_code varchar(63)`.execute(db);
  await sql`alter table system_sms_log add column api_receive_msg varchar(255)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table system_sms_template drop column api_template_id`.execute(db);
  for (const column of ['api_template_id', 'receive_status', 'receive_time', 'api_receive_code', 'api_receive_msg']) {
    await sql`alter table system_sms_log drop column ${sql.ref(column)}`.execute(db);
  }
}
