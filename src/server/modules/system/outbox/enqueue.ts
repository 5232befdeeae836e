import { sql, type OperationNodeSource } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { composeMessages, type ComposedMessage } from './compose.ts';
import { OutboxChannelStatus } from './kinds.ts';
import type { OutboxMessage } from './message.ts';

/** The dispatchers of this process, by the database they serve: told after a commit that left something to send. */
const wakers = new WeakMap<Db, () => void>();

export function registerWaker(db: Db, wake: () => void): () => void {
  wakers.set(db, wake);
  return () => {
    if (wakers.get(db) === wake) wakers.delete(db);
  };
}

const waits = (c: ComposedMessage) => c.outbox.smsStatus === OutboxChannelStatus.WAITING || c.outbox.mailStatus === OutboxChannelStatus.WAITING;

/**
 * Wakes this server's dispatcher once the transaction commits, so a message goes out at once rather than at the
 * next poll; a rolled-back change sends nothing, and a server that dies first leaves the row to any poller.
 */
function wakeAfterCommit(txScope: TenantScope, composed: readonly ComposedMessage[]): void {
  if (!composed.some(waits)) return;
  const database = txScope.database;
  txScope.afterCommit(() => wakers.get(database)?.());
}

/**
 * The writes of messages that need no dedupe (a new task's: its id is new), to go into a caller's statement (the
 * workflow step's one statement, writeTogether.ts): the outbox rows and the in-site messages, independent inserts.
 */
export async function messageWrites(txScope: TenantScope, messages: readonly OutboxMessage[]): Promise<OperationNodeSource[]> {
  const composed = await composeMessages(txScope, messages);
  if (!composed.length) return [];
  wakeAfterCommit(txScope, composed);
  const notices = composed.flatMap((c) => (c.notify ? [c.notify] : []));
  return [
    txScope.insertInto('systemMessageOutbox', composed.map((c) => c.outbox)),
    ...(notices.length ? [txScope.insertInto('systemNotifyMessage', notices)] : []),
  ];
}

/**
 * One message in the caller's transaction: the outbox row and, through it, the in-site message, in one statement —
 * the in-site message is inserted only when the outbox row was (a dedupe key already used in the tenant: neither).
 */
export async function enqueueOne(txScope: TenantScope, message: OutboxMessage): Promise<void> {
  const [composed] = await composeMessages(txScope, [message]);
  if (!composed) return;
  const outbox = txScope.insertInto('systemMessageOutbox', composed.outbox)
    .onConflict((oc) => oc.columns(['tenantId', 'dedupeKey']).where('dedupeKey', 'is not', null).doNothing())
    .returning('id');
  const n = composed.notify;
  if (!n) {
    const inserted = await outbox.execute();
    if (inserted.length) wakeAfterCommit(txScope, [composed]);
    return;
  }
  const { rows } = await sql<{ id: number }>`with o as (${outbox})
    insert into system_notify_message (tenant_id, user_id, user_type, template_id, template_code, template_nickname,
      template_content, template_type, template_params)
    select ${txScope.tenantId}, ${n.userId}, ${n.userType}, ${n.templateId}, ${n.templateCode}, ${n.templateNickname},
      ${n.templateContent}, ${n.templateType}, ${n.templateParams}::jsonb from o
    returning id`.execute(txScope.db);
  if (rows.length) wakeAfterCommit(txScope, [composed]);
}
