/**
 * Chinese texts of the http layer (SPEC §8). Kept in their own file because the api module reads them as the
 * reference texts of its errors without pulling in the whole message catalogue.
 */
export const zhCNHttp = {
  network: '后端接口连接异常',
  timeout: '系统接口请求超时',
  status: '系统接口%{status}异常',
  code401: '认证失败，无法访问系统资源',
  code403: '当前操作没有权限',
  code404: '访问资源不存在',
  codeDefault: '系统未知错误，请反馈给管理员',
  demoMode: '演示模式，无法进行写操作',
  sessionExpired: '无效的会话，或者会话已过期，请重新登录。',
  reloginTitle: '系统提示',
  reloginMessage: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  reloginConfirm: '重新登录',
  reloginCancel: '取消',
} as const;
