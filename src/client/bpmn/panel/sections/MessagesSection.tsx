import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { addRootElement, listRootElements, type RootKind } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { FormInput, IndexHeadCell } from '../ui/index.ts';

const TEXT: Record<RootKind, { list: string; create: string; id: string; name: string; exists: string }> = {
  message: { list: 'messageList', create: 'createMessage', id: 'messageId', name: 'messageName', exists: 'messageExists' },
  signal: { list: 'signalList', create: 'createSignal', id: 'signalId', name: 'signalName', exists: 'signalExists' },
};

function RootList({ kind }: { kind: RootKind }) {
  const translate = useTranslate();
  const { services } = usePanel();
  const t = (key: string) => translate(`app.bpm.panel.messages.${key}`);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ id: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const rows = listRootElements(services, kind);
  const save = () => {
    const result = addRootElement(services, kind, form);
    if (result) return setError(result === 'exists' ? t(TEXT[kind].exists) : t('idRequired'));
    setOpen(false);
  };
  return (
    <Box sx={{ mb: 2 }} data-testid={`panel-${kind}s`}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle2">{t(TEXT[kind].list)}</Typography>
        <Button size="small" variant="outlined" onClick={() => { setForm({ id: '', name: '' }); setError(null); setOpen(true); }} data-testid={`panel-${kind}-create`}>
          {t(TEXT[kind].create)}
        </Button>
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <IndexHeadCell />
            <TableCell>{t(TEXT[kind].id)}</TableCell>
            <TableCell>{t(TEXT[kind].name)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={r.id}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{r.id}</TableCell>
              <TableCell>{r.name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={false} slotProps={{ paper: { sx: { width: 400 } } }}>
        <DialogTitle>{t(TEXT[kind].create)}</DialogTitle>
        <DialogContent>
          <FormInput label={t(TEXT[kind].id)} value={form.id} onChange={(id) => setForm({ ...form, id })} error={error ?? undefined} testId={`panel-${kind}-id`} required />
          <FormInput label={t(TEXT[kind].name)} value={form.name} onChange={(name) => setForm({ ...form, name })} testId={`panel-${kind}-name`} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.bpm.common.cancel')}</Button>
          <Button variant="contained" onClick={save} data-testid={`panel-${kind}-save`}>{translate('app.bpm.common.save')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** 消息与信号 (process only): the definitions' messages and signals, each list with a create dialog. */
export function MessagesSection() {
  return (
    <>
      <RootList kind="message" />
      <RootList kind="signal" />
    </>
  );
}
