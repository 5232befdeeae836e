import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { seededText } from '../../i18n/seeded.ts';
import { DataList } from '../../components/index.ts';
import { FilterSearchForm, ListFrame, type SearchInput } from '../../resources/index.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { HomeFigure } from '../home/HomeFigure.tsx';
import { asProposalStatistics, provinceApi, type ProvinceStatistics } from './provinceApi.ts';

// the proposal statistics' charts (@mui/x-charts, large): the same component as the home page's card
const ProposalStatsCharts = lazy(() => import('../home/ProposalStatsCharts.tsx'));

const percent = (v: number | null) => (v === null ? '—' : `${v}%`);

/**
 * 省级统计 (issue 39, docs/tenants.md "The tenant tree"): the whole subtree's figures — proposals by status, rating and
 * handling unit (the proposal statistics' charts), the survey response rate, the duty scores by level — then one row
 * per tenant (a card on a phone). Counts only: no tenant's rows or people are shown, the server sends none.
 */
export default function ProvinceStatisticsPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.province.${key}`, options);
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [stats, setStats] = useState<ProvinceStatistics | null>(null);
  const year = Number(applied.year) || undefined;

  useEffect(() => {
    provinceApi.statistics(year).then(setStats).catch(() => undefined);
  }, [year]);
  const inputs: SearchInput[] = useMemo(() => [
    { filter: { field: 'year', op: 'eq' }, property: { type: 'integer', title: t('year'), minimum: 2000, maximum: 2100 } },
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ] as SearchInput[], [translate]);

  const level = (row: ProvinceStatistics['total'], n: number) => row.duty.byLevel.find((l) => l.level === n)?.count ?? 0;
  const section = (title: string, children: React.ReactNode, testId: string) => (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>{title}</Typography>
      {children}
    </Paper>
  );

  return (
    <ListFrame testId="province-statistics">
      <FilterSearchForm inputs={inputs} current={applied} onSearch={setApplied} />
      {stats && (
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }} data-testid="province-summary">
            <HomeFigure value={stats.tenants.length} label={t('tenants')} testId="province-tenants" />
            <HomeFigure value={stats.total.proposals.total} label={t('proposals')} testId="province-proposals" />
            <HomeFigure value={stats.total.proposals.overdue} label={t('overdue')} testId="province-overdue" />
            <HomeFigure value={percent(stats.total.proposals.satisfaction.rate)} label={t('satisfaction')} testId="province-satisfaction" />
            <HomeFigure value={percent(stats.total.surveys.responseRate)} label={t('responseRate')} testId="province-response-rate" />
            <HomeFigure value={stats.total.duty.scored} label={t('scored', { year: stats.year })} testId="province-scored" />
          </Box>
          {stats.total.proposals.total > 0 && section(t('proposalCharts'), (
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <ProposalStatsCharts stats={asProposalStatistics(stats.total)} />
            </Suspense>
          ), 'province-charts')}
          {section(t('levels', { year: stats.year, a: stats.thresholds[0], b: stats.thresholds[1], c: stats.thresholds[2] }), (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(4, 1fr)' }} data-testid="province-levels">
              {stats.total.duty.byLevel.map((l) => <HomeFigure key={l.level} value={l.count} label={seededText(translate, l.label)} />)}
            </Box>
          ), 'province-duty')}
          {section(t('byTenant'), (
            <DataList
              columns={[
                { key: 'tenant', label: t('tenant'), card: 'title', wrap: true, cell: (r) => r.tenantName, cellProps: { 'data-i18n': 'data' } },
                { key: 'proposals', label: t('proposals'), align: 'right', cell: (r) => r.proposals.total },
                { key: 'overdue', label: t('overdue'), align: 'right', cell: (r) => r.proposals.overdue },
                { key: 'satisfaction', label: t('satisfaction'), align: 'right', cell: (r) => percent(r.proposals.satisfaction.rate) },
                { key: 'responseRate', label: t('responseRate'), align: 'right', cell: (r) => percent(r.surveys.responseRate) },
                ...[1, 2, 3, 4].map((n) => ({ key: `level${n}`, label: seededText(translate, stats.total.duty.byLevel[n - 1]?.label ?? String(n)), align: 'right' as const, cell: (r: ProvinceStatistics['total']) => level(r, n) })),
              ]}
              rows={stats.tenants} rowKey={(r) => r.tenantId} empty={t('empty')} testId="province-by-tenant" />
          ), 'province-tenants-section')}
        </Box>
      )}
    </ListFrame>
  );
}
