import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { ok } from '../../../http/envelope.ts';
import { PROPOSAL_STATUS as S, SATISFACTION, UNIT_STATUS } from './proposalErrors.ts';

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

/** The home page's figures for staff (docs/proposals.md "API"): one pass over the proposals, one over their units. */
export async function proposalStatistics(scope: TenantScope): Promise<ProposalStatistics> {
  const groups = await scope.selectFrom('rendaProposal')
    .select(['status', 'type', 'satisfaction', 'overdue', (eb) => eb.fn.countAll<string>().as('count')])
    .where('deleted', '=', false).where('status', '<>', S.DRAFT)
    .groupBy(['status', 'type', 'satisfaction', 'overdue']).execute();

  const byStatus = new Map<number, number>(SUBMITTED_STATUSES.map((s) => [s, 0]));
  const byType = new Map<string, number>();
  const ratings = new Map<string, number>();
  let total = 0;
  let overdue = 0;
  for (const g of groups) {
    const count = Number(g.count);
    total += count;
    byStatus.set(g.status, (byStatus.get(g.status) ?? 0) + count);
    byType.set(g.type, (byType.get(g.type) ?? 0) + count);
    if (g.overdue && g.status === S.HANDLING) overdue += count;
    if (g.status === S.CLOSED && g.satisfaction) ratings.set(g.satisfaction, (ratings.get(g.satisfaction) ?? 0) + count);
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
 * One row per proposal and unit first (a unit given a proposal twice, after a 不满意, counts once): replied when
 * every round's row is (round 2 starts only after round 1's replies, so that is its latest round), late when any was.
 */
async function unitStatistics(scope: TenantScope): Promise<ProposalStatistics['byUnit']> {
  const pairs = scope.selectFrom('rendaProposalUnit')
    .innerJoin('rendaProposal', 'rendaProposal.id', 'rendaProposalUnit.proposalId')
    .where('rendaProposal.deleted', '=', false)
    .select([
      'rendaProposalUnit.deptId',
      sql<boolean>`bool_and(renda_proposal_unit.status = ${UNIT_STATUS.REPLIED})`.as('replied'),
      sql<boolean>`bool_or(renda_proposal_unit.overdue)`.as('late'),
    ])
    .groupBy(['rendaProposalUnit.proposalId', 'rendaProposalUnit.deptId'])
    .as('pair');
  const rows = await scope.selectFrom('systemDept').innerJoin(pairs, 'pair.deptId', 'systemDept.id')
    .select([
      'systemDept.id as deptId', 'systemDept.name as deptName',
      (eb) => eb.fn.countAll<string>().as('given'),
      sql<string>`count(*) filter (where pair.replied)`.as('replied'),
      sql<string>`count(*) filter (where pair.late)`.as('overdue'),
    ])
    .groupBy(['systemDept.id', 'systemDept.name'])
    .orderBy(sql`count(*)`, 'desc').orderBy('systemDept.id')
    .execute();
  return rows.map((r) => ({ deptId: r.deptId, deptName: r.deptName, given: Number(r.given), replied: Number(r.replied), overdue: Number(r.overdue) }));
}

/** `GET /renda/proposal/statistics`: staff only, as the staff list (renda:proposal:query). */
export function proposalStatisticsRoutes() {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/renda/proposal/statistics', { config: { access: 'renda:proposal:query' } }, async (request) => ok(await proposalStatistics(request.scope())));
  };
}
