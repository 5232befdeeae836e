import { sql, type Kysely } from 'kysely';

/**
 * Issue 40 point 3: fields yudao's 1.6.2 client reads. An SMS template keeps its `{name}` parameters (the 测试 dialog
 * asks for each), read from the content as on every write since; an SMS channel has its API account, secret and
 * receipt callback (the channel form requires the account: a channel without one becomes its code's, the seeded LOG
 * channel's `LOG`). The template form requires 短信 API 的模板编号 too: a template without one takes its code (what a
 * provider's console is usually given; the LOG channel sends nothing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table system_sms_template add column params jsonb not null default '[]'::jsonb`.execute(db);
  const templates = await sql<{ id: number; content: string }>`select id, content from system_sms_template`.execute(db);
  for (const { id, content } of templates.rows) {
    const params = [...new Set([...content.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
    await sql`update system_sms_template set params = ${JSON.stringify(params)}::jsonb where id = ${id}`.execute(db);
  }
  await sql`update system_sms_template set api_template_id = code where api_template_id = ''`.execute(db);
  await sql`alter table system_sms_channel add column api_key varchar(255) not null default ''`.execute(db);
  await sql`alter table system_sms_channel add column api_secret varchar(255)`.execute(db);
  await sql`alter table system_sms_channel add column callback_url varchar(255)`.execute(db);
  await sql`update system_sms_channel set api_key = code where api_key = ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table system_sms_template drop column params`.execute(db);
  for (const column of ['api_key', 'api_secret', 'callback_url']) {
    await sql`alter table system_sms_channel drop column ${sql.ref(column)}`.execute(db);
  }
}
