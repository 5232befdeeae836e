import { TenantScope } from '../../../../db/tenantScope.ts';
import { remindTenant, type ReminderSettings } from '../../../renda/reminders/remind.ts';
import type { Db } from '../../../../db/database.ts';
import type { JobHandler } from './registry.ts';

const DAYS_KEY = 'renda.reminder.days-before';
const REPORT_DUE_KEY = 'renda.report.due-date';

/** The platform parameters (参数配置), checked: a wrong one fails the run with what to fix, never a silent default. */
async function settings(db: Db): Promise<ReminderSettings> {
  const rows = await db.selectFrom('infraConfig').select(['configKey', 'value']).where('configKey', 'in', [DAYS_KEY, REPORT_DUE_KEY])
    .where('deleted', '=', false).execute();
  const value = (key: string, fallback: string) => rows.find((r) => r.configKey === key)?.value.trim() ?? fallback;
  const daysBefore = Number(value(DAYS_KEY, '3'));
  if (!Number.isInteger(daysBefore) || daysBefore < 0 || daysBefore > 365) throw new Error(`参数【${DAYS_KEY}】应为 0 到 365 的天数`);
  const reportDueDate = value(REPORT_DUE_KEY, '01-31');
  if (!/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(reportDueDate)) throw new Error(`参数【${REPORT_DUE_KEY}】应为 月-日，如 01-31`);
  return { daysBefore, reportDueDate };
}

/**
 * The reminders (docs/jobs.md, docs/messages.md "Reminders"): in every enabled tenant, what is due within the
 * parameter's days and the daily digests of what is overdue. Each reminder carries a dedupe key, so the job run twice
 * (执行一次 beside the schedule, a retry, two servers) sends each one once.
 */
export const businessReminderJob: JobHandler = {
  name: 'businessReminderJob',
  title: '到期提醒和逾期汇总（建议办理期限、履职报告截止日、流程任务期限）',
  async run({ db, signal }) {
    const config = await settings(db);
    const tenants = await db.selectFrom('systemTenant').select('id').where('deleted', '=', false).where('status', '=', 0).orderBy('id').execute();
    const now = new Date();
    const total = { due: 0, overdue: 0, staff: 0 };
    for (const { id } of tenants) {
      if (signal.aborted) break;
      const counts = await remindTenant(new TenantScope(db, Number(id)), now, config);
      total.due += counts.due;
      total.overdue += counts.overdue;
      total.staff += counts.staff;
    }
    return `到期提醒 ${total.due} 项，逾期汇总 ${total.overdue} 人，联络员汇总 ${total.staff} 人（提前 ${config.daysBefore} 天）`;
  },
};
