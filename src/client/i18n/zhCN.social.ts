/** Social and provincial sign-in, /register (docs/sign-in.md). */
export const zhCNSocial = {
  otherWays: '其他登录方式',
  bindTitle: '绑定账号',
  bindHint: '该第三方账号尚未绑定本平台账号，请输入本平台的账号和密码完成绑定，之后可直接使用第三方账号登录。',
  bindSubmit: '绑定并登录',
  bindChoose: '请选择要绑定的第三方账号，授权后输入本平台账号完成绑定。',
  bindNone: '本系统尚未配置第三方登录。',
  notConfigured: '登录方式「%{code}」未配置或已停用，请使用账号密码登录。',
  registerSubmit: '注 册',
  nickname: '昵称',
  registerClosed: '系统未开放注册',
  bind: '绑定',
  unbind: '解绑',
};
