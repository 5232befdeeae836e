import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, formatDate, notifier } from '../../api/index.ts';
import { useHasPermi } from '../../auth/index.ts';
import { DataList, usePhone, type DataColumn, type ListAction } from '../../components/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { JOIN, myActivityApi, type Roster, type RosterRow } from './activityApi.ts';

const STATE_COLOR = { checkedIn: 'success', present: 'success', absent: 'error', pending: 'default' } as const;

/**
 * 参加情况 on a 履职活动 row: the roster (invited, signed up, checked in, absent) and, for those who may change
 * activities, 补登考勤 — present or absent with a required reason; who marked it, when and why show in the row.
 */
export default function RosterDialog({ row, onClose }: RowActionDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.myActivity.${key}`, options);
  const phone = usePhone();
  const canMark = useHasPermi(['renda:activity:update']);
  const [roster, setRoster] = useState<Roster | null>(null);
  const [marking, setMarking] = useState<RosterRow | null>(null);
  const [present, setPresent] = useState(true);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = Number(row.id);

  const reload = useCallback(() => { myActivityApi.roster(id).then(setRoster).catch(() => undefined); }, [id]);
  useEffect(reload, [reload]);

  const save = async () => {
    if (!marking) return;
    if (!reason.trim()) {
      setProblem(t('reasonRequired'));
      return;
    }
    try {
      await myActivityApi.mark({ id, userId: marking.userId, present, reason: reason.trim() });
      notifier.toast('success', t('marked'));
      setMarking(null);
      reload();
    } catch (e) {
      setProblem(errorMessage(e));
    }
  };

  const columns: DataColumn<RosterRow>[] = [
    { key: 'deputyName', label: t('deputy'), card: 'title', cell: (r) => r.deputyName ?? r.userId, cellProps: { 'data-i18n': 'data' } },
    { key: 'state', label: t('state'), card: 'status', cell: (r) => <Chip size="small" color={STATE_COLOR[r.state]} label={t(`states.${r.state}`)} data-testid="roster-state" /> },
    { key: 'joinType', label: t('joinType'), cell: (r) => t(r.joinType === JOIN.INVITED ? 'invited' : 'signedUp') },
    { key: 'checkin', label: t('checkin'), cell: (r) => (r.checkinTime ? t('checkedInAt', { time: formatDate(r.checkinTime, 'MM-dd HH:mm'), distance: r.checkinDistance ?? 0 }) : '') },
    {
      key: 'mark', label: t('mark'), wrap: true,
      cell: (r) => (r.markTime ? t('markedBy', { who: r.markerName ?? '', time: formatDate(r.markTime, 'MM-dd HH:mm'), reason: r.markReason ?? '' }) : ''),
      cellProps: { 'data-i18n': 'data' },
    },
  ];
  const actions = (r: RosterRow): ListAction[] => (canMark
    ? [{ key: 'mark', label: t('markAction'), testId: 'roster-mark', onClick: () => { setMarking(r); setPresent(r.state !== 'present' && r.state !== 'checkedIn'); setReason(''); setProblem(null); } }]
    : []);

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="md" data-testid="activity-roster">
      <DialogTitle data-i18n="data">{t('rosterTitle', { title: String(row.title ?? '') })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {roster && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="roster-summary">
            {(['invited', 'signedUp', 'checkedIn', 'absent'] as const).map((k) => (
              <Chip key={k} variant="outlined" label={`${t(`summary.${k}`)} ${roster.summary[k]}`} />
            ))}
          </Box>
        )}
        <DataList columns={columns} rows={roster?.list} rowKey={(r) => r.userId} rowProps={(r) => ({ 'data-testid': `roster-row-${r.userId}` })}
          actions={actions} actionsLabel={t('actions')} empty={t('rosterEmpty')} />
        {marking && (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="roster-mark-form">
            <Typography variant="subtitle2" data-i18n="data">{t('markTitle', { name: marking.deputyName ?? '' })}</Typography>
            <RadioGroup row value={present ? '1' : '0'} onChange={(e) => setPresent(e.target.value === '1')}>
              <FormControlLabel value="1" control={<Radio />} label={t('markPresent')} />
              <FormControlLabel value="0" control={<Radio />} label={t('markAbsent')} />
            </RadioGroup>
            <TextField size="small" required label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} data-testid="roster-mark-reason" />
            {problem && <Alert severity="error">{problem}</Alert>}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button onClick={() => setMarking(null)} sx={{ minHeight: 44 }}>{t('cancel')}</Button>
              <Button variant="contained" onClick={() => void save()} sx={{ minHeight: 44 }} data-testid="roster-mark-save">{t('save')}</Button>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
