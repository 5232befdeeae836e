import type { zhCNDutyScore } from './zhCN.dutyScore.ts';

/** English texts of 履职排名 and 履职统计 (`app.dutyScore.*`). */
export const enDutyScore: typeof zhCNDutyScore = {
  year: 'Year', rank: 'Rank', deputy: 'Deputy', level: 'Level', score: 'Score', delegation: 'Delegation', area: 'Constituency', rendaNo: 'Deputy number',
  itemCount: 'Duties', points: 'Points by the rules', adjust: 'Adjusted', all: 'All', noDuty: 'No duty this year only', export: 'Export', actions: 'Actions',
  empty: 'Nothing yet', record: 'Record of duty', adjustAction: 'Adjust the score',
  adjustTitle: 'Adjust the score: %{name} (%{year})', scoreNow: '%{points} points by the rules, %{adjust} adjusted, score %{score}',
  adjustLine: '%{points} points: %{reason} (%{who}, %{time})', withdraw: 'Withdraw', withdrawn: 'Adjustment withdrawn',
  pointsHint: 'Positive adds, negative removes; from -100 to 100, not 0', pointsInvalid: 'The adjustment must be between -100 and 100 and not 0',
  reason: 'Reason', reasonRequired: 'Please give the reason for the adjustment', adjusted: 'Score adjusted', save: 'Save', cancel: 'Cancel',
  thresholds: '%{deputies} deputies; levels: excellent ≥ %{a}, good ≥ %{b}, pass ≥ %{c}',
  byMonth: 'Duties per month', byKind: 'By kind of duty', kind: 'Kind of duty', byDelegation: 'By delegation', byArea: 'By constituency', deputies: 'Deputies', average: 'Average score',
};
