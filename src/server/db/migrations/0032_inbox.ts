import { sql, type Kysely } from 'kysely';

/**
 * One inbox with the business in it (issue 33 point 2, docs/inbox.md): an instance's name is its business title
 * (decision 79), so the column holds a proposal's whole title after its type, and the instances started before are
 * renamed as the business modules now name them at start (proposalTitle.ts, leaveService.ts). A title longer than the
 * column is cut with an ellipsis, as instanceTitle() cuts one.
 */
const fit = (text: string) => `case when length(${text}) > 255 then left(${text}, 254) || '…' else ${text} end`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw('alter table bpm_process_instance alter column name type varchar(255)').execute(db);

  const proposal = `coalesce((select d.label from system_dict_data d where d.dict_type = 'renda_proposal_type' and d.value = p.type
    and not d.deleted order by d.id limit 1), '建议') || '：' || p.title`;
  await sql.raw(`update bpm_process_instance i set name = ${fit(proposal)}
    from renda_proposal p where p.process_instance_id = i.id and p.tenant_id = i.tenant_id`).execute(db);

  const leave = `'请假：' || coalesce(u.nickname, '') || ' ' || l.day || ' 天'`;
  await sql.raw(`update bpm_process_instance i set name = ${fit(leave)}
    from bpm_oa_leave l left join system_users u on u.id = l.user_id
    where l.process_instance_id = i.id and l.tenant_id = i.tenant_id`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // the business titles stay (they are names, and the definitions' may have changed since); only the column shrinks
  await sql.raw(`update bpm_process_instance set name = left(name, 63) || '…' where length(name) > 64`).execute(db);
  await sql.raw('alter table bpm_process_instance alter column name type varchar(64)').execute(db);
}
