import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { SmsHttpConfig } from '../../../config.ts';
import { USER_TYPE_ADMIN } from '../auth/tokenService.ts';
import { MailSendStatus, sendMail } from '../message/mailSender.ts';
import { SmsSendStatus } from '../sms/smsChannels.ts';
import { sendSms, smsRoute } from '../sms/smsSender.ts';

/** How one channel's send went: done (sent, or logged by the LOG channel), failed (try again), or left out for good. */
export type Delivery = { outcome: 'sent' } | { outcome: 'failed'; error: string } | { outcome: 'left-out'; reason: string };

export interface Recipient {
  userId: number;
  mobile: string | null;
  email: string | null;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The SMS of a message through the existing sender (its log row in 短信日志): the template of the code, enabled, on
 * its channel. A template or channel disabled since the message was written, or a mobile removed, leaves it out.
 */
export async function deliverSms(db: Db, scope: TenantScope, http: SmsHttpConfig | null, to: Recipient, templateCode: string, params: Record<string, string>): Promise<Delivery> {
  const mobile = to.mobile?.trim();
  if (!mobile) return { outcome: 'left-out', reason: '用户没有手机号' };
  let route;
  try {
    route = await smsRoute(db, templateCode);
  } catch (error) {
    return { outcome: 'left-out', reason: reasonOf(error) };
  }
  const result = await sendSms(db, scope, http, { mobile, userId: to.userId, templateCode, params }, route);
  return result.status === SmsSendStatus.FAILURE ? { outcome: 'failed', error: `短信发送失败：${result.apiCode} ${result.apiMsg}`.slice(0, 1000) } : { outcome: 'sent' };
}

/**
 * The mail of a message through the existing sender (its log row in 邮件记录, the SMTP exchange by nodemailer). A
 * template or account gone or disabled since, or an address removed, leaves it out.
 */
export async function deliverMail(db: Db, scope: TenantScope, to: Recipient, templateCode: string, params: Record<string, string>): Promise<Delivery> {
  if (!to.email?.trim()) return { outcome: 'left-out', reason: '用户没有邮箱' };
  let result;
  try {
    result = await sendMail(db, scope, { mail: to.email.trim(), userId: to.userId, userType: USER_TYPE_ADMIN, templateCode, templateParams: params });
  } catch (error) {
    return { outcome: 'left-out', reason: reasonOf(error) };
  }
  if (result.sendStatus === MailSendStatus.FAILURE) return { outcome: 'failed', error: `邮件发送失败：${result.error ?? ''}`.slice(0, 1000) };
  return result.sendStatus === MailSendStatus.IGNORE ? { outcome: 'left-out', reason: '邮件模板已停用' } : { outcome: 'sent' };
}
