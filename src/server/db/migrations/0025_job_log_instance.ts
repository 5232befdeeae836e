import { sql, type Kysely } from 'kysely';

/**
 * Which server instance ran each job execution. When an instance dies mid-run, the instance that takes the job over
 * after its lease closes that run's log rows (still 运行中) as failed: only the dead instance's rows, not a
 * 执行一次 running at the same moment on a live one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table infra_job_log add column instance_id varchar(100)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table infra_job_log drop column instance_id`.execute(db);
}
