export type { ConfigSeed, DictDataSeed, DictTypeSeed, MenuSeed, RoleSeed, TenantPackageSeed, TenantSeed, UserSeed } from './types';
export { menus } from './menus';
export { roles, withAncestorsAndButtons } from './roles';
export { users, tenants, tenant2Users } from './users';
export { dictTypes, genericDictTypes, rendaDictTypes, configs } from './dicts';
export { DISTRICT_PACKAGE_MENU_IDS, tenantAdminRole, tenantPackages } from './tenantPackages';
