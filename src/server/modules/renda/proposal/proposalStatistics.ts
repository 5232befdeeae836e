import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { ok } from '../../../http/envelope.ts';
import { PROPOSAL_STATUS as S, SATISFACTION } from './proposalErrors.ts';
import { proposalFigures, unitFigures } from './proposalTally.ts';

/** The statuses a submitted proposal can be in, in the order of the process (drafts are their deputies' alone). */
const SUBMITTED_STATUSES = [S.REVIEW, S.RETURNED, S.TO_ASSIGN, S.HANDLING, S.TO_RATE, S.CLOSED];

export interface ProposalStatistics {
  /** submitted proposals (every status but 草稿) */
  total: number;
  /** proposals 办理中 past their deadline (the handle step's timer flagged them); a late one since replied is not */
  overdue: number;
  /** every submitted status, zero counts too, so a chart keeps its bars in place */
  byStatus: { status: number; count: number }[];
  byType: { type: string; count: number }[];
  /** per handling unit: proposals given to it, those it has replied to (its latest round), those it replied to late */
  byUnit: { deptId: number; deptName: string; given: number; replied: number; overdue: number }[];
  /**
   * The deputies' final ratings (closed proposals): a 不满意 of round 1 is not final, it sends the proposal back to
   * the units. `rate` is (满意 + 基本满意) / rated in percent with one decimal, null while nothing is rated.
   */
  satisfaction: { rated: number; satisfied: number; basic: number; unsatisfied: number; rate: number | null };
}

/**
 * The home page's figures for staff (docs/proposals.md "API"): the counts kept as proposals change (proposalTally.ts,
 * decision 104), a few dozen rows whatever the tenant's size, and the units' names.
 */
export async function proposalStatistics(scope: TenantScope): Promise<ProposalStatistics> {
  const groups = await proposalFigures(scope);
  const byStatus = new Map<number, number>(SUBMITTED_STATUSES.map((s) => [s, 0]));
  const byType = new Map<string, number>();
  const ratings = new Map<string, number>();
  let total = 0;
  let overdue = 0;
  for (const g of groups) {
    total += g.count;
    byStatus.set(g.status, (byStatus.get(g.status) ?? 0) + g.count);
    byType.set(g.type, (byType.get(g.type) ?? 0) + g.count);
    if (g.overdue && g.status === S.HANDLING) overdue += g.count;
    if (g.status === S.CLOSED && g.satisfaction) ratings.set(g.satisfaction, (ratings.get(g.satisfaction) ?? 0) + g.count);
  }
  const satisfied = ratings.get(SATISFACTION.SATISFIED) ?? 0;
  const basic = ratings.get(SATISFACTION.BASIC) ?? 0;
  const unsatisfied = ratings.get(SATISFACTION.UNSATISFIED) ?? 0;
  const rated = satisfied + basic + unsatisfied;

  return {
    total,
    overdue,
    byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    byType: [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, count]) => ({ type, count })),
    byUnit: await unitStatistics(scope),
    satisfaction: { rated, satisfied, basic, unsatisfied, rate: rated ? Math.round(((satisfied + basic) / rated) * 1000) / 10 : null },
  };
}

/**
 * Per handling unit (a unit given a proposal twice, after a 不满意, counts once): replied when every round's row is
 * (round 2 starts only after round 1's replies, so that is its latest round), late when any was. Most given first.
 */
async function unitStatistics(scope: TenantScope): Promise<ProposalStatistics['byUnit']> {
  const figures = await unitFigures(scope);
  if (!figures.length) return [];
  const names = new Map((await scope.selectFrom('systemDept').select(['id', 'name']).where('id', 'in', figures.map((f) => f.deptId)).execute())
    .map((d) => [d.id, d.name]));
  return figures.filter((f) => names.has(f.deptId))
    .map((f) => ({ deptId: f.deptId, deptName: names.get(f.deptId)!, given: f.given, replied: f.replied, overdue: f.late }))
    .sort((a, b) => b.given - a.given || a.deptId - b.deptId);
}

/** `GET /renda/proposal/statistics`: staff only, as the staff list (renda:proposal:query). */
export function proposalStatisticsRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/renda/proposal/statistics', { config: { access: 'renda:proposal:query' } }, async (request) => ok(await proposalStatistics(request.scope())));
  };
}
