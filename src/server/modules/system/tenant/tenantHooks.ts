import type { ResourceHooks } from '../../../crud/hooks.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';
import { fail } from '../../../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { replaceRoleMenus } from '../permission/permissionAssign.ts';
import { ROLE_TYPE } from '../role/roleHooks.ts';
import { TENANT_ADMIN_ROLE } from '../user/userProtection.ts';
import { isPlatformTenant, PLATFORM_PACKAGE_ID } from './tenantService.ts';
import { applyPackageToRoles, assertMenusExist, usablePackage } from './tenantPackageService.ts';
import { requirePasswordChange } from '../user/userService.ts';
import { addDefaultCategories } from '../../bpm/category/defaultCategories.ts';
import { checkedParent } from './tenantTree.ts';
import { addDefaultDutyRules } from '../../renda/dutyScore/defaultRules.ts';

type Row = Record<string, unknown>;
const DATA_SCOPE_ALL = 1;

const assertNotPlatform = (tenant: Row) => {
  if (isPlatformTenant({ packageId: Number(tenant.packageId) })) throw fail(TenantErrors.TENANT_CAN_NOT_UPDATE_SYSTEM);
};

/**
 * yudao's TenantService on the generic tenant routes. Creating a tenant creates, in the same transaction, its
 * tenant_admin role with the package's menus and its administrator holding that role (the username and password
 * of the create body; the password stored as a hash). A tenant's package change re-grants its roles. The platform
 * tenant (package 0) is neither changed nor deleted, and package 0 is given to no other tenant (it is no package:
 * 租户套餐不存在). Only the platform tenant reaches these routes at all (manifest platformOnly).
 */
export const tenantHooks: ResourceHooks = {
  beforeCreate: async (values, { db }) => {
    await usablePackage(db, Number(values.packageId));
    const parentId = await checkedParent(db, null, values.parentId);
    return { ...values, parentId, password: await hashPassword(String(values.password)) };
  },
  afterCreate: async (id, values, { db, request }) => {
    const actor = String(request.loginUser!.id);
    const scope = new TenantScope(db, id);
    const role = await scope.insertInto('systemRole', {
      name: '租户管理员', code: TENANT_ADMIN_ROLE, sort: 0, type: ROLE_TYPE.SYSTEM, dataScope: DATA_SCOPE_ALL, remark: '系统自动生成', creator: actor, updater: actor,
    }).returning('id').executeTakeFirstOrThrow();
    await replaceRoleMenus(scope, role.id, await usablePackage(db, Number(values.packageId)), request.loginUser!.id);
    const user = await scope.insertInto('systemUsers', {
      username: String(values.username), password: String(values.password), nickname: String(values.contactName),
      mobile: (values.contactMobile as string | undefined) ?? null, remark: null, deptId: null, email: null, creator: actor, updater: actor,
    }).returning('id').executeTakeFirstOrThrow();
    await scope.insertInto('systemUserRole', { userId: user.id, roleId: role.id, creator: actor, updater: actor }).execute();
    await requirePasswordChange(scope, user.id);
    // the process categories every tenant starts with (默认, OA: decision 91)
    await addDefaultCategories(scope, actor);
    // the duty score's default rules (履职计分规则, docs/duty-score.md)
    await addDefaultDutyRules(scope, actor);
  },
  beforeUpdate: async (values, existing, { db }) => {
    assertNotPlatform(existing);
    if (values.packageId !== undefined && Number(values.packageId) !== Number(existing.packageId)) await usablePackage(db, Number(values.packageId));
    // the tree (decision 101): a tenant is never its own ancestor
    if (values.parentId !== undefined) return { ...values, parentId: await checkedParent(db, Number(existing.id), values.parentId) };
  },
  afterUpdate: async (id, values, existing, { db, request }) => {
    if (values.packageId === undefined || Number(values.packageId) === Number(existing.packageId)) return;
    await applyPackageToRoles(db, id, await usablePackage(db, Number(values.packageId)), request.loginUser!.id);
  },
  beforeDelete: (existing) => assertNotPlatform(existing),
  // The package's name beside its id in lists (the platform tenant's package 0 is every menu).
  afterRead: async (rows, { db }) => {
    const ids = [...new Set(rows.map((r) => Number(r.packageId)).filter((id) => id !== PLATFORM_PACKAGE_ID))];
    const names = new Map(ids.length ? (await db.selectFrom('systemTenantPackage').select(['id', 'name']).where('id', 'in', ids).execute()).map((p) => [p.id, p.name]) : []);
    return rows.map((r) => ({ ...r, packageName: Number(r.packageId) === PLATFORM_PACKAGE_ID ? '系统租户（全部菜单）' : names.get(Number(r.packageId)) ?? '' }));
  },
};

/**
 * yudao's TenantPackageService: menus must exist; a changed package re-grants the roles of every tenant that has it;
 * a package some tenant still has is not deleted.
 */
export const tenantPackageHooks: ResourceHooks = {
  beforeCreate: async (values, { db }) => assertMenusExist(db, values.menuIds as number[]),
  beforeUpdate: async (values, _existing, { db }) => {
    if (values.menuIds !== undefined) await assertMenusExist(db, values.menuIds as number[]);
  },
  afterUpdate: async (id, values, _existing, { db, request }) => {
    if (values.menuIds === undefined) return;
    const tenants = await db.selectFrom('systemTenant').select('id').where('packageId', '=', id).where('deleted', '=', false).execute();
    for (const tenant of tenants) await applyPackageToRoles(db, tenant.id, values.menuIds as number[], request.loginUser!.id);
  },
  beforeDelete: async (existing, { db }) => {
    const user = await db.selectFrom('systemTenant').select('id').where('packageId', '=', Number(existing.id)).where('deleted', '=', false).executeTakeFirst();
    if (user) throw fail(TenantErrors.TENANT_PACKAGE_USED);
  },
};
