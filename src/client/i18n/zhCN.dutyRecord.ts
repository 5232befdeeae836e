/** zh-CN texts of 我的履职 and 代表履职档案 (`app.dutyRecord.*`), issue 36. */
export const zhCNDutyRecord = {
  title: '履职档案', period: '年度或届次', year: '%{year}年度', currentTerm: '%{name}（本届）', exportWord: '导出 Word', exportPdf: '导出 PDF',
  term: '%{name}', reappointment: '连任状态：%{status}', total: '共 %{count} 项履职', score: '年度得分 %{score} 分',
  empty: '该期间暂无履职记录', month: '%{year}年%{month}月', item: '履职事项', kind: '履职类别', dutyType: '类型', date: '日期', open: '查看', actions: '操作',
  deputy: '代表', chooseDeputy: '请选择代表查看其履职档案',
  reception: '联络站接待签到', receptionCheckIn: '接待签到', receptionChecked: '今日 %{time} 已签到', receptionDone: '接待签到成功，您距联络站 %{distance} 米',
  geoUnsupported: '当前浏览器不支持定位，无法签到', geoDenied: '未获得定位权限：请在浏览器或系统设置中允许本网站使用位置信息后重试',
  draft: '以履职档案生成初稿', drafting: '正在生成初稿…', drafted: '已生成初稿并上传，请下载修改后重新上传',
};
