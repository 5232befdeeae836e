import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { SmsChannelTable, SmsTemplateTable } from '../../../db/tables/system.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { SmsHttpConfig } from '../../../config.ts';
import { fail } from '../../../http/errors.ts';
import { SmsErrors } from '../auth/signInErrors.ts';
import { fillLeniently } from '../message/templateParams.ts';
import { STATUS } from '../systemErrors.ts';
import { channelClient, SmsSendStatus, type SmsSendResult } from './smsChannels.ts';

export interface SmsRequest {
  mobile: string;
  userId: number | null;
  templateCode: string;
  params: Record<string, string>;
}


/** A template (enabled) and its channel (enabled): what a message goes out through. */
export interface SmsRoute {
  template: Selectable<SmsTemplateTable>;
  channel: Selectable<SmsChannelTable>;
}

/**
 * The template of `templateCode` and its channel, or the refusal (短信模板不存在, 短信渠道不存在或已禁用). Looked up
 * before anything is stored for the message: a sign-in code made for a send that is then refused would count toward
 * the mobile's limits and block the resend.
 */
export async function smsRoute(db: Db, templateCode: string): Promise<SmsRoute> {
  const template = await db.selectFrom('systemSmsTemplate').selectAll()
    .where('code', '=', templateCode).where('deleted', '=', false).executeTakeFirst();
  if (!template || template.status !== STATUS.ENABLE) throw fail(SmsErrors.SEND_TEMPLATE_NOT_EXISTS);
  const channel = await db.selectFrom('systemSmsChannel').selectAll()
    .where('id', '=', template.channelId).where('deleted', '=', false).executeTakeFirst();
  if (!channel || channel.status !== STATUS.ENABLE) throw fail(SmsErrors.CHANNEL_DISABLE);
  return { template, channel };
}

/**
 * yudao's SmsSendService.sendSingleSms: the template (enabled) and its channel (enabled), a log row, the channel's
 * send, the result on the row. Templates and channels are the deployment's (global); the log is the tenant's.
 * `route` is the one the caller already looked up, if it did. Answers the channel's result (the outbox retries a
 * failure) and the log row's id.
 */
export async function sendSms(db: Db, scope: TenantScope, http: SmsHttpConfig | null, request: SmsRequest, route?: SmsRoute): Promise<SmsSendResult & { logId: number }> {
  const { template, channel } = route ?? await smsRoute(db, request.templateCode);
  // `{name}` filled from the parameters (yudao's SmsTemplateService.formatSmsTemplateContent)
  const content = fillLeniently(template.content, request.params);
  const log = await scope.insertInto('systemSmsLog', {
    channelId: channel.id, channelCode: channel.code, templateId: template.id, templateCode: template.code,
    templateType: template.type, templateContent: content, mobile: request.mobile, userId: request.userId,
    apiTemplateId: template.apiTemplateId, sendStatus: SmsSendStatus.INIT,
  }).returning('id').executeTakeFirstOrThrow();
  const result = await channelClient(channel.code, http).send({
    mobile: request.mobile, content, signature: channel.signature, apiTemplateId: template.apiTemplateId, apiKey: channel.apiKey, apiSecret: channel.apiSecret ?? '',
  });
  await scope.updateTable('systemSmsLog')
    .set({ sendStatus: result.status, sendTime: new Date(), apiSendCode: result.apiCode, apiSendMsg: result.apiMsg })
    .where('id', '=', log.id).execute();
  return { ...result, logId: log.id };
}
