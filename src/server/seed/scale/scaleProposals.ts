import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { TOPICS, UNITS } from './names.ts';
import { SCALE_CREATOR } from './scaleTenants.ts';
import type { CountedTenant } from './scaleSeed.ts';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const tenantsTable = (tenants: CountedTenant[]) => sql`(select * from jsonb_to_recordset(${json(tenants)}) as x(k int, id bigint, d int))`;

/**
 * `count` proposals dealt to the tenants in turn (proposal g to tenant (g - 1) mod T), in the statuses of a term under
 * way (per 20: 1 draft, 2 in review, 1 returned, 2 to assign, 6 handling — every seventh late —, 2 to rate, 6 closed
 * with 70 / 20 / 10 % 满意 / 基本满意 / 不满意; every spread within a tenant is drawn from the proposal's number there,
 * (g - 1) / T, since g mod anything dividing T is one value for all of a tenant's proposals), each led by one of its tenant's deputies; then the units they were given (a lead unit, every third a helper:
 * `renda_proposal_unit`, which the statistics read) and their process: one `bpm_process_instance` per submitted
 * proposal and the `bpm_task` rows the proposal process leaves at that point — decided steps with their result and
 * time, and the open one assigned as the process assigns it (审核 and 交办 to the staff, 单位办理 to each unit's leader,
 * 代表评价 and 修改 to the deputy). The open tasks are what 待办 lists: the staff member of a tenant holds a tenth of
 * its proposals there, among all its tasks. The instances are rows to read, not live flows: they have no engine
 * state, so no command can move them on.
 */
export async function createScaleProposals(trx: Db, tenants: CountedTenant[], count: number): Promise<void> {
  const T = tenants.length;
  const t = tenantsTable(tenants);
  const year = new Date().getFullYear();
  await sql`insert into renda_proposal (tenant_id, title, type, category, content, deputy_id, cosigner_ids, session, year, serial_no,
      status, dept_id, satisfaction, round, process_instance_id, deadline, overdue, submit_time, accept_time, close_time, create_time,
      update_time, creator, updater)
    select t.id, '关于' || tp.topic || '的' || case when n.n % 4 = 0 then '议案' else '建议' end, case when n.n % 4 = 0 then '1' else '2' end,
      (1 + n.n % 8)::text, '<p>近年来，群众对这一问题反映较为集中。经走访调研，现提出以下建议。</p>', dep.id, '[]'::jsonb,
      '第十四届人民代表大会第三次会议', ${year} - (n.n % 5 = 0)::int, g, st.status,
      case when st.status >= 4 then unit.id end,
      case when st.status = 6 then case when n.n / 20 % 10 < 7 then '1' when n.n / 20 % 10 < 9 then '2' else '3' end end,
      1, case when st.status > 0 then md5('scale-' || t.id || '-' || g)::uuid::text end,
      case when st.status >= 4 then now() - make_interval(days => n.n % 300) + interval '90 days' end,
      st.status = 4 and n.n / 20 % 7 = 0,
      case when st.status > 0 then now() - make_interval(days => n.n % 300) end,
      case when st.status >= 3 then now() - make_interval(days => n.n % 300) + interval '3 days' end,
      case when st.status = 6 then now() - make_interval(days => n.n % 300) + interval '60 days' end,
      now() - make_interval(days => n.n % 300, hours => 2), now(), ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from generate_series(1, ${count}::int) g
    join ${t} t on t.k = (g - 1) % ${T}
    cross join lateral (select (g - 1) / ${T} as n) n
    join scale_deputy dep on dep.tenant_id = t.id and dep.n = (n.n * 7) % t.d
    cross join lateral (select (array[0, 1, 1, 2, 3, 3, 4, 4, 4, 4, 4, 4, 5, 5, 6, 6, 6, 6, 6, 6])[1 + n.n % 20] as status) st
    join jsonb_to_recordset(${json(TOPICS.map((topic, i) => ({ i, topic })))}) as tp(i int, topic text) on tp.i = n.n / 20 % ${TOPICS.length}
    left join lateral (select d.id from system_dept d join system_dept root on root.id = d.parent_id and root.name = '承办单位'
      where d.tenant_id = t.id and d.sort = 1 + n.n * 5 % ${UNITS.length} limit 1) unit on true`.execute(trx);

  const mine = sql`p.tenant_id in (select tt.id from ${t} tt) and p.creator = ${SCALE_CREATOR}`;
  // the units: the lead unit, and every third proposal a helping one; replied once the proposal waits for its rating
  await sql`insert into renda_proposal_unit (tenant_id, proposal_id, dept_id, handle_type, handler_user_id, round, status, reply_content,
      handle_result, result_type, reply_time, deadline, overdue, create_time, update_time)
    select p.tenant_id, p.id, d.id, u.handle_type, d.leader_user_id, 1, case when p.status >= 5 then 2 else 1 end,
      case when p.status >= 5 then '<p>经研究，已列入年度工作计划并组织实施。</p>' end,
      case when p.status >= 5 then '1' end, case when p.status >= 5 and u.handle_type = '1' then 'A' end,
      case when p.status >= 5 then p.accept_time + interval '40 days' end, p.deadline, p.overdue, p.accept_time, now()
    from renda_proposal p
    cross join lateral (values ('1', 0), ('2', 1)) u(handle_type, shift)
    join system_dept d on d.tenant_id = p.tenant_id and d.parent_id = (select r.id from system_dept r where r.tenant_id = p.tenant_id and r.name = '承办单位' limit 1)
      and d.sort = 1 + ((p.serial_no - 1) / ${T} * 5 + u.shift) % ${UNITS.length}
    where ${mine} and p.status >= 4 and (u.shift = 0 or (p.serial_no - 1) / ${T} % 3 = 0)`.execute(trx);

  // one copy per tenant of the proposal process's definition, which the tasks name and the todo page joins
  // the template is the first tenant's (the seed deploys it there): read across tenants on purpose, as the roles are
  const definition = (await sql<{ id: string }>`select id from bpm_process_definition where process_key = 'renda_proposal'
    order by tenant_id, version desc limit 1`.execute(trx)).rows[0];
  if (!definition) return;
  await sql`insert into bpm_process_definition (id, tenant_id, model_id, process_key, version, name, description, category, engine_prefix,
      bpmn_xml, checksum, form_type, form_id, form_conf, form_fields, form_custom_create_path, form_custom_view_path, suspension_state, creator,
      create_time)
    select 'renda_proposal:scale' || t.id || ':' || md5('scale-definition-' || t.id)::uuid, t.id, d.model_id, d.process_key, d.version, d.name,
      d.description, d.category, d.engine_prefix, d.bpmn_xml, d.checksum, d.form_type, d.form_id, d.form_conf, d.form_fields,
      d.form_custom_create_path, d.form_custom_view_path, d.suspension_state, ${SCALE_CREATOR}, now()
    from ${t} t cross join bpm_process_definition d where d.id = ${definition.id}`.execute(trx);
  const defOf = sql`('renda_proposal:scale' || p.tenant_id || ':' || md5('scale-definition-' || p.tenant_id)::uuid)`;
  await sql`insert into bpm_process_instance (id, tenant_id, process_definition_id, name, category, business_key, start_user_id, status, result,
      variables, create_time, end_time)
    select p.process_instance_id, p.tenant_id, ${defOf}, '建议：' || p.title, d.category, p.id::text, p.deputy_id,
      case when p.status = 6 then 2 else 1 end, case when p.status = 6 then 2 else 1 end, '{}'::jsonb, p.submit_time, p.close_time
    from renda_proposal p join bpm_process_definition d on d.id = ${definition.id}
    where ${mine} and p.status > 0`.execute(trx);

  // the tasks: (step, name, the status from which it is decided, the status in which it is open, who holds it)
  const steps = [
    { key: 'review', name: '审核', decided: 3, open: 1, who: 'staff' },
    { key: 'review', name: '审核', decided: 2, open: -1, who: 'staff' },
    { key: 'revise', name: '修改', decided: 99, open: 2, who: 'deputy' },
    { key: 'assign', name: '交办', decided: 4, open: 3, who: 'staff' },
    { key: 'feedback', name: '代表评价', decided: 6, open: 5, who: 'deputy' },
  ];
  await sql`insert into bpm_task (id, tenant_id, process_instance_id, process_definition_id, definition_key, execution_id, name, assignee_user_id,
      result, create_time, end_time)
    select md5(p.process_instance_id || s.key || s.decided)::uuid::text, p.tenant_id, p.process_instance_id, ${defOf}, s.key,
      s.key || '_' || left(md5(p.process_instance_id || s.key || s.decided), 10), s.name,
      case when s.who = 'staff' then staff.id else p.deputy_id end,
      case when p.status = s.open then 1 when s.decided = 2 then 5 else 2 end,
      p.submit_time + make_interval(days => s.decided), case when p.status = s.open then null else p.submit_time + make_interval(days => s.decided + 1) end
    from renda_proposal p
    cross join jsonb_to_recordset(${json(steps)}) as s(key text, name text, decided int, open int, who text)
    left join system_users staff on staff.tenant_id = p.tenant_id and staff.username = 'staff' and not staff.deleted
    where ${mine} and p.status > 0 and (p.status = s.open or (p.status >= s.decided and s.decided <> 2) or (p.status = 2 and s.decided = 2))`.execute(trx);
  // 单位办理: one task per unit, open while the proposal is handled
  await sql`insert into bpm_task (id, tenant_id, process_instance_id, process_definition_id, definition_key, execution_id, name, assignee_user_id,
      result, create_time, end_time)
    select md5(p.process_instance_id || 'handle' || u.id)::uuid::text, p.tenant_id, p.process_instance_id, ${defOf}, 'handle',
      'handle_' || left(md5(p.process_instance_id), 10) || '_' || u.handle_type, '单位办理', u.handler_user_id,
      case when p.status = 4 then 1 else 2 end, p.accept_time, u.reply_time
    from renda_proposal p join renda_proposal_unit u on u.proposal_id = p.id
    where ${mine} and p.status >= 4`.execute(trx);
}
