import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveBlob } from '../../api/index.ts';
import { HasPermi, useHasPermi } from '../../auth/index.ts';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../components/index.ts';
import { DictTag, useDict } from '../../dict/index.ts';
import { ListFrame } from '../../resources/index.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { listAllSimpleDepts, type DeptSimple } from '../dept/deptApi.ts';
import { AdjustDialog } from './AdjustDialog.tsx';
import { dutyScoreApi, recentYears, type RankingRow } from './dutyScoreApi.ts';

const EXPORT = ['renda:duty-ranking:export'];
const ADJUST = ['renda:duty-score-adjust:query'];

/**
 * 履职排名 (renda/dutyRanking/index, docs/duty-score.md): a year's ranking of the deputies the staff may see, filtered
 * by delegation and searched by level, name and "no duty"; a row opens the deputy's record (/renda/duty-record) and
 * 调整分数 adds or withdraws points with a reason; 导出 writes the same rows to Excel. Cards on a phone (DataList).
 */
export default function DutyRankingPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.dutyScore.${key}`, options);
  const navigate = useNavigate();
  const location = useLocation();
  const levels = useDict('renda_score_level');
  const [year, setYear] = useState(recentYears()[0]);
  const [filters, setFilters] = useState<{ deptId: string; level: string; nickname: string; noDuty: boolean }>({ deptId: '', level: '', nickname: '', noDuty: false });
  const [name, setName] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: RankingRow[]; total: number }>({ list: [], total: 0 });
  const [depts, setDepts] = useState<DeptSimple[]>([]);
  const [adjusting, setAdjusting] = useState<RankingRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const canAdjust = useHasPermi(ADJUST);

  useEffect(() => { listAllSimpleDepts().then(setDepts).catch(() => undefined); }, []);
  const query = useCallback(() => ({
    year,
    ...(filters.deptId ? { deptId: filters.deptId } : {}),
    ...(filters.level ? { level: filters.level } : {}),
    ...(filters.nickname ? { nickname: filters.nickname } : {}),
    ...(filters.noDuty ? { noDuty: true } : {}),
  }), [year, filters]);
  const reload = useCallback(() => {
    dutyScoreApi.ranking({ ...query(), ...paging }).then(setPage).catch(() => undefined);
  }, [query, paging]);
  useEffect(reload, [reload, location.key]);
  const narrow = (next: Partial<typeof filters>) => { setFilters({ ...filters, ...next }); setPaging({ ...paging, pageNo: 1 }); };

  const exportExcel = async () => {
    setExporting(true);
    try {
      const blob = await dutyScoreApi.exportRanking(query());
      saveBlob(blob, blob instanceof File && blob.name ? blob.name : `${year}年度履职排名.xlsx`);
    } catch {
      // shown by the http layer
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<RankingRow>[] = [
    { key: 'rank', label: t('rank'), width: 72, align: 'center', card: 'none', cell: (r) => r.rank, cellProps: { 'data-testid': 'row-rank' } },
    { key: 'nickname', label: t('deputy'), card: 'title', cell: (r) => <>{/* the rank leads the card's title; a desk's table has its own column */}<Box component="span" sx={{ display: { sm: 'none' } }}>{r.rank}. </Box>{r.nickname}</>, cellProps: { 'data-i18n': 'data' } },
    { key: 'level', label: t('level'), card: 'status', width: 96, cell: (r) => <DictTag type="renda_score_level" value={String(r.level)} /> },
    { key: 'score', label: t('score'), align: 'right', width: 80, cell: (r) => r.score, cellProps: { 'data-testid': 'row-score' } },
    { key: 'deptName', label: t('delegation'), wrap: true, cell: (r) => r.deptName ?? '', cellProps: { 'data-i18n': 'data' } },
    { key: 'rendaNo', label: t('rendaNo'), card: 'none', cell: (r) => r.rendaNo ?? '' },
    { key: 'itemCount', label: t('itemCount'), align: 'right', width: 88, cell: (r) => r.itemCount },
    { key: 'points', label: t('points'), align: 'right', width: 88, card: 'none', cell: (r) => r.points },
    { key: 'adjust', label: t('adjust'), align: 'right', width: 80, card: 'none', cell: (r) => r.adjust },
  ];
  const actions = (row: RankingRow): ListAction[] => [
    { key: 'record', label: t('record'), primary: true, testId: 'row-record', onClick: () => navigate(`/renda/duty-record?deputyId=${row.deputyId}&year=${year}`) },
    ...(canAdjust ? [{ key: 'adjust', label: t('adjustAction'), testId: 'row-adjust', onClick: () => setAdjusting(row) }] : []),
  ];

  return (
    <ListFrame testId="duty-ranking">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('year')} value={year} onChange={(e) => { setYear(Number(e.target.value)); setPaging({ ...paging, pageNo: 1 }); }}
          sx={{ width: { xs: '100%', sm: 120 } }} data-testid="ranking-year">
          {recentYears().map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={t('delegation')} value={filters.deptId} onChange={(e) => narrow({ deptId: e.target.value })}
          sx={{ width: { xs: '100%', sm: 200 } }} data-testid="ranking-dept">
          <MenuItem value="">{t('all')}</MenuItem>
          {depts.map((d) => <MenuItem key={d.id} value={String(d.id)} data-i18n="data">{d.name}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={t('level')} value={filters.level} onChange={(e) => narrow({ level: e.target.value })}
          sx={{ width: { xs: '100%', sm: 140 } }} data-testid="ranking-level">
          <MenuItem value="">{t('all')}</MenuItem>
          {levels.map((l) => <MenuItem key={l.value} value={l.value}>{l.label}</MenuItem>)}
        </TextField>
        <TextField size="small" label={t('deputy')} value={name} onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') narrow({ nickname: name.trim() }); }} onBlur={() => { if (name.trim() !== filters.nickname) narrow({ nickname: name.trim() }); }}
          sx={{ width: { xs: '100%', sm: 160 } }} inputProps={{ 'data-testid': 'ranking-name', maxLength: 30 }} />
        <FormControlLabel control={<Checkbox checked={filters.noDuty} onChange={(e) => narrow({ noDuty: e.target.checked })} data-testid="ranking-no-duty" />}
          label={t('noDuty')} sx={{ minHeight: 44, mr: 0, ml: 0 }} />
        <HasPermi value={EXPORT}>
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={() => void exportExcel()} sx={{ minHeight: 44 }} data-testid="ranking-export">{t('export')}</Button>
        </HasPermi>
        <RightToolbar onRefresh={reload} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(r) => r.deputyId}
        rowProps={(r) => ({ 'data-testid': `ranking-row-${r.deputyId}` })}
        actions={actions}
        actionsLabel={t('actions')}
        empty={t('empty')}
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })}
        onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {adjusting && <AdjustDialog row={adjusting} year={year} onClose={() => setAdjusting(null)} onDone={() => { setAdjusting(null); reload(); }} />}
    </ListFrame>
  );
}
