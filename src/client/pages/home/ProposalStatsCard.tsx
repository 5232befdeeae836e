import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { HomeCard } from './HomeCard.tsx';
import { HomeFigure } from './HomeFigure.tsx';
import { loadProposalStatistics } from './proposalStats.ts';
import { useLoader } from './useLoader.ts';

// @mui/x-charts is large: only the staff whose home shows this card download it.
const ProposalStatsCharts = lazy(() => import('./ProposalStatsCharts.tsx'));

/**
 * 建议议案统计 for the staff (issue #17 point 5): submitted, overdue and the satisfaction rate as figures, then
 * the charts by status, by handling unit and by rating. HomePage shows it only to holders of renda:proposal:query.
 */
export function ProposalStatsCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.proposalStats.${key}`, options);
  const state = useLoader(loadProposalStatistics, reloadKey);
  return (
    <HomeCard testId="home-proposal-stats" title={t('title')} icon={<InsightsOutlined color="primary" />} state={state}>
      {(stats) => (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 2 }}>
            <HomeFigure value={stats.total} label={t('total')} testId="home-proposal-total" />
            <HomeFigure value={stats.overdue} label={t('overdue')} testId="home-proposal-overdue" />
            <HomeFigure
              value={stats.satisfaction.rate === null ? '—' : `${stats.satisfaction.rate}%`}
              label={stats.satisfaction.rated ? t('rate', { smart_count: stats.satisfaction.rated }) : t('rateNone')}
              testId="home-proposal-rate"
            />
          </Box>
          {stats.total === 0 ? (
            <Typography variant="body2" color="text.secondary">{t('empty')}</Typography>
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <ProposalStatsCharts stats={stats} />
            </Suspense>
          )}
        </>
      )}
    </HomeCard>
  );
}
