import { sql, type Kysely } from 'kysely';

/**
 * Issue 37, 加签 / 减签 (yudao's Flowable sub-tasks): a task added by 加签 names its parent; the parent remembers how
 * its signs were added (yudao's scope type: 'before' — they decide first, then the parent is its owner's again;
 * 'after' — they decide once the parent's holder has approved, and the step moves on when all have). And the
 * in-site messages that tell a starter their instance was ended by an administrator (终止), and the holders of
 * tasks a cancel took away (取消).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bpm_task add column parent_task_id varchar(36)`.execute(db);
  await sql`alter table bpm_task add column sign_type varchar(8)`.execute(db);
  await sql.raw('create index idx_bpm_task_parent on bpm_task (parent_task_id) where parent_task_id is not null').execute(db);
  await sql`insert into system_notify_template (name, code, nickname, content, type, params, status, remark) values
    ('流程终止提醒', 'bpm-process-terminated', '流程助手', '{userName} 终止了您发起的流程【{processName}】，原因：{reason}',
      2, '["userName","processName","reason"]'::jsonb, 0, '管理员终止流程时发送给发起人（issue 37）'),
    ('流程取消提醒', 'bpm-task-cancelled', '流程助手', '流程【{processName}】已被{userName}取消，您的待办【{taskName}】无需再处理，原因：{reason}',
      2, '["userName","processName","taskName","reason"]'::jsonb, 0, '流程被取消或终止时发送给待办的审批人（issue 37）')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from system_notify_template where code in ('bpm-process-terminated', 'bpm-task-cancelled')`.execute(db);
  await sql`drop index if exists idx_bpm_task_parent`.execute(db);
  await sql`alter table bpm_task drop column sign_type`.execute(db);
  await sql`alter table bpm_task drop column parent_task_id`.execute(db);
}
