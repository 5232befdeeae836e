import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { HANDLE_TYPE, proposalApi, type Proposal } from '../../proposalApi.ts';
import { loadUnits, type Unit } from '../../units.ts';
import { useProposalText } from '../../useProposalText.ts';
import { useAction } from './useAction.ts';

/** 交办: exactly one 主办单位 and any 协办单位 of the 承办单位 tree, with an opinion. */
export function AssignPanel({ proposal, onDone }: { proposal: Proposal; onDone(): void }) {
  const { t } = useProposalText();
  const { busy, run, dialog } = useAction(onDone);
  const [units, setUnits] = useState<Unit[]>([]);
  const [lead, setLead] = useState<number | ''>('');
  const [assist, setAssist] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    loadUnits().then(setUnits, () => setUnits([]));
  }, []);
  const option = (u: Unit) => <MenuItem key={u.id} value={u.id} sx={{ pl: 2 + u.depth * 2 }} data-testid="assign-unit-option">{u.name}</MenuItem>;
  const nameOf = (id: number) => units.find((u) => u.id === id)?.name ?? String(id);
  const submit = () => {
    setTouched(true);
    if (lead === '') return;
    const chosen = [{ deptId: lead, handleType: HANDLE_TYPE.LEAD }, ...assist.filter((a) => a !== lead).map((deptId) => ({ deptId, handleType: HANDLE_TYPE.ASSIST }))];
    void run(() => proposalApi.assign(proposal.id, chosen, reason.trim()), {
      title: t('action.assign.confirmTitle'), question: t('action.assign.confirm'), confirmLabel: t('action.assign.confirmOk'), done: t('action.assign.done'),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }} data-testid="assign-panel">
      <TextField select required label={t('action.assign.lead')} value={lead} onChange={(e) => { setLead(Number(e.target.value)); setAssist(assist.filter((a) => a !== Number(e.target.value))); }}
        error={touched && lead === ''} helperText={touched && lead === '' ? t('action.assign.leadRequired') : ' '} data-testid="assign-lead">
        {units.map(option)}
      </TextField>
      <TextField select label={t('action.assign.assist')} value={assist} data-testid="assign-assist"
        onChange={(e) => setAssist(typeof e.target.value === 'string' ? [] : (e.target.value as unknown as number[]))}
        slotProps={{ select: { multiple: true, renderValue: (v) => (v as number[]).map(nameOf).join('、') } }}>
        {units.filter((u) => u.id !== lead).map(option)}
      </TextField>
      <TextField multiline minRows={2} label={t('action.opinion')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'assign-reason' } }} />
      <Box><Button variant="contained" disabled={busy} onClick={submit} data-testid="assign-submit">{t('action.assign.submit')}</Button></Box>
      {dialog}
    </Box>
  );
}
