import { menus } from './menus';
import { ADMINISTRATION, COMMON, grant } from './roles';
import type { RoleSeed, TenantPackageSeed } from './types';

/** Buttons a district may not have although it has their page: writes to the shared dictionaries and parameters. */
const SHARED_WRITES = new Set(['system:dict:create', 'system:dict:update', 'system:dict:delete', 'infra:config:create', 'infra:config:update', 'infra:config:delete',
  // the in-site templates are the platform's too; a district sends them to its own users
  'system:notify-template:create', 'system:notify-template:update', 'system:notify-template:delete']);
const permissionOf = new Map(menus.map((m) => [m.id, m.permission ?? '']));

/**
 * What a district congress (区县人大) uses: the deputy work (surveys, proposals, groups, areas), its own processes,
 * its own users and roles, and the shared dictionaries and parameters to read. Not the platform's screens: tenants,
 * tenant packages, menus, scheduled jobs, code generation, files.
 */
export const DISTRICT_PACKAGE_MENU_IDS: number[] = grant([
  '/renda',
  '/survey',
  '/proposal',
  '/selection/type/index/:areaId',
  '/preview',
  '/my-answer',
  '/print',
  '/preview-report',
  '/demos',
  '/bpm',
  '/system/user',
  '/system/role',
  '/system/dept',
  '/system/post',
  '/system/dict',
  '/dict/type/data/:dictId',
  '/system/log',
  '/system/notice',
  '/system/notify',
  // Each district signs its users in with its own providers (social clients are tenant rows).
  '/system/social/client',
  '/system/social/user',
  '/infra/config',
  ...COMMON,
  ...ADMINISTRATION,
]).filter((id) => !SHARED_WRITES.has(permissionOf.get(id) ?? ''));

export const tenantPackages: TenantPackageSeed[] = [
  { name: '区县人大套餐', remark: '区县人大常委会：代表履职、流程、本级用户与角色；字典与参数只读', menuIds: DISTRICT_PACKAGE_MENU_IDS },
];

/** The administrator role every tenant but the platform's gets with its package (yudao creates it with the tenant). */
export const tenantAdminRole: RoleSeed = {
  id: 5,
  name: '租户管理员',
  code: 'tenant_admin',
  sort: 0,
  type: 1,
  remark: '本租户的管理员：拥有租户套餐的全部菜单',
  menuIds: [],
};
