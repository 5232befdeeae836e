/**
 * The duty score (issue 36 point 4, docs/duty-score.md, decision 99): the rules' points and caps (points.ts, the
 * manifest resource dutyScoreRule with ruleHooks.ts), 评分等级 from the thresholds (levels.ts), the staff's
 * adjustments, the ranking with its Excel, and the statistics.
 */
export { dutyScoreRoutes } from './dutyScoreRoutes.ts';
export { dutyScoreRuleHooks } from './ruleHooks.ts';
export { DutyScoreErrors } from './dutyScoreErrors.ts';
export { addDefaultDutyRules, DEFAULT_DUTY_RULES } from './defaultRules.ts';
export { levelOf, levelRange, levelSql, scoreThresholds, SCORE_LEVEL, SCORE_LEVEL_LABELS, SCORE_LEVELS_KEY, type ScoreThresholds } from './levels.ts';
export { rebuildDutyTotals, rescoreDutyYears } from './points.ts';
