import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { USER_TYPE_ADMIN } from '../auth/tokenService.ts';
import { STATUS } from '../systemErrors.ts';
import { fillLeniently } from '../message/templateParams.ts';
import { OutboxChannelStatus } from './kinds.ts';
import type { OutboxMessage } from './message.ts';

/** An outbox row and, when the in-site template is there and enabled, the in-site message, ready to insert. */
export interface ComposedMessage {
  outbox: {
    userId: number; kind: string; templateCode: string; templateParams: string; link: string | null;
    dedupeKey: string | null; smsStatus: number; mailStatus: number;
  };
  notify: {
    userId: number; userType: number; templateId: number; templateCode: string; templateNickname: string;
    templateContent: string; templateType: number; templateParams: string;
  } | null;
}

interface RecipientRow {
  ord: number;
  userFound: boolean;
  mobile: string | null;
  email: string | null;
  notifyId: number | null;
  notifyNickname: string | null;
  notifyContent: string | null;
  notifyType: number | null;
  smsTemplateOn: boolean;
  mailTemplateOn: boolean;
  smsEnabled: boolean | null;
  mailEnabled: boolean | null;
}

const textParams = (message: OutboxMessage): Record<string, string> => {
  const params = Object.fromEntries(Object.entries(message.params).map(([k, v]) => [k, String(v)]));
  if (message.link !== undefined) params.link ??= message.link;
  return params;
};

/**
 * What each message becomes, read in one statement for the whole batch: the recipient (a user of the tenant, not
 * deleted — a message to anyone else is dropped: the change that causes it must not fail for it), the in-site
 * template, whether an enabled SMS and mail template of the code exist, the user's mobile and address, and what the
 * user muted for the kind. A channel is marked waiting only when all of that says it goes.
 */
export async function composeMessages(txScope: TenantScope, messages: readonly OutboxMessage[]): Promise<ComposedMessage[]> {
  if (!messages.length) return [];
  const { rows } = await sql<RecipientRow>`
    select m.ord, u.id is not null as user_found, u.mobile, u.email,
      nt.id as notify_id, nt.nickname as notify_nickname, nt.content as notify_content, nt.type as notify_type,
      exists (select 1 from system_sms_template s where s.code = m.code and not s.deleted and s.status = ${STATUS.ENABLE}) as sms_template_on,
      exists (select 1 from system_mail_template t where t.code = m.code and not t.deleted and t.status = ${STATUS.ENABLE}) as mail_template_on,
      p.sms_enabled, p.mail_enabled
    from unnest(${messages.map((_, i) => i)}::int[], ${messages.map((m) => m.userId)}::bigint[],
      ${messages.map((m) => m.templateCode)}::text[], ${messages.map((m) => m.kind)}::text[]) as m(ord, user_id, code, kind)
    left join system_users u on u.id = m.user_id and u.tenant_id = ${txScope.tenantId} and not u.deleted
    left join lateral (select id, nickname, content, type from system_notify_template n
      where n.code = m.code and not n.deleted and n.status = ${STATUS.ENABLE} order by id limit 1) nt on true
    left join system_message_preference p on p.tenant_id = ${txScope.tenantId} and p.user_id = m.user_id and p.kind = m.kind`
    .execute(txScope.db);
  const composed: ComposedMessage[] = [];
  for (const row of rows) {
    if (!row.userFound) continue;
    const message = messages[row.ord]!;
    const params = textParams(message);
    const paramsJson = JSON.stringify(params);
    const channel = (on: boolean) => (on ? OutboxChannelStatus.WAITING : OutboxChannelStatus.NONE);
    composed.push({
      outbox: {
        userId: message.userId, kind: message.kind, templateCode: message.templateCode, templateParams: paramsJson,
        link: message.link ?? null, dedupeKey: message.dedupeKey ?? null,
        smsStatus: channel(row.smsTemplateOn && Boolean(row.mobile?.trim()) && row.smsEnabled !== false),
        mailStatus: channel(row.mailTemplateOn && Boolean(row.email?.trim()) && row.mailEnabled !== false),
      },
      notify: row.notifyId === null ? null : {
        userId: message.userId, userType: USER_TYPE_ADMIN, templateId: Number(row.notifyId), templateCode: message.templateCode,
        templateNickname: row.notifyNickname!, templateContent: fillLeniently(row.notifyContent!, params).slice(0, 4000),
        templateType: Number(row.notifyType), templateParams: paramsJson,
      },
    });
  }
  return composed;
}
