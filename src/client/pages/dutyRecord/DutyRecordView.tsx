import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { seededText } from '../../i18n/seeded.ts';
import { useNavigate } from 'react-router-dom';
import { formatDate, saveBlob } from '../../api/index.ts';
import { DataList, type DataColumn } from '../../components/index.ts';
import { dutyRecordApi, type DutyRecord, type Period, type RecordItem, type Term } from './dutyRecordApi.ts';

const thisYear = () => new Date().getFullYear();

/** The period switch's value: `y2026` or `t3`. */
const periodKey = (p: Period) => ('year' in p ? `y${p.year}` : `t${p.termId}`);
const periodOf = (key: string): Period => (key.startsWith('t') ? { termId: Number(key.slice(1)) } : { year: Number(key.slice(1)) });

/**
 * A deputy's record (我的履职 and 代表履职档案, docs/duty-record.md "Pages"): a year or a term, the count per kind, the
 * items month by month as cards on a phone — each opening its source in one click — and 导出 Word / 导出 PDF.
 */
export function DutyRecordView({ deputyId, initialYear, testId }: { deputyId?: number; initialYear?: number; testId: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.dutyRecord.${key}`, options);
  const navigate = useNavigate();
  const [period, setPeriod] = useState<Period>({ year: initialYear ?? thisYear() });
  const [terms, setTerms] = useState<Term[]>([]);
  const [record, setRecord] = useState<DutyRecord | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dutyRecordApi.terms().then(setTerms, () => undefined);
  }, []);
  useEffect(() => {
    let live = true;
    setRecord(null);
    dutyRecordApi.get(period, deputyId).then((r) => live && setRecord(r), () => undefined);
    return () => {
      live = false;
    };
  }, [period, deputyId]);

  const years = useMemo(() => Array.from({ length: 6 }, (_, i) => thisYear() - i), []);
  const months = useMemo(() => {
    const groups: { month: string; items: RecordItem[] }[] = [];
    for (const item of record?.items ?? []) {
      const month = formatDate(item.dutyDate, 'yyyy-MM');
      if (groups.at(-1)?.month !== month) groups.push({ month, items: [] });
      groups.at(-1)!.items.push(item);
    }
    return groups;
  }, [record]);

  const exportAs = async (format: 'docx' | 'pdf') => {
    setBusy(true);
    try {
      const blob = await dutyRecordApi.exportFile(format, period, deputyId);
      saveBlob(blob, blob instanceof File && blob.name ? blob.name : `${t('title')}.${format}`);
    } catch {
      // the http client has shown the refusal
    } finally {
      setBusy(false);
    }
  };

  const columns: DataColumn<RecordItem>[] = [
    { key: 'title', label: t('item'), card: 'title', wrap: true, cell: (row) => row.title, cellProps: { 'data-i18n': 'data' } },
    { key: 'kind', label: t('kind'), card: 'status', width: 140, cell: (row) => <Chip size="small" label={row.kindLabel} color="primary" variant="outlined" /> },
    { key: 'dutyType', label: t('dutyType'), width: 120, cell: (row) => row.dutyTypeLabel ?? '' },
    { key: 'dutyDate', label: t('date'), width: 120, cell: (row) => formatDate(row.dutyDate, 'yyyy-MM-dd') },
  ];

  return (
    <Box data-testid={testId} sx={{ maxWidth: '100%', overflowX: 'hidden' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <TextField select size="small" label={t('period')} value={periodKey(period)} onChange={(e) => setPeriod(periodOf(e.target.value))}
          sx={{ width: { xs: '100%', sm: 220 } }} slotProps={{ htmlInput: { 'data-testid': 'record-period' } }}>
          {years.map((y) => <MenuItem key={y} value={`y${y}`}>{t('year', { year: y })}</MenuItem>)}
          {terms.map((term) => <MenuItem key={term.id} value={`t${term.id}`}>{term.isCurrent ? t('currentTerm', { name: term.name }) : term.name}</MenuItem>)}
        </TextField>
        <Button variant="outlined" disabled={!record || busy} onClick={() => void exportAs('docx')} sx={{ minHeight: 44 }} data-testid="record-export-docx">{t('exportWord')}</Button>
        <Button variant="outlined" disabled={!record || busy} onClick={() => void exportAs('pdf')} sx={{ minHeight: 44 }} data-testid="record-export-pdf">{t('exportPdf')}</Button>
      </Box>
      {record && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="record-summary">
          <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-i18n="data">
            {record.deputy.nickname}{record.deputy.rendaNo ? `（${record.deputy.rendaNo}）` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-i18n="data">
            {[record.deputy.deptName, record.term ? t('term', { name: record.term.name }) : null,
              record.deputy.reappointmentStatusLabel ? t('reappointment', { status: seededText(translate, record.deputy.reappointmentStatusLabel) }) : null].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('total', { count: record.total })}{record.score ? ` · ${t('score', { score: record.score.score })}` : ''}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
            {record.kinds.map((k) => (
              <Chip key={k.kind} size="small" variant={k.count ? 'filled' : 'outlined'} label={`${seededText(translate, k.label)} ${k.count}`} data-testid={`record-kind-${k.kind}`} />
            ))}
          </Box>
        </Paper>
      )}
      {record && !record.items.length && <Typography color="text.secondary" data-testid="record-empty">{t('empty')}</Typography>}
      {months.map((group) => (
        <Box key={group.month} sx={{ mb: 2 }} data-testid={`record-month-${group.month}`}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{t('month', { year: group.month.slice(0, 4), month: Number(group.month.slice(5)) })}</Typography>
          <DataList
            columns={columns}
            rows={group.items}
            rowKey={(row) => row.id}
            rowProps={(row) => ({ 'data-testid': `record-item-${row.kind}-${row.sourceId}` })}
            actions={(row) => [{ key: 'open', label: t('open'), primary: true, onClick: () => navigate(row.link), testId: 'record-open' }]}
            actionsLabel={t('actions')}
            label={group.month}
          />
        </Box>
      ))}
    </Box>
  );
}
