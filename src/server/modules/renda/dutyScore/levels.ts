import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { fail } from '../../../http/errors.ts';
import { DutyScoreErrors as E } from './dutyScoreErrors.ts';

/**
 * 评分等级 (`renda_score_level`: 1 优秀, 2 良好, 3 合格, 4 不合格) from the year's score and three thresholds kept in
 * 参数配置 (`renda.duty.score-levels`, default `90,75,60`: ≥ 90 优秀, ≥ 75 良好, ≥ 60 合格, else 不合格). The level is
 * computed when read, never stored: a change of the thresholds moves every level at once and rewrites nothing.
 * The one place that says it: the ranking, the statistics and the province's counts import it.
 */
export const SCORE_LEVELS_KEY = 'renda.duty.score-levels';
export const DEFAULT_SCORE_LEVELS = '90,75,60';

export const SCORE_LEVEL = { EXCELLENT: 1, GOOD: 2, PASS: 3, FAIL: 4 } as const;
export const SCORE_LEVEL_LABELS: Record<number, string> = { 1: '优秀', 2: '良好', 3: '合格', 4: '不合格' };

/** The lowest score of 优秀, 良好 and 合格, in that order. */
export type ScoreThresholds = readonly [excellent: number, good: number, pass: number];

/** `90,75,60` (also with spaces or Chinese commas) → [90, 75, 60]; null unless three scores from high to low. */
export function parseScoreLevels(text: string): ScoreThresholds | null {
  const parts = text.split(/[,，]/).map((p) => p.trim());
  if (parts.length !== 3 || parts.some((p) => !/^-?\d+(\.\d)?$/.test(p))) return null;
  const [a, b, c] = parts.map(Number);
  return a > b && b > c && a <= 10000 && c >= -10000 ? [a, b, c] : null;
}

/** Refuses a value of the parameter that is not three scores from high to low (the parameter's form, at write). */
export function assertScoreLevels(text: unknown): void {
  if (typeof text !== 'string' || !parseScoreLevels(text)) throw fail(E.LEVELS_INVALID);
}

/** The thresholds in force (the default when the parameter is missing; a broken one is refused, never guessed). */
export async function scoreThresholds(db: Db): Promise<ScoreThresholds> {
  const row = await db.selectFrom('infraConfig').select('value').where('configKey', '=', SCORE_LEVELS_KEY).where('deleted', '=', false).executeTakeFirst();
  const thresholds = parseScoreLevels(row?.value ?? DEFAULT_SCORE_LEVELS);
  if (!thresholds) throw fail(E.LEVELS_INVALID);
  return thresholds;
}

export function levelOf(score: number, [excellent, good, pass]: ScoreThresholds): number {
  if (score >= excellent) return SCORE_LEVEL.EXCELLENT;
  if (score >= good) return SCORE_LEVEL.GOOD;
  return score >= pass ? SCORE_LEVEL.PASS : SCORE_LEVEL.FAIL;
}

/** The same in SQL over a score expression (counts by level in one statement). */
export function levelSql(score: RawBuilder<unknown>, [excellent, good, pass]: ScoreThresholds): RawBuilder<number> {
  return sql<number>`(case when ${score} >= ${excellent} then 1 when ${score} >= ${good} then 2 when ${score} >= ${pass} then 3 else 4 end)`;
}

/** The scores of a level as a range: at least `min`, below `below` (a filter an index on the score can answer). */
export function levelRange(level: number, [excellent, good, pass]: ScoreThresholds): { min?: number; below?: number } {
  switch (level) {
    case SCORE_LEVEL.EXCELLENT: return { min: excellent };
    case SCORE_LEVEL.GOOD: return { min: good, below: excellent };
    case SCORE_LEVEL.PASS: return { min: pass, below: good };
    default: return { below: pass };
  }
}
