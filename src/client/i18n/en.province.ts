/** English texts of 省级统计 (`app.province.*`), issue 39. */
export const enProvince = {
  year: 'Score year',
  tenants: 'Tenants',
  tenant: 'Tenant',
  proposals: 'Proposals',
  overdue: 'Overdue',
  satisfaction: 'Satisfaction',
  responseRate: 'Survey response rate',
  scored: 'Deputies scored in %{year}',
  proposalCharts: 'Proposals (this tenant and those below it)',
  levels: 'Duty score levels in %{year} (excellent ≥ %{a}, good ≥ %{b}, pass ≥ %{c})',
  byTenant: 'By tenant',
  empty: 'No data',
};
