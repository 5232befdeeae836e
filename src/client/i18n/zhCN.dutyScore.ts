/** zh-CN texts of 履职排名 and 履职统计 (`app.dutyScore.*`), issue 36 point 4, docs/duty-score.md. */
export const zhCNDutyScore = {
  year: '年度', rank: '排名', deputy: '代表', level: '评分等级', score: '总分', delegation: '代表团', area: '选区', rendaNo: '代表证号',
  itemCount: '履职项数', points: '规则得分', adjust: '调整分', all: '全部', noDuty: '仅看本年度无履职', export: '导出', actions: '操作',
  empty: '暂无数据', record: '履职档案', adjustAction: '调整分数',
  adjustTitle: '调整分数：%{name}（%{year}年度）', scoreNow: '规则得分 %{points}，已调整 %{adjust}，总分 %{score}',
  adjustLine: '%{points} 分：%{reason}（%{who}，%{time}）', withdraw: '撤销', withdrawn: '已撤销调整',
  pointsHint: '正数加分、负数减分，-100 到 100 之间，不为 0', pointsInvalid: '调整分数应在 -100 到 100 之间，且不为 0',
  reason: '调整理由', reasonRequired: '请填写调整理由', adjusted: '已调整分数', save: '保存', cancel: '取消',
  thresholds: '共 %{deputies} 名代表；等级分数线：优秀 ≥ %{a}，良好 ≥ %{b}，合格 ≥ %{c}',
  byMonth: '每月履职项数', byKind: '按履职类别', kind: '履职类别', byDelegation: '按代表团', byArea: '按选区', deputies: '代表人数', average: '平均分',
};
