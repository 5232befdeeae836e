import { registerPages } from '../../routes/registry.ts';

/** 省级统计 (docs/tenants.md "The tenant tree"): the aggregates of the caller's tenant and the tenants below it. */
export function installProvincePages(): void {
  registerPages({
    'renda/province/statistics': () => import('./ProvinceStatisticsPage.tsx'),
  });
}
