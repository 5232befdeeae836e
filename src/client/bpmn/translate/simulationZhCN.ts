/**
 * zh-CN texts of bpmn-js-token-simulation 0.39. The library never calls bpmn-js's `translate`: every text below is
 * hard-coded English in its HTML templates, so `localizeSimulationModule` rewrites its DOM with this table.
 *
 * Keys are the English exactly as the library writes it (`lib/features/**`); `{name}` stands for a part the library
 * fills in, which is itself looked up here (`Slow`, `Process`, `Add`…) or kept (an element name, a scope id).
 * A unit test fails when a key no longer occurs in `node_modules/bpmn-js-token-simulation/lib` (after an upgrade).
 * Element names follow the designer's own table (`zhCN.ts`), checked by the same test.
 */
export const simulationZhCN: Readonly<Record<string, string>> = {
  // toggle-mode: the library's own switch (hidden in the designer, whose toolbar has 开启模拟/退出模拟)
  'Token Simulation': '流程模拟',
  // palette (titles of its buttons)
  'Play/Pause Simulation': '播放/暂停模拟',
  'Reset Simulation': '重置模拟',
  'Toggle Simulation Log': '显示/隐藏模拟日志',
  // set-animation-speed (button titles)
  'Set animation speed = {speed}': '设置动画速度：{speed}',
  'Slow': '慢速',
  'Normal': '正常',
  'Fast': '快速',
  // context pads on elements (button titles)
  'Set Sequence Flow': '设置顺序流',
  'Trigger Event': '触发事件',
  '{action} pause point': '{action}暂停点',
  'Add': '添加',
  'Remove': '移除',
  // show-scopes (the process instance buttons)
  'Focus process instance {id}': '聚焦流程实例 {id}',
  // notifications and element notifications
  'Play Simulation': '播放模拟',
  'Pause Simulation': '暂停模拟',
  'Finished': '已完成',
  'Found unsupported elements': '发现不支持的元素',
  'Not supported': '不支持',
  // log: heading, empty text, close button
  'Simulation Log': '模拟日志',
  'No Entries': '暂无记录',
  'Close': '关闭',
  // log: process and sub-process entries ("{scope}" is Process, SubProcess or the sub-process's name)
  '{scope} started': '{scope}已启动',
  '{scope} finished': '{scope}已完成',
  '{scope} canceled': '{scope}已取消',
  'Process': '流程',
  'SubProcess': '子流程',
  // log: names of unnamed elements
  'Task': '任务',
  'User Task': '用户任务',
  'Service Task': '服务任务',
  'Script Task': '脚本任务',
  'Business Rule Task': '业务规则任务',
  'Manual Task': '手工任务',
  'Receive Task': '接收任务',
  'Send Task': '发送任务',
  'Call Activity': '调用活动',
  'Exclusive Gateway': '互斥网关',
  'Parallel Gateway': '并行网关',
  'Inclusive Gateway': '相容网关',
  'Start Event': '开始事件',
  'Intermediate Event': '中间事件',
  'Boundary Event': '边界事件',
  'End Event': '结束事件',
};
