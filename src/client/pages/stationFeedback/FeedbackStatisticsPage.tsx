import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { addDateRange, saveBlob } from '../../api/index.ts';
import { useHasPermi } from '../../auth/index.ts';
import { DataList, type DataColumn } from '../../components/index.ts';
import { FilterSearchForm, ListFrame, type SearchInput } from '../../resources/index.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { stationFeedbackApi, type FeedbackStatistics, type Figures } from './stationFeedbackApi.ts';

const orDash = (v: number | null) => (v === null ? '—' : String(v));

/**
 * 联络站反馈统计 (docs/stations.md "Statistics"): for a period and a station, the totals, the handled rate and the
 * average time to reply, then per station, type, status and month; 导出 writes the same as an Excel workbook.
 */
export default function FeedbackStatisticsPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.stationFeedback.${key}`);
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [stats, setStats] = useState<FeedbackStatistics | null>(null);
  const [stations, setStations] = useState<{ id: number; name: string }[]>([]);
  const [exporting, setExporting] = useState(false);
  const canListStations = useHasPermi(['renda:station:query']);

  useEffect(() => {
    if (canListStations) stationFeedbackApi.stations().then(setStations).catch(() => undefined);
  }, [canListStations]);
  const inputs: SearchInput[] = useMemo(() => [
    ...(stations.length ? [{
      filter: { field: 'stationId', op: 'eq' as const },
      property: { type: 'integer' as const, title: t('station'), enum: stations.map((s) => s.id), labels: Object.fromEntries(stations.map((s) => [String(s.id), s.name])) },
    }] : []),
    { filter: { field: 'createTime', op: 'dateRange' }, property: { type: 'integer', format: 'timestamp', title: t('createTime') } },
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ] as SearchInput[], [stations, translate]);

  const query = useCallback(() => {
    const { createTime, ...rest } = applied;
    return addDateRange({ ...rest }, (createTime as string[] | undefined) ?? null);
  }, [applied]);
  useEffect(() => {
    stationFeedbackApi.statistics(query()).then(setStats).catch(() => undefined);
  }, [query]);

  const exportExcel = async () => {
    setExporting(true);
    try {
      const blob = await stationFeedbackApi.exportStatistics(query());
      saveBlob(blob, blob instanceof File ? blob.name : '联络站反馈统计.xlsx');
    } catch {
      // shown by the http layer
    } finally {
      setExporting(false);
    }
  };

  const figureColumns = <R extends Figures>(): DataColumn<R>[] => [
    { key: 'total', label: t('stat.total'), align: 'right', cell: (r) => r.total },
    { key: 'handled', label: t('stat.handled'), align: 'right', cell: (r) => r.handled },
    { key: 'finished', label: t('stat.finished'), align: 'right', card: 'none', cell: (r) => r.finished },
    { key: 'overdue', label: t('stat.overdue'), align: 'right', cell: (r) => r.overdue },
    { key: 'handledRate', label: t('stat.handledRate'), align: 'right', cell: (r) => orDash(r.handledRate) },
    { key: 'avgReplyHours', label: t('stat.avgReplyHours'), align: 'right', card: 'none', cell: (r) => orDash(r.avgReplyHours) },
  ];
  const section = (title: string, children: React.ReactNode, testId: string) => (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>{title}</Typography>
      {children}
    </Paper>
  );

  return (
    <ListFrame testId="station-feedback-statistics">
      <FilterSearchForm inputs={inputs} current={applied} onSearch={setApplied} />
      {stats && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }} data-testid="stat-summary">
            {([
              ['total', stats.total], ['handled', stats.handled], ['overdue', stats.overdue],
              ['handledRate', `${orDash(stats.handledRate)}${stats.handledRate === null ? '' : '%'}`], ['avgReplyHours', orDash(stats.avgReplyHours)],
            ] as const).map(([key, value]) => (
              <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`stat-${key}`}>
                <Typography variant="body2" color="text.secondary">{t(`stat.${key}`)}</Typography>
                <Typography variant="h5">{value}</Typography>
              </Paper>
            ))}
          </Box>
          <HasExport onExport={() => void exportExcel()} busy={exporting} label={t('export')} />
          {section(t('stat.byStation'), (
            <DataList columns={[{ key: 'station', label: t('station'), card: 'title', cell: (r) => r.stationName, cellProps: { 'data-i18n': 'data' } }, ...figureColumns<FeedbackStatistics['byStation'][number]>()]}
              rows={stats.byStation} rowKey={(r) => r.stationId} empty={t('empty')} testId="stat-by-station" />
          ), 'stat-station')}
          {section(t('stat.byMonth'), (
            <DataList columns={[{ key: 'month', label: t('stat.month'), card: 'title', cell: (r) => r.month }, ...figureColumns<FeedbackStatistics['byMonth'][number]>()]}
              rows={stats.byMonth} rowKey={(r) => r.month} empty={t('empty')} testId="stat-by-month" />
          ), 'stat-month')}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {section(t('stat.byType'), (
              <DataList columns={[{ key: 'label', label: t('type'), card: 'title', cell: (r) => r.label }, { key: 'count', label: t('stat.count'), align: 'right', cell: (r) => r.count }]}
                rows={stats.byType} rowKey={(r) => r.feedbackType} empty={t('empty')} testId="stat-by-type" />
            ), 'stat-type')}
            {section(t('stat.byStatus'), (
              <DataList columns={[{ key: 'label', label: t('status'), card: 'title', cell: (r) => r.label }, { key: 'count', label: t('stat.count'), align: 'right', cell: (r) => r.count }]}
                rows={stats.byStatus} rowKey={(r) => r.status} empty={t('empty')} testId="stat-by-status" />
            ), 'stat-status')}
          </Box>
        </Box>
      )}
    </ListFrame>
  );
}

function HasExport({ onExport, busy, label }: { onExport(): void; busy: boolean; label: string }) {
  return (
    <Box>
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={onExport} sx={{ minHeight: 44 }} data-testid="stat-export">{label}</Button>
    </Box>
  );
}
