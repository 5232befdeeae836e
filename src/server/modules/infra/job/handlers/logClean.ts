import { sql } from 'kysely';
import { affected, checkDays, daysParam, type JobHandler } from './registry.ts';

/** The logs this job keeps short, with the column that dates a row (yudao's *LogCleanJob, one job for all). */
const LOGS: { table: string; title: string; time: string }[] = [
  { table: 'system_login_log', title: '登录日志', time: 'create_time' },
  { table: 'system_operate_log', title: '操作日志', time: 'create_time' },
  { table: 'infra_api_access_log', title: 'API 访问日志', time: 'begin_time' },
  { table: 'infra_api_error_log', title: 'API 错误日志', time: 'exception_time' },
  { table: 'infra_job_log', title: '调度日志', time: 'create_time' },
];

const DEFAULT_DAYS = 30;

/** Removes log rows older than the parameter's days (30 when empty) from every tenant's logs. */
export const logCleanJob: JobHandler = {
  name: 'logCleanJob',
  title: '清理过期的登录、操作、API 和调度日志',
  param: `保留天数（默认 ${DEFAULT_DAYS}，0 表示全部保留）`,
  checkParam: checkDays,
  async run({ db, param }) {
    const days = daysParam(param, DEFAULT_DAYS);
    if (days === 0) return '保留天数为 0，未删除日志';
    const counts: string[] = [];
    for (const log of LOGS) {
      const result = await sql`delete from ${sql.table(log.table)} where ${sql.ref(log.time)} < now() - ${days} * interval '1 day'`.execute(db);
      counts.push(`${log.title} ${affected(result)} 条`);
    }
    return `删除 ${days} 天前的${counts.join('、')}`;
  },
};
