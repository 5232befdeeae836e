import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { Pagination } from '../../../components/index.ts';
import { DictTag, useDict } from '../../../dict/index.ts';
import { FormDialog, useResource } from '../../../generated/index.ts';
import type { SurveyRow } from '../api.ts';
import { Confirm } from '../common/Confirm.tsx';
import { SurveyRowActions } from './SurveyRowActions.tsx';
import { useSurveyList } from './useSurveyList.ts';

const headSx = { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.100', whiteSpace: 'nowrap' } as const;

/**
 * /renda/survey: the staff list of surveys. It replaces the generated list of the manifest because each row needs
 * the lifecycle actions legal for its status; creating and editing reuse the generated form dialog.
 */
export default function SurveyListPage() {
  const translate = useTranslate();
  const c = useSurveyList();
  const { resource } = useResource('survey');
  const statuses = useDict('renda_survey_status');
  const [form, setForm] = useState<{ mode: 'create' | 'edit'; id?: number } | null>(null);
  const [filter, setFilter] = useState({ surveyName: '', status: '' });
  const rows = c.list.data?.list ?? [];
  const pending = c.pending;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid="survey-list">
      <Box component="form" sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }} onSubmit={(e) => { e.preventDefault(); c.setQuery({ ...c.query, ...filter, pageNo: 1 }); }}>
        <TextField size="small" variant="outlined" margin="none" fullWidth={false} sx={{ width: { xs: '100%', sm: 220 } }} label={translate('app.survey.surveyName')} value={filter.surveyName} onChange={(e) => setFilter({ ...filter, surveyName: e.target.value })} />
        <TextField size="small" variant="outlined" margin="none" fullWidth={false} select label={translate('app.survey.status')} value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value })} sx={{ width: { xs: '100%', sm: 160 } }}>
          <MenuItem value="">&nbsp;</MenuItem>
          {statuses.map((s) => <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>)}
        </TextField>
        <Button type="submit" variant="contained">{translate('app.survey.search')}</Button>
        <Button onClick={() => { setFilter({ surveyName: '', status: '' }); c.setQuery({ ...c.query, surveyName: '', status: '', pageNo: 1 }); }}>{translate('app.survey.reset')}</Button>
        <Box sx={{ flex: 1 }} />
        <HasPermi value={['renda:survey:create']}>
          <Button variant="contained" color="primary" onClick={() => setForm({ mode: 'create' })} data-testid="survey-create">{translate('app.survey.list.create')}</Button>
        </HasPermi>
      </Box>
      {c.list.loading && <LinearProgress sx={{ height: 2 }} />}
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['#', translate('app.survey.surveyName'), translate('app.survey.list.type'), translate('app.survey.status'), translate('app.survey.period'), translate('app.survey.list.answerCount'), translate('app.survey.list.createTime'), translate('app.survey.list.actions')].map((h) => (
                <TableCell key={h} sx={headSx}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row: SurveyRow) => (
              <TableRow key={row.id} hover data-testid={`survey-row-${row.id}`}>
                <TableCell>{row.id}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{row.surveyName}</TableCell>
                <TableCell><DictTag type="renda_survey_type" value={row.surveyType} /></TableCell>
                <TableCell data-testid={`survey-status-${row.id}`}><DictTag type="renda_survey_status" value={row.status} /></TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontSize: 13 }}>{[row.startTime, row.endTime].map((t) => (t ? formatDate(t, 'yyyy-MM-dd') : '')).filter(Boolean).join(' ~ ')}</TableCell>
                <TableCell>{row.answerCount ?? 0}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontSize: 13 }}>{formatDate(row.createTime)}</TableCell>
                <TableCell sx={{ minWidth: 260 }}>
                  <SurveyRowActions row={row} onEdit={(r) => setForm({ mode: 'edit', id: r.id })} onAction={(kind, r) => c.setPending({ kind, row: r })} onExport={(r) => void c.exportAnswers(r).catch(() => undefined)} />
                </TableCell>
              </TableRow>
            ))}
            {!c.list.loading && !rows.length && (
              <TableRow><TableCell colSpan={8} sx={{ textAlign: 'center', color: 'text.secondary', py: 4 }}>{translate('app.survey.empty')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={c.list.data?.total ?? 0} page={c.query.pageNo} pageSize={c.query.pageSize}
        onPageChange={(pageNo) => c.setQuery({ ...c.query, pageNo })} onPageSizeChange={(pageSize, pageNo) => c.setQuery({ ...c.query, pageSize, pageNo })} />
      {form && resource && (
        <FormDialog resource={resource} mode={form.mode} id={form.id} onClose={() => setForm(null)} onSaved={() => { setForm(null); c.list.reload(); }} />
      )}
      <Confirm
        open={!!pending}
        busy={c.busy}
        testId="survey-action-confirm"
        message={pending ? (pending.kind === 'delete'
          ? translate('app.survey.list.confirmDelete', { name: pending.row.surveyName })
          : translate('app.survey.list.confirmAction', { action: translate(`app.survey.list.${pending.kind}`), name: pending.row.surveyName })) : ''}
        onConfirm={() => void c.run()}
        onCancel={() => c.setPending(null)}
      />
    </Paper>
  );
}
