import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/** yudao's SMS codes (ErrorCodeConstants 1-002-011 … 1-002-014; API-CONTRACT §2.7), and ours past the end. */
export const SmsErrors = {
  CHANNEL_DISABLE: ec(1002011001, '短信渠道不处于开启状态，不允许选择'),
  SEND_TEMPLATE_NOT_EXISTS: ec(1002013002, '短信模板不存在'),
  CODE_NOT_FOUND: ec(1002014000, '验证码不存在'),
  CODE_EXPIRED: ec(1002014001, '验证码已过期'),
  CODE_USED: ec(1002014002, '验证码已使用'),
  CODE_ERROR: ec(1002014003, '验证码不正确'),
  CODE_EXCEED_SEND_MAXIMUM_QUANTITY_PER_DAY: ec(1002014004, '超过每日短信发送数量'),
  CODE_SEND_TOO_FAST: ec(1002014005, '短信发送过于频繁'),
  // Ours (yudao leaves the per-address limit as a TODO): many mobiles from one address in a day.
  CODE_EXCEED_PER_IP: ec(1002014006, '该网络地址今日发送的短信过多，请明天再试'),
};

/** yudao's OAuth2 codes (1-002-020 … 1-002-022; API-CONTRACT §2.8). */
export const OAuth2Errors = {
  CLIENT_NOT_EXISTS: ec(1002020000, 'OAuth2 客户端不存在'),
  CLIENT_DISABLE: ec(1002020002, 'OAuth2 客户端已禁用'),
  CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS: ec(1002020003, '不支持该授权类型'),
  CLIENT_SCOPE_OVER: ec(1002020004, '授权范围过大'),
  CLIENT_REDIRECT_URI_NOT_MATCH: ec(1002020005, '无效 redirect_uri: {}'),
  CLIENT_CLIENT_SECRET_ERROR: ec(1002020006, '无效 client_secret: {}'),
  // Ours: the admin UI's own client id is no application's (decision 67).
  CLIENT_ID_RESERVED: ec(1002020007, '客户端编号【{}】为系统保留，请换一个'),
  GRANT_CLIENT_ID_MISMATCH: ec(1002021000, 'client_id 不匹配'),
  GRANT_REDIRECT_URI_MISMATCH: ec(1002021001, 'redirect_uri 不匹配'),
  GRANT_STATE_MISMATCH: ec(1002021002, 'state 不匹配'),
  // Ours: PKCE (RFC 7636), which yudao does not check.
  GRANT_CODE_VERIFIER_MISMATCH: ec(1002021003, 'code_verifier 不匹配'),
  CODE_NOT_EXISTS: ec(1002022000, 'code 不存在'),
  CODE_EXPIRE: ec(1002022001, 'code 已过期'),
};
