/**
 * Error codes and their Chinese messages, shared by the server (which answers with them) and the client
 * (which falls back to them). Values follow ruoyi-vue-pro's GlobalErrorCodeConstants and the system module's
 * ErrorCodeConstants (see ../shared/API-CONTRACT.md §1.7, §2.9).
 */
export interface ErrorCode {
  readonly code: number;
  readonly msg: string;
}

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

export const GlobalErrors = {
  SUCCESS: ec(0, '成功'),
  BAD_REQUEST: ec(400, '请求参数不正确'),
  UNAUTHORIZED: ec(401, '账号未登录'),
  FORBIDDEN: ec(403, '没有该操作权限'),
  NOT_FOUND: ec(404, '请求未找到'),
  METHOD_NOT_ALLOWED: ec(405, '请求方法不正确'),
  LOCKED: ec(423, '请求失败，请稍后重试'),
  TOO_MANY_REQUESTS: ec(429, '请求过于频繁，请稍后重试'),
  INTERNAL_SERVER_ERROR: ec(500, '系统异常'),
  NOT_IMPLEMENTED: ec(501, '功能未实现/未开启'),
  REPEATED_REQUESTS: ec(900, '重复请求，请稍后重试'),
  DEMO_DENY: ec(901, '演示模式，禁止写操作'),
  UNKNOWN: ec(999, '未知错误'),
} as const;

export const TenantErrors = {
  TENANT_HEADER_MISSING: ec(400, '租户的请求未传递，请进行排查'),
  TENANT_NOT_EXISTS: ec(1002015000, '租户不存在'),
  TENANT_DISABLE: ec(1002015001, '名字为【{}】的租户已被禁用'),
  TENANT_EXPIRE: ec(1002015002, '名字为【{}】的租户已过期'),
  TENANT_MISMATCH: ec(403, '您无权访问该租户的数据'),
  // Tenants and tenant packages (issue 14, hole 1; yudao's 1002015xxx / 1002016xxx)
  TENANT_CAN_NOT_UPDATE_SYSTEM: ec(1002015003, '系统租户不能进行修改、删除等操作！'),
  TENANT_NAME_DUPLICATE: ec(1002015004, '名字为【{}】的租户已存在'),
  TENANT_PACKAGE_NOT_EXISTS: ec(1002016000, '租户套餐不存在'),
  TENANT_PACKAGE_USED: ec(1002016001, '租户正在使用该套餐，请给租户重新设置套餐后再尝试删除'),
  TENANT_PACKAGE_DISABLE: ec(1002016002, '名字为【{}】的租户套餐已被禁用'),
  TENANT_PACKAGE_NAME_DUPLICATE: ec(1002016003, '已经存在该名字的租户套餐'),
  /** Shared tables (menus, dictionaries, configuration) are written only from the platform's own tenant. */
  PLATFORM_ONLY: ec(403, '只有平台租户可以修改共享数据'),
  /** A role of a tenant may grant only the menus of the tenant's package. */
  MENU_OUTSIDE_PACKAGE: ec(403, '菜单不在本租户的套餐内，不能授予：{}'),
  /** The tenant tree (decision 101): a tenant is never its own ancestor, and its parent must be a tenant. */
  TENANT_PARENT_CYCLE: ec(1002015010, '上级租户不能是本租户或它的下级租户'),
  TENANT_PARENT_NOT_EXISTS: ec(1002015011, '上级租户不存在'),
} as const;

export const AuthErrors = {
  AUTH_LOGIN_BAD_CREDENTIALS: ec(1002000000, '登录失败，账号密码不正确'),
  AUTH_LOGIN_USER_DISABLED: ec(1002000001, '登录失败，账号被禁用'),
  AUTH_LOGIN_CAPTCHA_NOT_FOUND: ec(1002000003, '验证码不存在'),
  AUTH_LOGIN_CAPTCHA_CODE_ERROR: ec(1002000004, '验证码不正确'),
  AUTH_LOGIN_CAPTCHA_EXPIRED: ec(1002000009, '验证码已过期，请刷新验证码'),
  // Ours: after repeated failures the account or address must solve the captcha, even when it is switched off.
  AUTH_LOGIN_CAPTCHA_REQUIRED: ec(1002000010, '登录失败次数过多，请输入验证码'),
  AUTH_THIRD_LOGIN_NOT_BIND: ec(1002000005, '未绑定账号，需要进行绑定'),
  AUTH_TOKEN_EXPIRED: ec(1002000006, 'Token 已经过期'),
  AUTH_MOBILE_NOT_EXISTS: ec(1002000007, '手机号不存在'),
  OAUTH2_ACCESS_TOKEN_NOT_FOUND: ec(401, '访问令牌不存在'),
  OAUTH2_ACCESS_TOKEN_EXPIRED: ec(401, '访问令牌已过期'),
  OAUTH2_REFRESH_TOKEN_INVALID: ec(400, '无效的刷新令牌'),
  OAUTH2_REFRESH_TOKEN_EXPIRED: ec(401, '刷新令牌已过期'),
  USER_NOT_EXISTS: ec(1002003003, '用户不存在'),
} as const;

/** Replaces each `{}` placeholder in turn, as the Java backend's ServiceExceptionUtil does. */
export function formatMessage(template: string, ...args: unknown[]): string {
  let i = 0;
  return template.replace(/\{\}/g, () => (i < args.length ? String(args[i++]) : '{}'));
}
