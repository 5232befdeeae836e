import type { YudaoCall } from '../call.ts';

/** src/api/system/tenant.js getTenantIdByName, from login.vue before signing in (axios `params: {name}`). */
export const getTenantIdByName = (name: string): YudaoCall => ({
  api: 'getTenantIdByName', source: 'src/api/system/tenant.js; src/views/login.vue handleLogin',
  method: 'get', url: '/system/tenant/get-id-by-name', params: { name }, reads: ['.'],
});

const API = 'src/api/system/tenant.js';
const VIEW = 'src/views/system/tenant/index.vue';

export interface TenantQuery {
  name?: string | null;
  contactName?: string | null;
  contactMobile?: string | null;
  status?: number | '';
  /** addBeginAndEndTime(params, dateRangeCreateTime, 'createTime') */
  beginCreateTime?: string;
  endCreateTime?: string;
}

/** queryParams: the text filters start as null (left out), status undefined. */
const tenantQuery = (query: TenantQuery) => ({ pageNo: 1, pageSize: 10, name: null, contactName: null, contactMobile: null, status: undefined, ...query });

/** getList(): the table shows id, name, packageId (0 = 系统租户), contactName, contactMobile, accountCount, expireTime, domain, status, createTime. */
export const getTenantPage = (query: TenantQuery = {}): YudaoCall => ({
  api: 'getTenantPage', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/tenant/page', params: tenantQuery(query),
  reads: ['total', 'list[].id', 'list[].name', 'list[].packageId', 'list[].contactName', 'list[].contactMobile', 'list[].accountCount', 'list[].expireTime', 'list[].domain', 'list[].status', 'list[].createTime'],
});

export const getTenant = (id: number): YudaoCall => ({
  api: 'getTenant', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/tenant/get?id=${id}`,
  reads: ['id', 'name', 'packageId', 'contactName', 'contactMobile', 'accountCount', 'expireTime', 'domain', 'status'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['name', 'packageId', 'contactName', 'status', 'accountCount', 'expireTime', 'domain'],
});

/**
 * handleAdd() + submitForm(): reset() gives `status: 0`; the form has name, packageId (a select of
 * getTenantPackageList), contactName, contactMobile, username, password, accountCount (el-input-number), expireTime
 * (a date picker with value-format="timestamp": epoch ms), domain.
 */
export const createTenant = (form: Record<string, unknown>): YudaoCall => ({
  api: 'createTenant', source: `${API}; ${VIEW} submitForm()`, method: 'post', url: '/system/tenant/create', data: { status: 0, ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): getTenant's answer, edited, sent back whole. */
export const updateTenant = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateTenant', source: `${API}; ${VIEW} submitForm()`, method: 'put', url: '/system/tenant/update', data: { ...got, ...changes },
});

export const deleteTenant = (id: number): YudaoCall => ({
  api: 'deleteTenant', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/tenant/delete?id=${id}`,
});

/** handleExport(): a copy of queryParams with pageNo/pageSize undefined, plus the date range. */
export const exportTenantExcel = (query: TenantQuery = {}): YudaoCall => ({
  api: 'exportTenantExcel', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/tenant/export-excel',
  params: { ...tenantQuery(query), pageNo: undefined, pageSize: undefined }, blob: true,
});
