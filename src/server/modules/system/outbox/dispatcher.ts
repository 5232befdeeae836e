import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import type { SmsHttpConfig } from '../../../config.ts';
import { deliverMail, deliverSms, type Delivery, type Recipient } from './deliver.ts';
import { registerWaker } from './enqueue.ts';
import { OutboxChannelStatus } from './kinds.ts';

export interface DispatcherOptions {
  /** How often it looks for messages to send (a commit on this server wakes it at once). */
  pollMs: number;
  /** How long a claimed message is this server's: a server that dies leaves it to another once it ends. */
  leaseMs: number;
  /** The wait after a first failure, doubled after each further one (at most an hour). */
  retryMs: number;
  /** Attempts before a channel is given up (20 on the row, the last error with it, each attempt in its log). */
  maxAttempts: number;
  /** The site's address: a message's link is made absolute with it for SMS and mail. */
  publicUrl: string | null;
  smsHttp: SmsHttpConfig | null;
}

interface ClaimedRow {
  id: number;
  tenantId: number;
  userId: number;
  templateCode: string;
  templateParams: Record<string, string> | string;
  link: string | null;
  smsStatus: number;
  mailStatus: number;
  attempts: number;
}

/** Messages claimed at once; the round claims again until nothing is due. */
const BATCH = 20;
const MAX_BACKOFF_MS = 3_600_000;

/**
 * Sends the outbox's SMS and mail after their change committed (docs/messages.md). Every server may dispatch: a
 * claim is one statement that takes due rows `for update skip locked` and writes this server's lease on them, so each
 * row goes to one server; the lease is its own until it expires, when any server takes the row over (its server died
 * between the claim and the end). Each channel's outcome is written as soon as it is known, so a channel that went
 * out is not sent again when the other one is retried. Failures wait `retryMs`, doubled each time.
 */
export class OutboxDispatcher {
  readonly instanceId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private unregister: (() => void) | undefined;

  constructor(private readonly db: Db, private readonly options: DispatcherOptions, private readonly log: FastifyBaseLogger) {}

  start(): void {
    this.unregister = registerWaker(this.db, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unregister?.();
    while (this.running) await this.running;
  }

  /** A round now; one asked for while a round runs follows it (a commit during the round is not missed). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          while (!this.stopped && (await this.round()) === BATCH);
        } catch (error) {
          this.log.error({ err: error }, '消息发送失败');
        }
      } while (this.again && !this.stopped);
    })().finally(() => { this.running = null; });
    return this.running;
  }

  /** Claims due messages and sends them; answers how many it claimed. */
  async round(): Promise<number> {
    const { rows } = await sql<ClaimedRow>`
      with due as (
        select id from system_message_outbox
        where (sms_status = ${OutboxChannelStatus.WAITING} or mail_status = ${OutboxChannelStatus.WAITING})
          and next_attempt_time <= now() and (locked_until is null or locked_until < now())
        order by next_attempt_time, id limit ${BATCH}
        for update skip locked)
      update system_message_outbox o
      set locked_by = ${this.instanceId}, locked_until = now() + ${this.options.leaseMs} * interval '1 millisecond',
        attempts = o.attempts + 1, update_time = now()
      from due where o.id = due.id
      returning o.id, o.tenant_id, o.user_id, o.template_code, o.template_params, o.link, o.sms_status, o.mail_status, o.attempts`
      .execute(this.db);
    await Promise.all(rows.map((row) => this.send(row).catch((error: unknown) => this.log.error({ err: error, outboxId: row.id }, '消息发送失败'))));
    return rows.length;
  }

  private absolute(link: string | null): string {
    if (!link) return this.options.publicUrl ?? '';
    return this.options.publicUrl ? new URL(link, this.options.publicUrl).href : link;
  }

  private async send(row: ClaimedRow): Promise<void> {
    const scope = new TenantScope(this.db, Number(row.tenantId));
    const user = await scope.selectFrom('systemUsers').select(['id', 'mobile', 'email'])
      .where('id', '=', Number(row.userId)).where('deleted', '=', false).executeTakeFirst();
    const to: Recipient = { userId: Number(row.userId), mobile: user?.mobile ?? null, email: user?.email ?? null };
    const stored = typeof row.templateParams === 'string' ? JSON.parse(row.templateParams) as Record<string, string> : row.templateParams;
    const params = { ...stored, link: this.absolute(row.link) };
    const errors: string[] = [];
    const notes: string[] = [];
    let sms = row.smsStatus;
    let mail = row.mailStatus;
    if (sms === OutboxChannelStatus.WAITING) {
      sms = this.statusOf(await deliverSms(this.db, scope, this.options.smsHttp, to, row.templateCode, params), row, errors, notes);
      // written before the mail is tried: a server dying during the mail must not send the SMS again
      if (sms !== OutboxChannelStatus.WAITING) await this.mine(row).set({ smsStatus: sms }).execute();
    }
    if (mail === OutboxChannelStatus.WAITING) mail = this.statusOf(await deliverMail(this.db, scope, to, row.templateCode, params), row, errors, notes);
    const waiting = sms === OutboxChannelStatus.WAITING || mail === OutboxChannelStatus.WAITING;
    const backoff = Math.min(MAX_BACKOFF_MS, this.options.retryMs * 2 ** (row.attempts - 1));
    await this.mine(row).set({
      smsStatus: sms, mailStatus: mail, lockedBy: null, lockedUntil: null, updateTime: new Date(),
      ...(errors.length || notes.length ? { lastError: [...errors, ...notes].join('；').slice(0, 1000) } : {}),
      ...(waiting ? { nextAttemptTime: new Date(Date.now() + backoff) } : {}),
    }).execute();
    if (errors.length) this.log.warn({ outboxId: row.id, attempts: row.attempts, errors }, waiting ? '消息发送失败，稍后重试' : '消息发送失败，已放弃');
  }

  /** The row while this server's lease on it holds (a lease taken over is the other server's to finish). */
  private mine(row: ClaimedRow) {
    return new TenantScope(this.db, Number(row.tenantId)).updateTable('systemMessageOutbox')
      .where('id', '=', Number(row.id)).where('lockedBy', '=', this.instanceId);
  }

  /** A channel's new status: a failure waits for the next attempt until the last, then is given up. */
  private statusOf(delivery: Delivery, row: ClaimedRow, errors: string[], notes: string[]): number {
    if (delivery.outcome === 'sent') return OutboxChannelStatus.SENT;
    if (delivery.outcome === 'left-out') {
      notes.push(delivery.reason);
      return OutboxChannelStatus.LEFT_OUT;
    }
    errors.push(delivery.error);
    return row.attempts >= this.options.maxAttempts ? OutboxChannelStatus.GIVEN_UP : OutboxChannelStatus.WAITING;
  }
}
