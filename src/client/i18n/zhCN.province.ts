/** zh-CN texts of 省级统计 (`app.province.*`), issue 39. */
export const zhCNProvince = {
  year: '积分年度',
  tenants: '租户数',
  tenant: '租户',
  proposals: '建议议案',
  overdue: '超期办理',
  satisfaction: '满意率',
  responseRate: '问卷答卷率',
  scored: '%{year} 年有积分的代表',
  proposalCharts: '建议议案（本级及下级合计）',
  levels: '%{year} 年履职评分等级（优秀 ≥ %{a}，良好 ≥ %{b}，合格 ≥ %{c}）',
  byTenant: '各租户',
  empty: '暂无数据',
};
