import { registerPages } from '../../routes/registry.ts';

/** 履职排名 and 履职统计 (docs/duty-score.md); 履职计分规则 is the generated screen of the resource dutyScoreRule. */
export function installDutyScoreFeatures(): void {
  registerPages({
    'renda/dutyRanking/index': () => import('./DutyRankingPage.tsx'),
    'renda/dutyStatistics/index': () => import('./DutyStatisticsPage.tsx'),
  });
}
