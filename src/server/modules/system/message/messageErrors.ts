import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/** yudao's system ErrorCodeConstants for mail (1002023–1002025) and in-site messages (1002026–1002028). */
export const MessageErrors = {
  MAIL_ACCOUNT_NOT_EXISTS: ec(1002023000, '邮箱账号不存在'),
  MAIL_ACCOUNT_RELATE_TEMPLATE_EXISTS: ec(1002023001, '无法删除，该邮箱账号还有邮件模板'),
  MAIL_TEMPLATE_NOT_EXISTS: ec(1002024000, '邮件模版不存在'),
  MAIL_SEND_TEMPLATE_PARAM_MISS: ec(1002025000, '模板参数({})缺失'),
  MAIL_SEND_MAIL_NOT_EXISTS: ec(1002025001, '邮箱不存在'),
  NOTIFY_TEMPLATE_NOT_EXISTS: ec(1002026000, '站内信模版不存在'),
  NOTIFY_SEND_TEMPLATE_PARAM_MISS: ec(1002028000, '模板参数({})缺失'),
  // Ours: yudao sends to any id; a message for nobody in the tenant would never be read.
  NOTIFY_SEND_USER_NOT_EXISTS: ec(1002028001, '接收人不存在'),
};
