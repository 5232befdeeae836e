import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { nextFireTime } from './cron.ts';
import { JobLogStatus, JobStatus } from './jobErrors.ts';
import { runJob, type RunnableJob, type RunnerDeps } from './jobRunner.ts';

interface JobRow extends RunnableJob {
  cronExpression: string;
  monitorTimeout: number;
  nextFireTime: Date | null;
  fireTime: Date | null;
  lockedUntil: Date | null;
  lockedBy: string | null;
}

interface Claim {
  job: JobRow;
  fireTime: Date;
  leaseMs: number;
}

/** The result of a run whose instance stopped answering before it ended. */
export const TAKEN_OVER = '执行它的服务实例未响应，租约过期后由其他实例接管重新执行';

/** Jobs claimed per tick at most; more due ones wait for the next tick. */
const CLAIM_LIMIT = 20;

export interface SchedulerOptions {
  tickMs: number;
  /** The lease of a run whose job sets no monitor timeout. */
  leaseMs: number;
}

/**
 * The scheduler of one server instance (docs/jobs.md). Every tick it claims the due jobs in a short transaction —
 * `FOR UPDATE SKIP LOCKED`, so of several instances on one PostgreSQL each due row goes to one of them — writing its
 * lease (locked_by, locked_until, fire_time) and the next fire time, and runs them after the commit. A leased job is
 * not claimed again while the lease holds; the run renews it every half lease and clears it when done. A lease left
 * to expire means its server died: the next tick of any instance takes the job over and runs that fire time again.
 * On PGlite (one process) the same statements run.
 */
export class JobScheduler {
  /** Who holds a lease: host, process and a random part (two apps in one process are two instances). */
  readonly instanceId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  private readonly runs = new Set<Promise<unknown>>();
  private readonly closing = new AbortController();

  private readonly deps: RunnerDeps;

  constructor(
    deps: Omit<RunnerDeps, 'instanceId'>,
    private readonly options: SchedulerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.deps = { ...deps, instanceId: this.instanceId };
  }

  private get db(): Db {
    return this.deps.database.db;
  }

  start(): void {
    this.timer = setInterval(() => this.tick(), this.options.tickMs);
    this.timer.unref();
  }

  /** Stops ticking, stops retries, and waits for the tick and the runs under way (the database closes after). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.closing.abort();
    await this.ticking;
    while (this.runs.size) await Promise.allSettled([...this.runs]);
  }

  /** One tick (never two at once): claim what is due and start it. */
  tick(): Promise<void> {
    if (!this.ticking && !this.closing.signal.aborted) {
      this.ticking = this.claimDue()
        .then((claims) => claims.forEach((claim) => this.track(this.runClaimed(claim))))
        .catch((error: unknown) => this.log.error({ err: error }, '定时任务调度失败'))
        .finally(() => { this.ticking = null; });
    }
    return this.ticking ?? Promise.resolve();
  }

  /**
   * 执行一次: runs the job now on this instance, beside its schedule (it takes no lease: yudao's trigger fires a
   * separate run too), even when this instance does not schedule (JOB_ENABLED=false). Not awaited by the request.
   */
  trigger(job: RunnableJob): void {
    this.track(runJob(this.deps, job, new Date(), this.closing.signal).catch((error: unknown) => this.log.error({ err: error }, '定时任务执行失败')));
  }

  private track(run: Promise<unknown>): void {
    this.runs.add(run);
    void run.finally(() => this.runs.delete(run));
  }

  private leaseOf(job: { monitorTimeout: number }): number {
    return job.monitorTimeout > 0 ? job.monitorTimeout : this.options.leaseMs;
  }

  /**
   * The claim: due enabled jobs with no lease, or with an expired one (taken over: its fire time runs again), and
   * enabled jobs not scheduled yet (next_fire_time null: inserted by a migration or restored), which only get their
   * next fire time. A job late by several fire times fires once (Quartz's misfire "fire once now").
   */
  async claimDue(): Promise<Claim[]> {
    return this.db.transaction().execute(async (tx) => {
      const { rows } = await sql<JobRow>`
        select id, handler_name, handler_param, retry_count, retry_interval, cron_expression, monitor_timeout,
          next_fire_time, fire_time, locked_until, locked_by
        from infra_job
        where not deleted and status = ${JobStatus.NORMAL}
          and (locked_until < now() or (locked_until is null and (next_fire_time is null or next_fire_time <= now())))
        order by next_fire_time nulls first, id
        limit ${CLAIM_LIMIT}
        for update skip locked`.execute(tx);
      const claims: Claim[] = [];
      const now = new Date();
      for (const job of rows) {
        if (!job.lockedUntil && !job.nextFireTime) {
          await sql`update infra_job set next_fire_time = ${nextFireTime(job.cronExpression, now)} where id = ${job.id}`.execute(tx);
          continue;
        }
        const takeover = job.lockedUntil !== null;
        const fireTime = takeover ? (job.fireTime ?? now) : job.nextFireTime!;
        const next = takeover ? job.nextFireTime : nextFireTime(job.cronExpression, fireTime > now ? fireTime : now);
        const leaseMs = this.leaseOf(job);
        await sql`update infra_job set locked_by = ${this.instanceId}, locked_until = now() + ${leaseMs} * interval '1 millisecond',
          fire_time = ${fireTime}, next_fire_time = ${next} where id = ${job.id}`.execute(tx);
        if (takeover) {
          this.log.warn({ jobId: job.id, fireTime }, '定时任务的租约已过期（执行它的实例未响应），由本实例接管');
          // The dead instance's run never wrote its end: its rows would say 运行中 for ever.
          await sql`update infra_job_log set status = ${JobLogStatus.FAILURE}, end_time = now(), update_time = now(),
            duration = (extract(epoch from now() - begin_time) * 1000)::integer, result = ${TAKEN_OVER}
            where job_id = ${job.id} and status = ${JobLogStatus.RUNNING} and instance_id = ${job.lockedBy}`.execute(tx);
        }
        claims.push({ job, fireTime, leaseMs });
      }
      return claims;
    });
  }

  /** A claimed run: the lease renewed every half lease while it goes, then released. */
  private async runClaimed({ job, fireTime, leaseMs }: Claim): Promise<void> {
    const renew = setInterval(() => {
      sql`update infra_job set locked_until = now() + ${leaseMs} * interval '1 millisecond' where id = ${job.id} and locked_by = ${this.instanceId}`
        .execute(this.db).catch((error: unknown) => this.log.error({ err: error }, '定时任务续租失败'));
    }, Math.max(50, leaseMs / 2));
    renew.unref();
    try {
      await runJob(this.deps, job, fireTime, this.closing.signal);
    } catch (error) {
      this.log.error({ err: error, jobId: job.id }, '定时任务执行失败');
    } finally {
      clearInterval(renew);
      await sql`update infra_job set locked_by = null, locked_until = null, fire_time = null where id = ${job.id} and locked_by = ${this.instanceId}`
        .execute(this.db).catch((error: unknown) => this.log.error({ err: error }, '定时任务释放租约失败'));
    }
  }
}
