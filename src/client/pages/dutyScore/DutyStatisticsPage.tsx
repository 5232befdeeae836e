import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { seededText } from '../../i18n/seeded.ts';
import { DataList, type DataColumn } from '../../components/index.ts';
import { ListFrame } from '../../resources/index.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { dutyScoreApi, recentYears, type DutyStatistics } from './dutyScoreApi.ts';

type Group = DutyStatistics['byDelegation'][number];

/**
 * 履职统计 (renda/dutyStatistics/index, docs/duty-score.md): a year over the deputies the staff may see — how many at
 * each level, what each kind of duty gave, the delegations' and areas' average scores, the items month by month —
 * as charts (@mui/x-charts, as the home page's proposal charts) and tables (DataList: cards on a phone).
 */
export default function DutyStatisticsPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.dutyScore.${key}`, options);
  const { palette } = useTheme();
  const [year, setYear] = useState(recentYears()[0]);
  const [stats, setStats] = useState<DutyStatistics | null>(null);
  useEffect(() => { dutyScoreApi.statistics(year).then(setStats).catch(() => undefined); }, [year]);

  const section = (title: string, testId: string, children: ReactNode) => (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>{title}</Typography>
      {children}
    </Paper>
  );
  const groupColumns = (label: string): DataColumn<Group>[] => [
    { key: 'name', label, card: 'title', wrap: true, cell: (r) => r.name, cellProps: { 'data-i18n': 'data' } },
    { key: 'deputies', label: t('deputies'), align: 'right', cell: (r) => r.deputies },
    { key: 'items', label: t('itemCount'), align: 'right', cell: (r) => r.items },
    { key: 'average', label: t('average'), align: 'right', cell: (r) => r.average },
  ];

  return (
    <ListFrame testId="duty-statistics">
      <Box sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label={t('year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ width: { xs: '100%', sm: 120 } }} data-testid="statistics-year">
          {recentYears().map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
        </TextField>
        {stats && <Typography variant="body2" color="text.secondary">{t('thresholds', { deputies: stats.deputies, a: stats.thresholds[0], b: stats.thresholds[1], c: stats.thresholds[2] })}</Typography>}
      </Box>
      {stats && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' }} data-testid="stat-levels">
            {stats.byLevel.map((l) => (
              <Paper key={l.level} variant="outlined" sx={{ p: 1.5 }} data-testid={`stat-level-${l.level}`}>
                <Typography variant="body2" color="text.secondary">{seededText(translate, l.label)}</Typography>
                <Typography variant="h5">{l.deputies}</Typography>
              </Paper>
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            {section(t('byMonth'), 'stat-month', (
              <Box data-i18n="data">
                <BarChart height={240} xAxis={[{ scaleType: 'band', data: stats.byMonth.map((m) => m.month.slice(5)) }]} yAxis={[{ tickMinStep: 1, width: 48 }]}
                  series={[{ data: stats.byMonth.map((m) => m.items), color: palette.primary.light }]} hideLegend margin={{ left: 0, right: 8 }} />
              </Box>
            ))}
            {section(t('byKind'), 'stat-kind', (
              <DataList columns={[
                { key: 'label', label: t('kind'), card: 'title', cell: (r) => seededText(translate, r.label) },
                { key: 'items', label: t('itemCount'), align: 'right', cell: (r) => r.items },
                { key: 'points', label: t('points'), align: 'right', cell: (r) => r.points },
              ]} rows={stats.byKind} rowKey={(r) => r.kind} empty={t('empty')} testId="stat-by-kind" />
            ))}
          </Box>
          {section(t('byDelegation'), 'stat-delegation', (
            <DataList columns={groupColumns(t('delegation'))} rows={stats.byDelegation} rowKey={(r) => String(r.id)} empty={t('empty')} testId="stat-by-delegation" />
          ))}
          {section(t('byArea'), 'stat-area', (
            <DataList columns={groupColumns(t('area'))} rows={stats.byArea} rowKey={(r) => String(r.id)} empty={t('empty')} testId="stat-by-area" />
          ))}
        </Box>
      )}
    </ListFrame>
  );
}
