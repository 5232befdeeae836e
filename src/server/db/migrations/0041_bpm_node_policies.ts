import { sql, type Kysely } from 'kysely';

/**
 * Issue 37, node policies: a job may carry a decision the runtime takes itself (`action`: a task nobody is to decide,
 * approved or rejected by its node's policy — nodePolicies.ts), fired by the job poller on exactly one server as a
 * timer is; and the in-site message of a timeout's reminder (审批超时提醒).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw('alter table bpm_job add column action varchar(32)').execute(db);
  await sql`insert into system_notify_template (name, code, nickname, content, type, params, status, remark) values
    ('审批超时提醒', 'bpm-task-timeout', '流程助手', '您的审批任务【{taskName}】（流程【{processName}】，发起人：{startUserName}）已超时，请尽快处理',
      2, '["taskName","processName","startUserName"]'::jsonb, 0, '用户任务的超时策略为自动提醒时发送（issue 37）')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from system_notify_template where code = 'bpm-task-timeout'`.execute(db);
  await sql.raw('alter table bpm_job drop column if exists action').execute(db);
}
