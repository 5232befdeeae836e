import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { containsPattern } from '../../../db/like.ts';
import { descendantsOf } from '../../system/dept/deptTree.ts';
import { nicknameMatches, type UserQuery } from '../../system/user/deputyQueries.ts';
import { visibleDeputies } from './adjust.ts';
import { levelOf, levelRange, scoreThresholds, type ScoreThresholds } from './levels.ts';

/**
 * The ranking of a year (履职排名, docs/duty-score.md). Who is ranked: every enabled deputy of the tenant the caller
 * may see (data scope), narrowed by delegation (department), group and area — the group being compared; a deputy
 * without a score row is there with 0. The rank is competition ranking within that group ("1, 2, 2, 4": equal scores
 * share a rank, the next rank skips), and the order within a tie is the deputy number, then the id, so that a page
 * never shows a row twice or loses one. The level, the name and "no duty" then find rows in the ranking without
 * changing anyone's rank.
 */
/** The group's columns the ranking reads (rankedGroup selects them; the benchmark's group too). */
export const GROUP_COLUMNS = ['systemUsers.id', 'systemUsers.rendaNo', 'systemUsers.deptId', 'systemUsers.areaId'] as const;

export interface RankingFilter {
  year: number;
  deptId?: number;
  groupId?: number;
  areaId?: number;
  level?: number;
  nickname?: string;
  rendaNo?: string;
  noDuty?: boolean;
}

export interface RankingRow {
  rank: number;
  deputyId: number;
  nickname: string;
  rendaNo: string | null;
  deptId: number | null;
  deptName: string | null;
  areaId: number | null;
  areaName: string | null;
  score: number;
  points: number;
  adjust: number;
  itemCount: number;
  level: number;
}

/** The group being ranked: the caller's visible deputies narrowed by delegation, group and area (with its sub-areas). */
export async function rankedGroup(request: FastifyRequest, f: RankingFilter) {
  const scope = request.scope();
  let query = (await visibleDeputies(request)).select(GROUP_COLUMNS);
  if (f.deptId) query = query.where('systemUsers.deptId', '=', f.deptId);
  if (f.groupId) {
    query = query.where('systemUsers.id', 'in', scope.selectFrom('rendaGroupUser').select('rendaGroupUser.userId')
      .where('rendaGroupUser.groupId', '=', f.groupId).where('rendaGroupUser.deleted', '=', false));
  }
  if (f.areaId) {
    const areas = await scope.selectFrom('rendaArea').select(['id', 'parentId']).where('deleted', '=', false).execute();
    const children = new Map<number, number[]>();
    for (const a of areas) children.set(Number(a.parentId), [...(children.get(Number(a.parentId)) ?? []), Number(a.id)]);
    query = query.where('systemUsers.areaId', 'in', [f.areaId, ...descendantsOf(children, f.areaId)]);
  }
  return query;
}

/**
 * The ids of the group's deputies whose name matches `nickname` (nicknameMatches: characters, pinyin, initials), read
 * before the ranking. Joined inside the ranking's statement, the planner took the grams index's estimate (16 deputies
 * for 张, who are 3 372 of 100 000) and compared each ranked deputy with each match: 36 s. Given as a list, the ranking
 * keeps its rows by a hash of the ids.
 */
export async function namedIds(group: UserQuery<any>, nickname: string): Promise<number[]> {
  const rows = await nicknameMatches(group, nickname).clearSelect().select('systemUsers.id').execute();
  return rows.map((r) => Number(r.id));
}

/** The searches within the ranking (level, number, no duty), over the ranked rows `r`. */
function searches(f: RankingFilter, thresholds: ScoreThresholds): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (f.level) {
    const { min, below } = levelRange(f.level, thresholds);
    if (min !== undefined) where.push(sql`r.score >= ${min}`);
    if (below !== undefined) where.push(sql`r.score < ${below}`);
  }
  if (f.noDuty !== undefined) where.push(f.noDuty ? sql`r.item_count = 0` : sql`r.item_count > 0`);
  if (f.rendaNo?.trim()) where.push(sql`r.renda_no ilike ${containsPattern(f.rendaNo.trim())}`);
  return where;
}

/** Ranked rows of the year in ranking order, `limit` from `offset` (all when no limit), and how many match. */
export async function rankingRows(request: FastifyRequest, f: RankingFilter, page?: { limit: number; offset: number }): Promise<{ list: RankingRow[]; total: number }> {
  const thresholds = await scoreThresholds(request.scope().db);
  const group = await rankedGroup(request, f);
  const named = f.nickname?.trim() ? await namedIds(group, f.nickname) : undefined;
  const statements = rankingStatements(request.tenantId!, group, f, thresholds, page, named);
  const db = request.scope().db;
  const rows = await request.scope().transaction((scope) => rankingPage(scope.db, statements, page));
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page && page.offset > 0) total = Number((await statements.count.execute(db)).rows[0].total); // past the last page
  return {
    total,
    // the database's names arrive camel-cased (CamelCasePlugin), numerics as numbers, counts as text
    list: rows.map((r) => {
      const score = Number(r.score);
      return {
        rank: Number(r.rank), deputyId: Number(r.id), nickname: String(r.nickname), rendaNo: (r.rendaNo as string | null) ?? null,
        deptId: r.deptId === null ? null : Number(r.deptId), deptName: (r.deptName as string | null) ?? null,
        areaId: r.areaId === null ? null : Number(r.areaId), areaName: (r.areaName as string | null) ?? null,
        score, points: Number(r.points), adjust: Number(r.adjust), itemCount: Number(r.itemCount), level: levelOf(score, thresholds),
      };
    }),
  };
}

/**
 * Runs the page's statements in the transaction `trx`: the walk of the scores when there is one and it found the whole
 * page (enough deputies scoring above 0), else the ranking of the whole group.
 */
export async function rankingPage(trx: Kysely<any>, statements: ReturnType<typeof rankingStatements>, page?: { limit: number; offset: number }) {
  if (statements.walk && page) {
    const walked = (await statements.walk.execute(trx)).rows;
    if (walked.length && Number(walked[0].walked) >= page.offset + page.limit) return walked;
  }
  // the window sorts the whole group (100 000 deputies): in memory, not in a temporary file (4 MB by default)
  await sql`set local work_mem = '32MB'`.execute(trx);
  return (await statements.page.execute(trx)).rows;
}

/**
 * The page's statement and the count's (for a page past the end) over the ranked group: the window ranks the whole
 * group, then the searches and the page apply. The benchmark runs them raw (scripts/bench/dutyRanking.ts).
 */
export function rankingStatements(tenantId: number, group: UserQuery<any>, f: RankingFilter, thresholds: ScoreThresholds,
  page?: { limit: number; offset: number }, named?: readonly number[]) {
  const t = tenantId;
  // a name search narrows the rows shown, never the group (the searched deputy keeps the rank they have)
  const where = searches(f, thresholds);
  // The ids written into the statement as a constant array: PostgreSQL (14+) looks a row up in a constant array of 9
  // or more by a hash. As a parameter the array was searched element by element per ranked row, and as a joined
  // `unnest` the planner, estimating 10 ids, sometimes chose a nested loop over the 3 000 ids of 张 (10 s a page).
  // The ids are numbers read from the database, never the caller's text.
  if (named) where.push(sql`r.id = any(${sql.lit(`{${named.map((id) => Math.trunc(Number(id))).join(',')}}`)}::bigint[])`);
  // the window ranks the whole group by score alone; names are read for the page's rows only
  // every deputy of the group `g` with the year's score, 0 for those without a score row
  const scored = sql`select g.id, g.renda_no, g.dept_id, g.area_id,
      coalesce(s.score, 0) as score, coalesce(s.points, 0) as points, coalesce(s.adjust, 0) as adjust, coalesce(s.item_count, 0) as item_count
      from g left join renda_duty_score s on s.tenant_id = ${t} and s.year = ${f.year} and s.deputy_id = g.id`;
  const ranked = sql`with g as (${group}),
    r as (select scored.*, rank() over (order by scored.score desc) as rank from (${scored}) scored)`;
  const found = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const order = sql`score desc, renda_no asc nulls last, id asc`;
  // a page of the whole group (no search narrows the rows shown): the two ways below that rank only its first rows
  const whole = page && !where.length ? page : undefined;
  // A page of the whole group needs no window over everyone: the first offset + limit rows in ranking order hold every
  // row scoring above any of them, so ranking just those gives each its rank within the group. The group's sort
  // becomes a top-N sort (a first page of 100 000 deputies keeps 10 rows, not 100 000), and the total is a count.
  const paged = whole
    ? sql`with g as materialized (${group}),
      top as (select r.* from (${scored}) r order by ${order} limit ${whole.offset + whole.limit}),
      p as (select top.*, rank() over (order by top.score desc) as rank, (select count(*) from g) as total from top
        order by ${order} limit ${whole.limit} offset ${whole.offset})`
    : sql`${ranked},
      p as (select r.*, count(*) over () as total from r ${found}
        order by ${order} ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``})`;
  // The same page read from the scores' index (score order) instead of the whole group: the first offset + limit
  // deputies scoring above 0, each checked against the group as it is reached, hold the page and everyone ranked above
  // it, so ranking them is ranking the group; a first page of 100 000 deputies reads a few dozen score rows instead of
  // joining 100 000. Deputies at 0 (or below, by an adjustment) may have no score row at all: a page that reaches them
  // — fewer such rows than offset + limit (`walked`) — is read by `page`.
  const walk = whole
    ? sql<Record<string, unknown>>`with w as (
        select s.deputy_id as id, g.renda_no, g.dept_id, g.area_id, s.score, s.points, s.adjust, s.item_count
        from renda_duty_score s join (${group}) g on g.id = s.deputy_id
        where s.tenant_id = ${t} and s.year = ${f.year} and s.score > 0
        order by ${order} limit ${whole.offset + whole.limit}),
      p as (select w.*, rank() over (order by w.score desc) as rank, (select count(*) from (${group}) c) as total,
        (select count(*) from w) as walked from w order by ${order} limit ${whole.limit} offset ${whole.offset})
      ${withNames(t)}`
    : undefined;
  return {
    walk,
    page: sql<Record<string, unknown>>`${paged}
      ${withNames(t)}`,
    count: sql<{ total: string }>`${ranked} select count(*) as total from r ${found}`,
  };
}

/** The page's rows `p` with the names of the deputy, the delegation and the area. */
const withNames = (t: number) => sql`select p.*, u.nickname, d.name as dept_name, a.name as area_name
      from p join system_users u on u.id = p.id
      left join system_dept d on d.id = p.dept_id and d.tenant_id = ${t} and not d.deleted
      left join renda_area a on a.id = p.area_id and a.tenant_id = ${t} and not a.deleted
      order by p.score desc, p.renda_no asc nulls last, p.id asc`;
