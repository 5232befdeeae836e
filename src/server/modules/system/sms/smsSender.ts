import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { SmsHttpConfig } from '../../../config.ts';
import { fail } from '../../../http/errors.ts';
import { SmsErrors } from '../auth/signInErrors.ts';
import { STATUS } from '../systemErrors.ts';
import { channelClient, SmsSendStatus } from './smsChannels.ts';

export interface SmsRequest {
  mobile: string;
  userId: number | null;
  templateCode: string;
  params: Record<string, string>;
}

/** `{name}` of the template filled from the parameters (yudao's SmsTemplateService.formatSmsTemplateContent). */
const format = (content: string, params: Record<string, string>): string =>
  content.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);

/**
 * yudao's SmsSendService.sendSingleSms: the template (enabled) and its channel (enabled), a log row, the channel's
 * send, the result on the row. Templates and channels are the deployment's (global); the log is the tenant's.
 */
export async function sendSms(db: Db, scope: TenantScope, http: SmsHttpConfig | null, request: SmsRequest): Promise<void> {
  const template = await db.selectFrom('systemSmsTemplate').selectAll()
    .where('code', '=', request.templateCode).where('deleted', '=', false).executeTakeFirst();
  if (!template || template.status !== STATUS.ENABLE) throw fail(SmsErrors.SEND_TEMPLATE_NOT_EXISTS);
  const channel = await db.selectFrom('systemSmsChannel').selectAll()
    .where('id', '=', template.channelId).where('deleted', '=', false).executeTakeFirst();
  if (!channel || channel.status !== STATUS.ENABLE) throw fail(SmsErrors.CHANNEL_DISABLE);

  const content = format(template.content, request.params);
  const log = await scope.insertInto('systemSmsLog', {
    channelId: channel.id, channelCode: channel.code, templateId: template.id, templateCode: template.code,
    templateType: template.type, templateContent: content, mobile: request.mobile, userId: request.userId,
    apiTemplateId: template.apiTemplateId, sendStatus: SmsSendStatus.INIT,
  }).returning('id').executeTakeFirstOrThrow();
  const result = await channelClient(channel.code, http).send({ mobile: request.mobile, content, signature: channel.signature, apiTemplateId: template.apiTemplateId });
  await scope.updateTable('systemSmsLog')
    .set({ sendStatus: result.status, sendTime: new Date(), apiSendCode: result.apiCode, apiSendMsg: result.apiMsg })
    .where('id', '=', log.id).execute();
}
