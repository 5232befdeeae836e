import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { TIME_ZONE_OFFSET } from '../../../wallClock.ts';
import { overdueDays } from './handling.ts';
import { FEEDBACK_STATUS_LABELS, FEEDBACK_TYPE_LABELS } from './stationFeedbackErrors.ts';

/**
 * 联络站反馈统计 (issue 35 point 5, docs/stations.md): the feedback submitted in a period, per station, type, status and
 * month. "Handled" is answered (已反馈 or 已办结); the handled rate is handled / submitted in percent with one decimal;
 * the average time to reply is in hours, over the answered ones; overdue are those still unanswered past the
 * configured days. Months are the users' wall-clock months.
 */
export interface StatisticsFilter {
  stationId?: number;
  from?: Date;
  to?: Date;
}

export interface Figures {
  total: number;
  handled: number;
  finished: number;
  overdue: number;
  /** percent, one decimal; null when nothing was submitted */
  handledRate: number | null;
  /** hours, one decimal; null when nothing was answered */
  avgReplyHours: number | null;
}

export interface FeedbackStatistics extends Figures {
  byStation: (Figures & { stationId: number; stationName: string })[];
  byType: { feedbackType: string; label: string; count: number }[];
  byStatus: { status: string; label: string; count: number }[];
  byMonth: (Figures & { month: string })[];
}

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
const hours = (seconds: unknown) => (seconds === null || seconds === undefined ? null : Math.round(Number(seconds) / 360) / 10);

export async function feedbackStatistics(scope: TenantScope, filter: StatisticsFilter): Promise<FeedbackStatistics> {
  const days = await overdueDays(scope);
  let base = scope.selectFrom('rendaStationFeedback').where('rendaStationFeedback.deleted', '=', false);
  if (filter.stationId !== undefined) base = base.where('rendaStationFeedback.stationId', '=', filter.stationId);
  if (filter.from) base = base.where('rendaStationFeedback.createTime', '>=', filter.from);
  if (filter.to) base = base.where('rendaStationFeedback.createTime', '<=', filter.to);
  const month = sql<string>`to_char(renda_station_feedback.create_time at time zone ${sql.lit(TIME_ZONE_OFFSET)}::interval, 'YYYY-MM')`;
  const rows = await base.select([
    'rendaStationFeedback.stationId', 'rendaStationFeedback.feedbackType', 'rendaStationFeedback.status', month.as('month'),
    (eb) => eb.fn.countAll<string>().as('count'),
    sql<string>`count(*) filter (where renda_station_feedback.status in ('0', '1') and renda_station_feedback.create_time < now() - ${days}::int * interval '1 day')`.as('overdue'),
    sql<string | null>`sum(extract(epoch from (renda_station_feedback.reply_time - renda_station_feedback.create_time))) filter (where renda_station_feedback.reply_time is not null)`.as('replySeconds'),
    sql<string>`count(renda_station_feedback.reply_time)`.as('replied'),
  ]).groupBy(['rendaStationFeedback.stationId', 'rendaStationFeedback.feedbackType', 'rendaStationFeedback.status', month]).execute();

  type Acc = { total: number; handled: number; finished: number; overdue: number; replySeconds: number; replied: number };
  const empty = (): Acc => ({ total: 0, handled: 0, finished: 0, overdue: 0, replySeconds: 0, replied: 0 });
  const all = empty();
  const stations = new Map<number, Acc>();
  const months = new Map<string, Acc>();
  const types = new Map<string, number>();
  const statuses = new Map<string, number>(Object.keys(FEEDBACK_STATUS_LABELS).map((s) => [s, 0]));
  for (const r of rows) {
    const count = Number(r.count);
    const add = (acc: Acc) => {
      acc.total += count;
      if (r.status === '2' || r.status === '3') acc.handled += count;
      if (r.status === '3') acc.finished += count;
      acc.overdue += Number(r.overdue);
      acc.replySeconds += Number(r.replySeconds ?? 0);
      acc.replied += Number(r.replied);
    };
    add(all);
    add(stations.get(r.stationId) ?? stations.set(r.stationId, empty()).get(r.stationId)!);
    add(months.get(r.month) ?? months.set(r.month, empty()).get(r.month)!);
    types.set(r.feedbackType, (types.get(r.feedbackType) ?? 0) + count);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + count);
  }
  const figures = (acc: Acc): Figures => ({
    total: acc.total, handled: acc.handled, finished: acc.finished, overdue: acc.overdue,
    handledRate: rate(acc.handled, acc.total), avgReplyHours: acc.replied ? hours(acc.replySeconds / acc.replied) : null,
  });
  const names = stations.size ? new Map((await scope.selectFrom('rendaStation').select(['id', 'name']).where('id', 'in', [...stations.keys()]).execute())
    .map((s) => [s.id, s.name])) : new Map<number, string>();
  return {
    ...figures(all),
    byStation: [...stations].map(([stationId, acc]) => ({ stationId, stationName: names.get(stationId) ?? String(stationId), ...figures(acc) }))
      .sort((a, b) => b.total - a.total || a.stationId - b.stationId),
    byType: [...types].sort(([a], [b]) => Number(a) - Number(b)).map(([feedbackType, count]) => ({ feedbackType, label: FEEDBACK_TYPE_LABELS[feedbackType] ?? feedbackType, count })),
    byStatus: [...statuses].map(([status, count]) => ({ status, label: FEEDBACK_STATUS_LABELS[status] ?? status, count })),
    byMonth: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([m, acc]) => ({ month: m, ...figures(acc) })),
  };
}
