import nodemailer from 'nodemailer';
import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { STATUS } from '../systemErrors.ts';
import { MessageErrors } from './messageErrors.ts';
import { fillTemplate } from './templateParams.ts';

/** The mail log's status values (system_mail_send_status). */
export const MailSendStatus = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const;

/** How long the SMTP exchange may take at each step: a 测试 waits for it. */
const SMTP_TIMEOUT_MS = 10_000;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailRequest {
  /** The recipient; empty: the user's own address. */
  mail: string | undefined;
  userId: number;
  userType: number;
  templateCode: string;
  templateParams: Record<string, unknown>;
}

/**
 * yudao's MailSendServiceImpl.sendSingleMail: the template and its account, the recipient, the parameters (each
 * given, HTML-escaped into the cleaned content), a log row, then the SMTP exchange through nodemailer and its result
 * on the row: 发送成功 with the server's message id, or 发送失败 with the error. A disabled template is logged as
 * 不发送 and nothing leaves. yudao hands the exchange to a queue; here the request waits for it (bounded), so the
 * log says how it went when 测试 answers. Answers the log row's id and its status (the outbox retries a failure).
 */
export async function sendMail(db: Db, scope: TenantScope, request: MailRequest): Promise<{ id: number; sendStatus: number; error?: string }> {
  const template = await db.selectFrom('systemMailTemplate').selectAll()
    .where('code', '=', request.templateCode).where('deleted', '=', false).executeTakeFirst();
  if (!template) throw fail(MessageErrors.MAIL_TEMPLATE_NOT_EXISTS);
  const account = await db.selectFrom('systemMailAccount').selectAll()
    .where('id', '=', template.accountId).where('deleted', '=', false).executeTakeFirst();
  if (!account) throw fail(MessageErrors.MAIL_ACCOUNT_NOT_EXISTS);
  const toMail = request.mail || (await scope.selectFrom('systemUsers').select('email')
    .where('id', '=', request.userId).executeTakeFirst())?.email;
  if (!toMail) throw fail(MessageErrors.MAIL_SEND_MAIL_NOT_EXISTS);
  const content = fillTemplate(template.content, template.params, request.templateParams, MessageErrors.MAIL_SEND_TEMPLATE_PARAM_MISS, escapeHtml);
  const title = fillTemplate(template.title, [], request.templateParams, MessageErrors.MAIL_SEND_TEMPLATE_PARAM_MISS);
  const enabled = template.status === STATUS.ENABLE;

  const log = await scope.insertInto('systemMailLog', {
    userId: request.userId, userType: request.userType, toMail, accountId: account.id, fromMail: account.mail,
    templateId: template.id, templateCode: template.code, templateNickname: template.nickname, templateTitle: title,
    templateContent: content, templateParams: JSON.stringify(request.templateParams),
    sendStatus: enabled ? MailSendStatus.INIT : MailSendStatus.IGNORE,
  }).returning('id').executeTakeFirstOrThrow();
  if (!enabled) return { id: log.id, sendStatus: MailSendStatus.IGNORE };

  const transport = nodemailer.createTransport({
    host: account.host, port: account.port, secure: Boolean(account.sslEnable),
    auth: { user: account.username, pass: account.password },
    connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: template.nickname ? { name: template.nickname, address: account.mail } : account.mail,
      to: toMail, subject: title, html: content,
    });
    await scope.updateTable('systemMailLog')
      .set({ sendStatus: MailSendStatus.SUCCESS, sendTime: new Date(), sendMessageId: String(info.messageId ?? '').slice(0, 255) })
      .where('id', '=', log.id).execute();
    return { id: log.id, sendStatus: MailSendStatus.SUCCESS };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 4000);
    await scope.updateTable('systemMailLog')
      .set({ sendStatus: MailSendStatus.FAILURE, sendTime: new Date(), sendException: message })
      .where('id', '=', log.id).execute();
    return { id: log.id, sendStatus: MailSendStatus.FAILURE, error: message };
  } finally {
    transport.close();
  }
}
