import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/** yudao's social codes (ErrorCodeConstants 1-002-018; API-CONTRACT §2.6), and ours past them. */
export const SocialErrors = {
  AUTH_FAILURE: ec(1002018000, '社交授权失败，原因是：{}'),
  UNBIND_NOT_SELF: ec(1002018001, '社交解绑失败，非当前用户绑定'),
  USER_NOT_FOUND: ec(1002018002, '社交授权失败，找不到对应的用户'),
  // Ours: a provider that is configured but switched off, and a return address outside this site.
  CLIENT_DISABLED: ec(1002018204, '社交客户端已禁用'),
  REDIRECT_URI_NOT_OURS: ec(1002018205, '回调地址必须是本站的地址'),
  CLIENT_ENDPOINTS_MISSING: ec(1002018206, '请填写签发者（Issuer），或同时填写授权端点和令牌端点'),
};
