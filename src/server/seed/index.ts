import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { TenantScope } from '../db/tenantScope.ts';
import { hashPassword } from '../modules/system/auth/passwords.ts';
import { nicknameKeys } from '../modules/system/user/nicknamePinyin.ts';
import { hashSecret } from '../modules/system/oauth2/oauth2Clients.ts';
import { seedDeputies } from './deputies.ts';
import { oauth2Clients } from './demo/oauth2Clients.ts';
import { configs, depts, dictTypes, menus, posts, roles, tenant2Depts, tenant2Posts, tenant2Users, tenantAdminRole, tenantPackages, tenants, users } from './demo/index.ts';
import type { DeptSeed, PostSeed, RoleSeed, UserSeed } from './demo/types.ts';
import { seedProcesses } from './processes.ts';
import { seedProposals } from './proposals.ts';
import { seedStations } from './stations.ts';
import { seedTermsAndRecord } from './terms.ts';
import { addDefaultCategories } from '../modules/bpm/category/defaultCategories.ts';
import { addDefaultDutyRules } from '../modules/renda/dutyScore/defaultRules.ts';

export interface SeedReport {
  tenantPackages: number;
  tenants: number;
  menus: number;
  dictTypes: number;
  dictData: number;
  configs: number;
  roles: number;
  users: number;
}

/**
 * Demo data, idempotent: every row is keyed by its natural key (menu id, dict type, dict value, config key,
 * role code, username) and only missing rows are inserted, so re-running never overwrites what an administrator
 * changed. Runs in one transaction: a half-seeded database never exists.
 */
export interface SeedOptions {
  /** Demo proposals driven through their process in tenant 1 (DEMO_PROPOSALS; none when not given). */
  proposals?: number;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    const tx = trx as Db;
    const report: SeedReport = { tenantPackages: 0, tenants: 0, menus: 0, dictTypes: 0, dictData: 0, configs: 0, roles: 0, users: 0 };

    // Packages by name; a tenant without one is the platform's (package 0, every menu).
    const packageIds = new Map((await tx.selectFrom('systemTenantPackage').select(['id', 'name']).where('deleted', '=', false).execute()).map((p) => [p.name, p.id]));
    for (const pkg of tenantPackages.filter((p) => !packageIds.has(p.name))) {
      const created = await tx.insertInto('systemTenantPackage').values({ name: pkg.name, remark: pkg.remark ?? null, menuIds: JSON.stringify(pkg.menuIds), creator: 'seed', updater: 'seed' })
        .returning('id').executeTakeFirstOrThrow();
      packageIds.set(pkg.name, created.id);
      report.tenantPackages++;
    }
    const packageOf = (t: (typeof tenants)[number]) => (t.packageName ? packageIds.get(t.packageName)! : 0);

    const tenantIds = new Set((await tx.selectFrom('systemTenant').select('id').execute()).map((r) => r.id));
    const newTenants = tenants.filter((t) => !tenantIds.has(t.id));
    if (newTenants.length) {
      await tx.insertInto('systemTenant').values(newTenants.map((t) => ({
        id: t.id, name: t.name, contactName: t.contactName, contactMobile: t.contactMobile ?? null, domain: t.domain, status: t.status,
        expireTime: new Date(t.expireTime), accountCount: t.accountCount, packageId: packageOf(t), creator: 'seed', updater: 'seed',
      }))).execute();
      report.tenants = newTenants.length;
    }

    const menuIds = new Set((await tx.selectFrom('systemMenu').select('id').execute()).map((r) => r.id));
    const newMenus = menus.filter((m) => !menuIds.has(m.id));
    for (let i = 0; i < newMenus.length; i += 200) {
      await tx.insertInto('systemMenu').values(newMenus.slice(i, i + 200).map((m) => ({
        id: m.id, name: m.name, permission: m.permission ?? '', type: m.type, sort: m.sort, parentId: m.parentId,
        path: m.path ?? '', icon: m.icon ?? '#', component: m.component ?? null, componentName: m.componentName ?? null,
        visible: m.visible ?? true, keepAlive: m.keepAlive ?? true, alwaysShow: m.alwaysShow ?? true, activeMenu: m.activeMenu ?? '',
        creator: 'seed', updater: 'seed',
      }))).execute();
    }
    report.menus = newMenus.length;

    const types = new Set((await tx.selectFrom('systemDictType').select('type').where('deleted', '=', false).execute()).map((r) => r.type));
    const newTypes = dictTypes.filter((t) => !types.has(t.type));
    if (newTypes.length) {
      await tx.insertInto('systemDictType').values(newTypes.map((t) => ({ name: t.name, type: t.type, remark: t.remark ?? null, creator: 'seed', updater: 'seed' }))).execute();
    }
    report.dictTypes = newTypes.length;
    const existingData = new Set((await tx.selectFrom('systemDictData').select(['dictType', 'value']).where('deleted', '=', false).execute()).map((r) => `${r.dictType}\u0000${r.value}`));
    const newData = dictTypes.flatMap((t) => t.data.map((d, index) => ({ t, d, index }))).filter(({ t, d }) => !existingData.has(`${t.type}\u0000${d.value}`));
    for (let i = 0; i < newData.length; i += 200) {
      await tx.insertInto('systemDictData').values(newData.slice(i, i + 200).map(({ t, d, index }) => ({
        dictType: t.type, value: d.value, label: d.label, sort: index + 1, colorType: d.colorType ?? '', cssClass: d.cssClass ?? '',
        remark: d.remark ?? null, creator: 'seed', updater: 'seed',
      }))).execute();
    }
    report.dictData = newData.length;

    const keys = new Set((await tx.selectFrom('infraConfig').select('configKey').where('deleted', '=', false).execute()).map((r) => r.configKey));
    const newConfigs = configs.filter((c) => !keys.has(c.key));
    if (newConfigs.length) {
      await tx.insertInto('infraConfig').values(newConfigs.map((c) => ({
        category: c.category, name: c.name, configKey: c.key, value: c.value, type: c.type, visible: c.visible, remark: c.remark ?? null, creator: 'seed', updater: 'seed',
      }))).execute();
    }
    report.configs = newConfigs.length;

    // The demo OAuth2 application (shared by all tenants), by client id
    const clientIds = new Set((await tx.selectFrom('systemOauth2Client').select('clientId').where('deleted', '=', false).execute()).map((r) => r.clientId));
    for (const client of oauth2Clients.filter((c) => !clientIds.has(c.clientId))) {
      await tx.insertInto('systemOauth2Client').values({
        ...client, secret: hashSecret(client.secret), logo: '', status: 0, accessTokenValiditySeconds: 1800, refreshTokenValiditySeconds: 43200,
        redirectUris: JSON.stringify(client.redirectUris), authorizedGrantTypes: JSON.stringify(['authorization_code', 'refresh_token']),
        scopes: JSON.stringify(client.scopes), autoApproveScopes: JSON.stringify([]), creator: 'seed', updater: 'seed',
      }).execute();
    }

    const orgs = new Map([[1, { depts, posts }], [2, { depts: tenant2Depts, posts: tenant2Posts }]]);
    for (const [tenantId, tenantUsers] of [[1, users], [2, tenant2Users]] as const) {
      const tenant = tenants.find((t) => t.id === tenantId);
      if (!tenant) continue;
      const scope = new TenantScope(tx, tenantId);
      // Another tenant's roles grant only its package's menus, and its tenant_admin role all of them (as a tenant
      // created through the API gets).
      const pkg = tenantPackages.find((p) => p.name === tenant.packageName);
      const tenantRoles = pkg
        ? [...roles.map((r) => ({ ...r, menuIds: r.menuIds.filter((id) => pkg.menuIds.includes(id)) })), { ...tenantAdminRole, menuIds: pkg.menuIds }]
        : roles;
      const roleIds = await seedRoles(scope, tenantRoles, report);
      const org = await seedOrg(scope, orgs.get(tenantId)!, tenantUsers);
      await seedUsers(scope, tenantUsers, roleIds, org, report);
      await addDefaultCategories(scope, 'seed');
      await addDefaultDutyRules(scope, 'seed');
      // the demo's approval processes and their instances (issue #15): tenant 1, whose package has the workflow screens
      if (tenantId === 1) await seedProcesses(scope, { userIds: new Map(tenantUsers.map((u) => [u.username, u.id])), deptIds: org.deptIds, roleIds });
    }

    // Explicit ids were inserted above; move each identity past them so the next generated id does not collide.
    for (const table of ['system_tenant', 'system_menu', 'system_users']) {
      await sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1000))`).execute(tx);
    }
    // Tenant 1's areas and 500+ generated deputies, with generated ids (past the explicit ones now)
    if (tenants.some((t) => t.id === 1)) report.users += await seedDeputies(new TenantScope(tx, 1));
    // the demo's liaison stations (issue 35), their deputies among the accounts above
    if (tenants.some((t) => t.id === 1)) await seedStations(new TenantScope(tx, 1));
    // proposals (issue 17) last: their co-signers are the generated deputies, their units the departments above
    if (tenants.some((t) => t.id === 1)) await seedProposals(new TenantScope(tx, 1), options.proposals ?? 0);
    // the terms (届次), and every deputy's record of duty derived from what was written above (docs/duty-record.md)
    if (tenants.some((t) => t.id === 1)) await seedTermsAndRecord(new TenantScope(tx, 1));
    return report;
  });
}

async function seedRoles(scope: TenantScope, seeds: readonly RoleSeed[], report: SeedReport): Promise<Map<string, number>> {
  const existing = await scope.selectFrom('systemRole').select(['id', 'code']).where('deleted', '=', false).execute();
  const ids = new Map(existing.map((r) => [r.code, r.id]));
  for (const role of seeds) {
    if (ids.has(role.code)) continue;
    const created = await scope.insertInto('systemRole', {
      name: role.name, code: role.code, sort: role.sort, type: role.type, remark: role.remark ?? null, creator: 'seed', updater: 'seed',
    }).returning('id').executeTakeFirstOrThrow();
    ids.set(role.code, created.id);
    report.roles++;
    // Grants only for a role created now: an administrator's later changes to an existing role are left alone.
    if (role.menuIds.length) {
      await scope.insertInto('systemRoleMenu', role.menuIds.map((menuId) => ({ roleId: created.id, menuId, creator: 'seed', updater: 'seed' }))).execute();
    }
  }
  return ids;
}

interface OrgIds {
  deptIds: Map<string, number>;
  postIds: Map<string, number>;
}

/**
 * The tenant's departments (by name, parents first) and posts (by code), the missing ones only; a department's head
 * is a demo user by the id the seed gives them.
 */
async function seedOrg(scope: TenantScope, org: { depts: readonly DeptSeed[]; posts: readonly PostSeed[] }, tenantUsers: readonly UserSeed[]): Promise<OrgIds> {
  const deptIds = new Map((await scope.selectFrom('systemDept').select(['id', 'name']).where('deleted', '=', false).execute()).map((d) => [d.name, d.id]));
  for (const dept of org.depts) {
    if (deptIds.has(dept.name)) continue;
    const created = await scope.insertInto('systemDept', {
      name: dept.name, parentId: dept.parentName ? deptIds.get(dept.parentName)! : 0, sort: dept.sort, status: 0,
      leaderUserId: tenantUsers.find((u) => u.username === dept.leaderUsername)?.id ?? null,
      phone: dept.phone ?? null, email: dept.email ?? null, creator: 'seed', updater: 'seed',
    }).returning('id').executeTakeFirstOrThrow();
    deptIds.set(dept.name, created.id);
  }
  const postIds = new Map((await scope.selectFrom('systemPost').select(['id', 'code']).where('deleted', '=', false).execute()).map((p) => [p.code, p.id]));
  for (const post of org.posts) {
    if (postIds.has(post.code)) continue;
    const created = await scope.insertInto('systemPost', { code: post.code, name: post.name, sort: post.sort, status: 0, remark: post.remark ?? null, creator: 'seed', updater: 'seed' })
      .returning('id').executeTakeFirstOrThrow();
    postIds.set(post.code, created.id);
  }
  return { deptIds, postIds };
}

async function seedUsers(scope: TenantScope, seeds: readonly UserSeed[], roleIds: Map<string, number>, org: OrgIds, report: SeedReport): Promise<void> {
  const existing = new Set((await scope.selectFrom('systemUsers').select('username').where('deleted', '=', false).execute()).map((r) => r.username));
  for (const user of seeds) {
    if (existing.has(user.username)) continue;
    const created = await scope.insertInto('systemUsers', {
      id: user.id, username: user.username, password: await hashPassword(user.password), nickname: user.nickname, ...nicknameKeys(user.nickname),
      rendaNo: user.rendaNo ?? null, mobile: user.mobile ?? null, email: user.email ?? null, sex: user.sex, remark: user.remark ?? null,
      deptId: user.deptName ? org.deptIds.get(user.deptName) ?? null : null, creator: 'seed', updater: 'seed',
    }).returning('id').executeTakeFirstOrThrow();
    report.users++;
    const postIds = (user.postCodes ?? []).map((code) => org.postIds.get(code)).filter((id): id is number => id !== undefined);
    if (postIds.length) {
      await scope.insertInto('systemUserPost', postIds.map((postId) => ({ userId: created.id, postId, creator: 'seed', updater: 'seed' }))).execute();
    }
    const grants = user.roleCodes.map((code) => roleIds.get(code)).filter((id): id is number => id !== undefined);
    if (grants.length) {
      await scope.insertInto('systemUserRole', grants.map((roleId) => ({ userId: created.id, roleId, creator: 'seed', updater: 'seed' }))).execute();
    }
  }
}

/** Seeds only a database that has never been seeded (no tenant yet): the "first start" of README. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedReport | null> {
  const any = await db.selectFrom('systemTenant').select('id').limit(1).executeTakeFirst();
  return any ? null : seedDatabase(db, options);
}
