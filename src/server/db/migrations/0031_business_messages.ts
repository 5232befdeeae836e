import { sql, type Kysely } from 'kysely';

/**
 * The business's messages and reminders (issue 33, docs/messages.md "The business's messages"): the in-site templates
 * each hand-off and reminder is written with, the reminder job, and its parameters. Shipped by the migration, not the
 * demo seed: every installation's proposals, reports and surveys must reach their people.
 *
 * Templates are inserted without ids (the table's sequence starts above 100) so they never meet another migration's;
 * an administrator may reword them, keep the `{name}` parameters, or add an SMS or mail template of the same code.
 */
const TEMPLATES: [code: string, name: string, content: string][] = [
  // tasks of a proposal (their messages speak the business's words: registerTaskMessage)
  ['renda-proposal-review', '建议待审核', '{deputy}代表提出的建议《{title}》待您审核，请及时办理。'],
  ['renda-proposal-revise', '建议被退回修改', '您的建议《{title}》被退回修改，退回理由：{reason}。请修改后重新提交。'],
  ['renda-proposal-assign', '建议待交办', '{deputy}代表提出的建议《{title}》已立案，待您交办承办单位。'],
  ['renda-proposal-handle', '建议待答复', '{deputy}代表提出的建议《{title}》已交{unit}{handleType}，请于{deadline}前答复。'],
  ['renda-proposal-handle-again', '建议需重新办理', '{deputy}代表对建议《{title}》的答复不满意（{opinion}），请{unit}于{deadline}前重新办理并答复。'],
  ['renda-proposal-feedback', '建议待评价', '您的建议《{title}》已由承办单位全部答复，请查看答复并评价。'],
  // events for people who get no task from them
  ['renda-proposal-assigned', '建议已交办', '您的建议《{title}》已交办：{units}，办理期限至{deadline}。'],
  ['renda-proposal-answered', '建议已答复', '{unit}已答复您的建议《{title}》，其余承办单位仍在办理。'],
  ['renda-proposal-rated', '建议已评价', '{deputy}代表对建议《{title}》的办理答复评价为：{satisfaction}。'],
  ['renda-report-returned', '履职报告被退回', '您的{year}年度{dutiesType}《{title}》被退回修改，审核意见：{opinion}。请修改后重新提交。'],
  ['renda-report-approved', '履职报告已通过', '您的{year}年度{dutiesType}《{title}》已审核通过。'],
  ['renda-survey-published', '问卷已发布', '问卷《{name}》已发布，请于{deadline}填写。'],
  ['renda-activity-invitation', '履职活动邀请', '诚邀您参加履职活动《{title}》，时间：{time}，地点：{address}。'],
  // the reminder job's
  ['renda-reminder-due', '待办即将到期', '您的待办【{step}】{item}将于{deadline}到期，请及时办理。'],
  ['renda-reminder-overdue', '待办已逾期', '您有{count}项待办已逾期：{items}。请尽快办理。'],
  ['renda-reminder-overdue-staff', '建议办理逾期汇总', '有{count}件建议超过办理期限仍未答复：{items}。请督促承办单位办理。'],
];

const paramsOf = (content: string): string[] => [...new Set([...content.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];

export async function up(db: Kysely<any>): Promise<void> {
  // 审核's reason for a return, kept with the proposal: the deputy's 修改 task message quotes it, and it is written
  // before that task is (the step's messages are made before its writes)
  await sql`alter table renda_proposal add column return_reason varchar(500)`.execute(db);
  for (const [code, name, content] of TEMPLATES) {
    await sql`insert into system_notify_template (name, code, nickname, content, type, params, status, remark)
      values (${name}, ${code}, '人大履职平台', ${content}, 2, ${JSON.stringify(paramsOf(content))}::jsonb, 0, '业务消息（issue 33）')`.execute(db);
  }
  // daily at eight in the users' morning (cron times are TIME_ZONE_OFFSET's wall clock, docs/jobs.md)
  await sql`insert into infra_job (name, status, handler_name, handler_param, cron_expression, retry_count, retry_interval, monitor_timeout)
    values ('到期提醒和逾期汇总', 1, 'businessReminderJob', null, '0 0 8 * * ?', 1, 600000, 0)`.execute(db);
  await sql`insert into infra_config (category, type, name, config_key, value, visible, remark) values
    ('biz', 2, '到期提醒-提前天数', 'renda.reminder.days-before', '3', true, '办理期限、报告截止日或流程任务到期前几天提醒办理人（0 不提醒）'),
    ('biz', 2, '年度履职报告-截止日期', 'renda.report.due-date', '01-31', true, '某年度的履职报告于次年此日（月-日）前提交')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table renda_proposal drop column return_reason`.execute(db);
  await sql`delete from infra_config where config_key in ('renda.reminder.days-before', 'renda.report.due-date')`.execute(db);
  await sql`delete from infra_job where handler_name = 'businessReminderJob'`.execute(db);
  await sql`delete from system_notify_template where code in (${sql.join(TEMPLATES.map(([code]) => code))})`.execute(db);
}
