import type { MessageKind } from './kinds.ts';

/** A message to one user, as a business module enqueues it (index.ts). */
export interface OutboxMessage {
  userId: number;
  kind: MessageKind;
  /** The code of its in-site, SMS and mail templates (each sent when it exists and is enabled). */
  templateCode: string;
  params: Record<string, string | number>;
  /** A client path (e.g. `/bpm/task/open/123`); SMS and mail make it absolute with PUBLIC_URL. */
  link?: string;
  /** A second message with the same key in the tenant is a no-op, even from another server. */
  dedupeKey?: string;
}
