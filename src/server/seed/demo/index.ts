export type { ConfigSeed, DeptSeed, DictDataSeed, DictTypeSeed, MenuSeed, PostSeed, RoleSeed, TenantPackageSeed, TenantSeed, UserSeed } from './types';
export { menus } from './menus';
export { roles, withAncestorsAndButtons } from './roles';
export { users, tenants, tenant2Users } from './users';
export { dictTypes, genericDictTypes, rendaDictTypes, configs } from './dicts';
export { DISTRICT_PACKAGE_MENU_IDS, tenantAdminRole, tenantPackages } from './tenantPackages';
export { depts, posts, tenant2Depts, tenant2Posts } from './org';
