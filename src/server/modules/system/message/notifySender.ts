import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { STATUS } from '../systemErrors.ts';
import { MessageErrors } from './messageErrors.ts';
import { fillTemplate } from './templateParams.ts';

export interface NotifyRequest {
  userId: number;
  userType: number;
  templateCode: string;
  templateParams: Record<string, unknown>;
}

/**
 * yudao's NotifySendServiceImpl.sendSingleNotify: the template (a disabled one sends nothing: null), every
 * parameter given, the filled-in text stored as the recipient's unread message. The recipient must be a user of
 * the tenant (ours: yudao writes a message for any id). Answers the message's id.
 */
export async function sendNotify(db: Db, scope: TenantScope, request: NotifyRequest): Promise<number | null> {
  const template = await db.selectFrom('systemNotifyTemplate').selectAll()
    .where('code', '=', request.templateCode).where('deleted', '=', false).executeTakeFirst();
  if (!template) throw fail(MessageErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
  if (template.status !== STATUS.ENABLE) return null;
  const user = await scope.selectFrom('systemUsers').select('id')
    .where('id', '=', request.userId).where('deleted', '=', false).executeTakeFirst();
  if (!user) throw fail(MessageErrors.NOTIFY_SEND_USER_NOT_EXISTS);
  const content = fillTemplate(template.content, template.params, request.templateParams, MessageErrors.NOTIFY_SEND_TEMPLATE_PARAM_MISS);
  const message = await scope.insertInto('systemNotifyMessage', {
    userId: request.userId, userType: request.userType, templateId: template.id, templateCode: template.code,
    templateNickname: template.nickname, templateContent: content.slice(0, 4000), templateType: template.type,
    templateParams: JSON.stringify(request.templateParams),
  }).returning('id').executeTakeFirstOrThrow();
  return message.id;
}
