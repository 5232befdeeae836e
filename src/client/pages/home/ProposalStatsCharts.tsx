import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDict } from '../../dict/index.ts';
import type { ProposalStatistics } from './proposalStats.ts';

/** The units with the most proposals; the rest would make the bars too thin to read on the home page. */
const MAX_UNITS = 8;

/** A chart with its heading. Axis and slice labels are dictionary labels and department names: data (decision 40). */
function Chart({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" color="text.secondary">{title}</Typography>
      <Box data-i18n="data">{children}</Box>
    </Box>
  );
}

/**
 * The statistics card's charts (@mui/x-charts, loaded with this module only): proposals by status, the deputies'
 * final ratings, and per handling unit what it was given, has replied to and replied to late.
 */
export default function ProposalStatsCharts({ stats }: { stats: ProposalStatistics }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.proposalStats.${key}`);
  const { palette } = useTheme();
  const statusLabels = useDict('renda_proposal_status');
  const ratingLabels = useDict('renda_satisfaction_status');
  const label = (entries: readonly { value: string; label: string }[], value: string | number) =>
    entries.find((e) => e.value === String(value))?.label ?? String(value);
  const units = stats.byUnit.slice(0, MAX_UNITS);
  const { satisfied, basic, unsatisfied } = stats.satisfaction;
  // Bars and slices carry no text: they keep the brand colours (`light`; `main` is the darker shade for text, theme.ts).
  const ratings = [
    { id: '1', value: satisfied, color: palette.success.light },
    { id: '2', value: basic, color: palette.warning.light },
    { id: '3', value: unsatisfied, color: palette.error.light },
  ].filter((r) => r.value > 0);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <Chart title={t('byStatus')} testId="home-proposal-by-status">
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: stats.byStatus.map((s) => label(statusLabels, s.status)) }]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[{ data: stats.byStatus.map((s) => s.count), color: palette.primary.light }]}
          hideLegend
          margin={{ left: 0, right: 8 }}
        />
      </Chart>
      <Chart title={t('satisfaction')} testId="home-proposal-satisfaction">
        {ratings.length ? (
          <PieChart
            height={240}
            series={[{ data: ratings.map((r) => ({ ...r, label: label(ratingLabels, r.id) })), innerRadius: 40, paddingAngle: 1, cornerRadius: 3 }]}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{t('rateNone')}</Typography>
        )}
      </Chart>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <Chart title={t('byUnit')} testId="home-proposal-by-unit">
          {units.length ? (
            <BarChart
              height={Math.max(160, units.length * 48 + 60)}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: units.map((u) => u.deptName), width: 170 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[
                { data: units.map((u) => u.given), label: t('given'), color: palette.primary.light },
                { data: units.map((u) => u.replied), label: t('replied'), color: palette.success.light },
                { data: units.map((u) => u.overdue), label: t('unitOverdue'), color: palette.error.light },
              ]}
              margin={{ left: 8, right: 16 }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>{t('noUnits')}</Typography>
          )}
        </Chart>
      </Box>
    </Box>
  );
}
