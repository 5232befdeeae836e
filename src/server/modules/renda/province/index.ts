/**
 * 省级统计 (issue 39 point 3, docs/tenants.md "The tenant tree"): a tenant's staff read the aggregates of the tenants
 * below it.
 */
export { provinceRoutes } from './provinceRoutes.ts';
export { provinceStatistics, type ProvinceStatistics, type TenantFigures } from './provinceStatistics.ts';
export { PROVINCE_STATISTICS_MENU_ID, PROVINCE_STATISTICS_PERMISSION } from './provinceMenu.ts';
