export type { ConfigSeed, DictDataSeed, DictTypeSeed, MenuSeed, RoleSeed, TenantSeed, UserSeed } from './types';
export { menus } from './menus';
export { roles, withAncestorsAndButtons } from './roles';
export { users, tenants, tenant2Users } from './users';
export { dictTypes, genericDictTypes, rendaDictTypes, configs } from './dicts';
