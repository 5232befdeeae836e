import { registerPages } from '../../routes/registry.ts';

/**
 * Liaison-station feedback's handling (docs/stations.md "Handling"): the staff's 联络站反馈 replaces the generated list
 * of the `stationFeedback` resource, beside 我的联络站反馈 and 联络站反馈统计.
 */
export function installStationFeedbackPages(): void {
  registerPages({
    'renda/stationFeedback/index': () => import('./StaffFeedbackPage.tsx'),
    'renda/stationFeedback/my': () => import('./MyFeedbackPage.tsx'),
    'renda/stationFeedback/statistics': () => import('./FeedbackStatisticsPage.tsx'),
  });
}
