import type { YudaoCall } from '../call.ts';

/** src/api/system/tenantPackage.js getTenantPackageList, from src/views/system/tenant/index.vue created(): the package select. */
export const getTenantPackageList: YudaoCall = {
  api: 'getTenantPackageList', source: 'src/api/system/tenantPackage.js; src/views/system/tenant/index.vue created()',
  method: 'get', url: '/system/tenant-package/get-simple-list', reads: ['[].id', '[].name'],
};
