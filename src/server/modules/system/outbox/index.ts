/**
 * The message outbox (issue 33, docs/messages.md): how work reaches people. A change that concerns someone enqueues
 * a message inside its own transaction; the in-site message is written with it, and SMS and mail go out after the
 * commit through this server's dispatcher — retried, never lost, sent once.
 */
import type { TenantScope } from '../../../db/tenantScope.ts';
import { enqueueOne } from './enqueue.ts';
import type { MessageKind } from './kinds.ts';

export { MESSAGE_KINDS, isMessageKind, type MessageKind } from './kinds.ts';
export type { OutboxMessage } from './message.ts';
export { registerTaskMessage, taskLink, type NewTask, type TaskMessageDescriber, type TaskMessageText } from './taskMessages.ts';

/**
 * Enqueues a message to a user of the scope's tenant, INSIDE the transaction of the change that causes it (a
 * rollback takes the message with it). The in-site message (the notify template of `templateCode`) is written now;
 * the SMS and mail (templates of the same code, enabled; the user has a mobile / an address and has not muted them
 * for `kind`) are sent after the commit. With a `dedupeKey`, a second enqueue with the same key in the tenant is a
 * no-op, from any server. A recipient who is not a user of the tenant gets nothing, and the change goes on.
 */
export function enqueueMessage(txScope: TenantScope, message: {
  userId: number;
  kind: MessageKind;
  templateCode: string;
  params: Record<string, string | number>;
  link?: string;
  dedupeKey?: string;
}): Promise<void> {
  return enqueueOne(txScope, message);
}
