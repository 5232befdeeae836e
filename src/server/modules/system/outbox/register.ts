import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { OutboxDispatcher } from './dispatcher.ts';

/**
 * This server's outbox dispatcher (OUTBOX_POLL_MS; 0: this server sends none, another must): started when the app is
 * ready, stopped on close before the database closes (it waits for the sends under way).
 */
export function registerOutboxDispatcher(app: FastifyInstance, db: Db, config: ServerConfig): void {
  if (!config.outboxPollMs) return;
  const dispatcher = new OutboxDispatcher(db, {
    pollMs: config.outboxPollMs, leaseMs: config.outboxLeaseMs, retryMs: config.outboxRetryMs, maxAttempts: config.outboxMaxAttempts,
    publicUrl: config.publicUrl, smsHttp: config.smsHttp,
  }, app.log);
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
}
