import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { proposalStatistics, type ProposalStatistics } from '../proposal/proposalStatistics.ts';
import { descendantsOf } from '../../system/tenant/tenantTree.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../../system/permission/permissionService.ts';
import { SurveyStatus } from '../../../../shared/survey/lifecycle.ts';
import { levelSql, scoreThresholds, SCORE_LEVEL_LABELS, type ScoreThresholds } from '../dutyScore/index.ts';

/**
 * 省级统计 (issue 39 point 3, docs/tenants.md "The tenant tree", decision 101): what a tenant's staff read of the
 * tenants below it — per tenant and for the whole subtree, counts only: proposals by status and by handling unit (by
 * the unit's name: units are departments of each tenant, the same office has the same name), survey response rates,
 * duty scores by level. Never a row, a row id or a person's name of another tenant: each child is read through its
 * own TenantScope by the same statements its own staff's pages run (proposalStatistics), and only sums leave.
 */

export interface TenantFigures {
  proposals: Omit<ProposalStatistics, 'byUnit' | 'byType'> & { byType: ProposalStatistics['byType'] };
  /** per handling unit, by name */
  byUnit: { unitName: string; given: number; replied: number; overdue: number }[];
  /** published and finished surveys, their answers, and the share of the deputies' possible answers given (percent) */
  surveys: { surveys: number; deputies: number; answers: number; responseRate: number | null };
  /** the year's scored deputies per level (1 优秀 … 4 不合格) */
  duty: { year: number; scored: number; byLevel: { level: number; label: string; count: number }[] };
}

export interface ProvinceStatistics {
  tenantId: number;
  year: number;
  thresholds: ScoreThresholds;
  /** the caller's tenant (its parent 0 when it has none), then the tenants below it, each with its parent, and their figures */
  tenants: ({ tenantId: number; tenantName: string; parentId: number } & TenantFigures)[];
  /** the same figures summed over the whole subtree */
  total: TenantFigures;
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The figures of one tenant, read in its own scope. */
async function tenantFigures(scope: TenantScope, year: number, thresholds: ScoreThresholds): Promise<TenantFigures> {
  const [proposals, surveys, deputies, levels] = await Promise.all([
    proposalStatistics(scope),
    // surveys are a manifest resource (no Kysely table type): the tenant is named in the statement, as the scope would
    sql<{ surveys: string; answers: string }>`select count(*) as surveys, coalesce(sum((select count(*) from renda_answer a
        where a.tenant_id = s.tenant_id and a.survey_id = s.id and not a.deleted)), 0) as answers
      from renda_survey s where s.tenant_id = ${scope.tenantId} and not s.deleted
        and s.status in (${SurveyStatus.PUBLISHED}, ${SurveyStatus.FINISHED})`.execute(scope.db).then((r) => r.rows[0]),
    scope.selectFrom('systemUsers').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'in', holdersOfRole(scope, DEPUTY_ROLE)).where('deleted', '=', false).where('status', '=', 0).executeTakeFirstOrThrow(),
    // the levels as the duty score says them (dutyScore/levels.ts: 参数 renda.duty.score-levels)
    sql<{ level: number; n: string }>`select ${levelSql(sql`score`, thresholds)} as level, count(*) as n
      from renda_duty_score where tenant_id = ${scope.tenantId} and year = ${year} group by 1`.execute(scope.db),
  ]);
  const counts = new Map(levels.rows.map((r) => [Number(r.level), Number(r.n)]));
  const surveyCount = Number(surveys.surveys);
  const answers = Number(surveys.answers);
  const deputyCount = Number(deputies.n);
  const { byUnit, ...rest } = proposals;
  return {
    proposals: rest,
    byUnit: byUnit.map((u) => ({ unitName: u.deptName, given: u.given, replied: u.replied, overdue: u.overdue })),
    surveys: { surveys: surveyCount, deputies: deputyCount, answers, responseRate: rate(answers, surveyCount * deputyCount) },
    duty: {
      year, scored: [...counts.values()].reduce((s, n) => s + n, 0),
      byLevel: [1, 2, 3, 4].map((level) => ({ level, label: SCORE_LEVEL_LABELS[level], count: counts.get(level) ?? 0 })),
    },
  };
}

/** Sums figures: counts add, rates are recomputed from the sums. */
export function sumFigures(all: TenantFigures[], year: number): TenantFigures {
  const add = <K extends string>(lists: { [k in K]: string | number }[][], key: K, fields: string[]) => {
    const out = new Map<string | number, Record<string, number>>();
    for (const list of lists) for (const item of list) {
      const acc = out.get(item[key]) ?? Object.fromEntries(fields.map((f) => [f, 0]));
      for (const f of fields) acc[f] += Number((item as Record<string, unknown>)[f]);
      out.set(item[key], acc);
    }
    return [...out];
  };
  const p = all.map((f) => f.proposals);
  const sat = { rated: 0, satisfied: 0, basic: 0, unsatisfied: 0 };
  for (const x of p) for (const k of Object.keys(sat) as (keyof typeof sat)[]) sat[k] += x.satisfaction[k];
  const surveys = all.reduce((s, f) => ({ surveys: s.surveys + f.surveys.surveys, deputies: s.deputies + f.surveys.deputies, answers: s.answers + f.surveys.answers,
    possible: s.possible + f.surveys.surveys * f.surveys.deputies }), { surveys: 0, deputies: 0, answers: 0, possible: 0 });
  const levels = add(all.map((f) => f.duty.byLevel), 'level', ['count']);
  return {
    proposals: {
      total: p.reduce((s, x) => s + x.total, 0),
      overdue: p.reduce((s, x) => s + x.overdue, 0),
      byStatus: add(p.map((x) => x.byStatus), 'status', ['count']).map(([status, v]) => ({ status: Number(status), count: v.count })),
      byType: add(p.map((x) => x.byType), 'type', ['count']).map(([type, v]) => ({ type: String(type), count: v.count }))
        .sort((a, b) => a.type.localeCompare(b.type)),
      satisfaction: { ...sat, rate: sat.rated ? Math.round(((sat.satisfied + sat.basic) / sat.rated) * 1000) / 10 : null },
    },
    byUnit: add(all.map((f) => f.byUnit), 'unitName', ['given', 'replied', 'overdue'])
      .map(([unitName, v]) => ({ unitName: String(unitName), given: v.given, replied: v.replied, overdue: v.overdue }))
      .sort((a, b) => b.given - a.given || a.unitName.localeCompare(b.unitName)),
    surveys: { surveys: surveys.surveys, deputies: surveys.deputies, answers: surveys.answers, responseRate: rate(surveys.answers, surveys.possible) },
    duty: {
      year, scored: all.reduce((s, f) => s + f.duty.scored, 0),
      byLevel: [1, 2, 3, 4].map((level) => ({ level, label: SCORE_LEVEL_LABELS[level], count: levels.find(([l]) => Number(l) === level)?.[1].count ?? 0 })),
    },
  };
}

/**
 * The statistics of `tenantId` and the tenants below it. Each child's statements run in its own scope; the children are
 * read a few at a time (the pool's connections, not one per tenant of a large province).
 */
export async function provinceStatistics(db: Db, tenantId: number, year: number): Promise<ProvinceStatistics> {
  const [own, below, thresholds] = await Promise.all([
    db.selectFrom('systemTenant').select(['id', 'name', 'parentId']).where('id', '=', tenantId).executeTakeFirstOrThrow(),
    descendantsOf(db, tenantId), scoreThresholds(db),
  ]);
  // its own figures first (本级), then the tenants below: the province-wide total is the whole subtree's
  const children = [{ id: own.id, name: own.name, parentId: own.parentId ?? 0 }, ...below];
  const figures: TenantFigures[] = new Array(children.length);
  const PARALLEL = 4;
  for (let i = 0; i < children.length; i += PARALLEL) {
    const batch = children.slice(i, i + PARALLEL);
    const done = await Promise.all(batch.map((c) => tenantFigures(new TenantScope(db, c.id), year, thresholds)));
    done.forEach((f, j) => (figures[i + j] = f));
  }
  return {
    tenantId, year, thresholds,
    tenants: children.map((c, i) => ({ tenantId: c.id, tenantName: c.name, parentId: c.parentId, ...figures[i] })),
    total: sumFigures(figures, year),
  };
}
