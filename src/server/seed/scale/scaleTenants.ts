import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../modules/system/auth/passwords.ts';
import { nicknameKeys } from '../../modules/system/user/nicknamePinyin.ts';
import { UNIT_ROOT_NAME } from '../../modules/renda/proposal/proposalErrors.ts';
import { Refusal } from '../../db/backup/report.ts';
import { PROVINCE_STATISTICS_MENU_ID } from '../../modules/renda/province/provinceMenu.ts';
import { CITIES, DISTRICTS, PROVINCE, UNITS } from './names.ts';

/** What every row of the province data set is written by: the lists and a later clean-up find them by it. */
export const SCALE_CREATOR = 'seed-scale';
export const PROVINCE_PACKAGE = '省级人大套餐';
export const PROVINCE_TENANT = `${PROVINCE}人大常委会`;

/** A tenant of the data set: `k` its place (0 the province), its id, its level in 五级人大 (renda_five_level). */
export interface ScaleTenant {
  k: number;
  id: number;
  name: string;
  level: string;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The province and its cities (`count` tenants in all): the province on a package of its own (the district package's
 * menus and 省级统计), the cities on the district package, every tenant with a copy of the district tenant's roles and
 * their grants, an administrator (`admin` / admin123) and a liaison staff member (`staff` / staff123), delegations,
 * handling units with a leader each, and electoral areas. The district tenant (the seed's, on 区县人大套餐) is the
 * template: without it there is nothing to copy, and the command says to seed first.
 */
export async function createScaleTenants(trx: Db, count: number): Promise<ScaleTenant[]> {
  if (count < 2 || count > CITIES.length + 1) throw new Refusal(`租户数必须在 2 到 ${CITIES.length + 1} 之间`);
  const template = await trx.selectFrom('systemTenant').innerJoin('systemTenantPackage as p', 'p.id', 'systemTenant.packageId')
    .select(['systemTenant.id', 'systemTenant.packageId', 'p.menuIds']).where('p.name', '=', '区县人大套餐')
    .where('systemTenant.deleted', '=', false).orderBy('systemTenant.id').executeTakeFirst();
  if (!template) throw new Refusal('找不到区县人大套餐的租户：请先启动一次服务器或运行 npm run seed 初始化数据库');
  if (await trx.selectFrom('systemTenant').select('id').where('name', '=', PROVINCE_TENANT).where('deleted', '=', false).executeTakeFirst()) {
    throw new Refusal(`规模数据已经存在（租户「${PROVINCE_TENANT}」）：请换一个空的数据库，或先删除这些租户`);
  }

  const provinceMenus = (await trx.selectFrom('systemMenu').select('id')
    .where((eb) => eb.or([eb('id', '=', PROVINCE_STATISTICS_MENU_ID), eb('parentId', '=', PROVINCE_STATISTICS_MENU_ID)])).execute()).map((m) => m.id);
  let provincePackage = await trx.selectFrom('systemTenantPackage').select('id').where('name', '=', PROVINCE_PACKAGE).where('deleted', '=', false).executeTakeFirst();
  provincePackage ??= await trx.insertInto('systemTenantPackage').values({
    name: PROVINCE_PACKAGE, remark: '省人大常委会：区县人大套餐的菜单，加上省级统计（下级租户的汇总数字）',
    menuIds: JSON.stringify([...new Set([...template.menuIds, ...provinceMenus])].sort((a, b) => a - b)), creator: SCALE_CREATOR, updater: SCALE_CREATOR,
  }).returning('id').executeTakeFirstOrThrow();

  const expireTime = new Date(Date.UTC(2099, 11, 31));
  const province = await trx.insertInto('systemTenant').values({
    name: PROVINCE_TENANT, contactName: '省人大办公厅', contactMobile: '13900000000', status: 0, domain: null, packageId: provincePackage.id,
    expireTime, accountCount: 100000, creator: SCALE_CREATOR, updater: SCALE_CREATOR,
  }).returning('id').executeTakeFirstOrThrow();
  const cities = await trx.insertInto('systemTenant').values(CITIES.slice(0, count - 1).map((city, i) => ({
    name: `${city}市人大常委会`, contactName: `${city}市人大办公室`, contactMobile: `139000000${String(i + 1).padStart(2, '0')}`, status: 0, domain: null,
    packageId: template.packageId, parentId: province.id, expireTime, accountCount: 100000, creator: SCALE_CREATOR, updater: SCALE_CREATOR,
  }))).returning(['id', 'name']).execute();
  const tenants: ScaleTenant[] = [
    { k: 0, id: province.id, name: PROVINCE_TENANT, level: '2' },
    ...cities.map((c, i) => ({ k: i + 1, id: c.id, name: c.name, level: '3' })),
  ];
  const t = sql`(select * from jsonb_to_recordset(${json(tenants)}) as x(k int, id bigint, name text, level text))`;

  // roles and their grants, as the district tenant has them; the province's staff roles get 省级统计 besides
  await sql`insert into system_role (tenant_id, name, code, sort, status, type, data_scope, data_scope_dept_ids, remark, creator, updater)
    select t.id, r.name, r.code, r.sort, r.status, r.type, r.data_scope, r.data_scope_dept_ids, r.remark, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from ${t} t cross join system_role r where r.tenant_id = ${template.id} and not r.deleted`.execute(trx);
  await sql`insert into system_role_menu (tenant_id, role_id, menu_id, creator, updater)
    select n.tenant_id, n.id, m.menu_id, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from system_role n join system_role o on o.tenant_id = ${template.id} and o.code = n.code and not o.deleted
    join system_role_menu m on m.role_id = o.id and not m.deleted
    where n.tenant_id in (select tt.id from ${t} tt) and not n.deleted`.execute(trx);
  if (provinceMenus.length) {
    await sql`insert into system_role_menu (tenant_id, role_id, menu_id, creator, updater)
      select r.tenant_id, r.id, m.id, ${SCALE_CREATOR}, ${SCALE_CREATOR}
      from system_role r cross join (select jsonb_array_elements_text(${json(provinceMenus)})::bigint as id) m
      where r.tenant_id = ${province.id} and r.code in ('tenant_admin', 'admin', 'dbt') and not r.deleted
      on conflict do nothing`.execute(trx);
  }

  // the staff: one administrator and one liaison staff member per tenant
  const staff = [
    { username: 'admin', nickname: '系统管理员', password: await hashPassword('admin123'), role: 'tenant_admin' },
    { username: 'staff', nickname: '联络工作人员', password: await hashPassword('staff123'), role: 'dbt' },
  ].map((s) => ({ ...s, ...nicknameKeys(s.nickname) }));
  await sql`insert into system_users (tenant_id, username, password, nickname, nickname_pinyin, nickname_initials, remark, creator, updater)
    select t.id, s.username, s.password, s.nickname, s."nicknamePinyin", s."nicknameInitials", '规模数据', ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from ${t} t cross join jsonb_to_recordset(${json(staff)})
      as s(username text, nickname text, password text, role text, "nicknamePinyin" text, "nicknameInitials" text)`.execute(trx);
  await grantRole(trx, tenants, sql`u.username = s.username`, json(staff));

  // delegations (the province's are its cities', a city's its districts'), the handling units under 承办单位, areas
  await sql`insert into system_dept (tenant_id, name, parent_id, sort, status, creator, updater)
    select t.id, root.name, 0, root.sort, 0, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from ${t} t cross join (values ('代表团', 1), (${UNIT_ROOT_NAME}, 2)) root(name, sort)`.execute(trx);
  const delegations = DISTRICTS.map((d, i) => ({ i, district: d }));
  await sql`insert into system_dept (tenant_id, name, parent_id, sort, status, creator, updater)
    select t.id, case when t.k = 0 then c.city || '市代表团' else d.district || '区代表团' end, root.id, d.i + 1, 0, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from ${t} t join system_dept root on root.tenant_id = t.id and root.name = '代表团'
    cross join jsonb_to_recordset(${json(delegations)}) as d(i int, district text)
    left join jsonb_to_recordset(${json(CITIES.map((city, i) => ({ i: i % DISTRICTS.length, n: i, city })))}) as c(i int, n int, city text)
      on c.n = d.i`.execute(trx);
  await sql`insert into system_dept (tenant_id, name, parent_id, sort, status, creator, updater)
    select t.id, case when t.k = 0 then '省' else '市' end || u.name, root.id, u.i + 1, 0, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from ${t} t join system_dept root on root.tenant_id = t.id and root.name = ${UNIT_ROOT_NAME}
    cross join jsonb_to_recordset(${json(UNITS.map((name, i) => ({ i, name })))}) as u(i int, name text)`.execute(trx);
  // a leader per unit (承办单位 role), who handles what the unit is given
  const leaderPassword = await hashPassword('unit123');
  await sql`insert into system_users (tenant_id, username, password, nickname, nickname_pinyin, nickname_initials, dept_id, remark, creator, updater)
    select d.tenant_id, 'unit' || lpad(d.sort::text, 2, '0'), ${leaderPassword}, d.name || '办理员', '', '', d.id, '规模数据', ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from system_dept d join system_dept root on root.id = d.parent_id and root.name = ${UNIT_ROOT_NAME}
    where d.tenant_id in (select tt.id from ${t} tt)`.execute(trx);
  await sql`update system_dept d set leader_user_id = u.id from system_users u
    where u.tenant_id = d.tenant_id and u.dept_id = d.id and u.username like 'unit%' and u.creator = ${SCALE_CREATOR}
      and d.tenant_id in (select tt.id from ${t} tt)`.execute(trx);
  await grantRole(trx, tenants, sql`u.username like 'unit%'`, json([{ username: '', role: 'handler' }]));

  await sql`insert into renda_area (tenant_id, name, parent_id, code, area_source, quota, sort, status, creator, updater)
    select t.id, d.district || '第' || (d.i + 1) || '选区', 0, 'SC' || t.k || '-' || lpad((d.i + 1)::text, 2, '0'), '1', 500, d.i + 1, 0,
      ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from ${t} t cross join jsonb_to_recordset(${json(delegations)}) as d(i int, district text)`.execute(trx);
  return tenants;
}

/** Gives the users of the data set's tenants matching `match` (over `u` and the recordset `s`) the role `s.role`. */
async function grantRole(trx: Db, tenants: ScaleTenant[], match: ReturnType<typeof sql>, roles: ReturnType<typeof sql>): Promise<void> {
  await sql`insert into system_user_role (tenant_id, user_id, role_id, creator, updater)
    select u.tenant_id, u.id, r.id, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from system_users u cross join jsonb_to_recordset(${roles}) as s(username text, role text)
    join system_role r on r.tenant_id = u.tenant_id and r.code = s.role and not r.deleted
    where u.tenant_id in (select jsonb_array_elements_text(${json(tenants.map((x) => x.id))})::bigint) and u.creator = ${SCALE_CREATOR} and ${match}`.execute(trx);
}
