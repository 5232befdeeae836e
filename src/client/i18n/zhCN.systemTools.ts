/** zh-CN texts of the 敏感词 test and the 错误日志 processing (yudao's wording). */
export const zhCNSystemTools = {
  test: '测试',
  testTitle: '检测敏感词',
  text: '文本',
  textPlaceholder: '请输入测试文本',
  tags: '标签',
  tagsPlaceholder: '请选择标签（不选则检测全部）',
  check: '检测',
  found: '包含敏感词：',
  clean: '不包含敏感词',
  processed: '已处理',
  ignored: '已忽略',
  confirmTitle: '系统提示',
  confirmProcess: '确认标记编号为 %{id} 的错误日志为【%{status}】吗？',
  processDone: '操作成功',
};
