import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { listHeadSx } from '../../../resources/index.ts';
import { dataSourceApi, MASTER_ID, type DataSource } from '../dataSource/dataSourceApi.ts';
import { codegenApi, type DbTable } from './codegenApi.ts';

/**
 * yudao's importTable.vue: a data source (the master first), its tables no resource manages yet, filtered by name and
 * comment; pick, 确定. Without the right to read the data sources, the master alone.
 */
export default function CodegenImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.codegen.${key}`);
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [tables, setTables] = useState<DbTable[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sources, setSources] = useState<DataSource[]>([]);
  const [source, setSource] = useState(MASTER_ID);

  const load = (from = source) => codegenApi.dbTables(from, name, comment).then(setTables, () => setTables([]));
  useEffect(() => {
    if (open) {
      setChosen([]);
      setSource(MASTER_ID);
      void load(MASTER_ID);
      dataSourceApi.list().then(setSources, () => setSources([]));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters apply on 搜索
  }, [open]);
  const choose = (id: number) => {
    setSource(id);
    setChosen([]);
    void load(id);
  };

  const toggle = (table: string) => setChosen((c) => (c.includes(table) ? c.filter((x) => x !== table) : [...c, table]));
  const submit = async () => {
    if (!chosen.length) return notifier.toast('error', { text: t('importChoose'), key: 'app.codegen.importChoose' });
    setBusy(true);
    try {
      await codegenApi.importTables(source, chosen);
      notifier.toast('success', { text: t('importDone'), key: 'app.codegen.importDone' });
      onImported();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="codegen-import-dialog">
      <DialogTitle>{t('importTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
          {sources.length > 1 && (
            <TextField select size="small" sx={{ width: 180 }} label={t('dataSource')} value={source} onChange={(e) => choose(Number(e.target.value))} slotProps={{ htmlInput: { 'data-testid': 'codegen-import-source' } }}>
              {sources.map((s) => <MenuItem key={s.id} value={s.id} data-i18n="data">{s.name}</MenuItem>)}
            </TextField>
          )}
          <TextField size="small" sx={{ width: 200 }} label={t('tableName')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField size="small" sx={{ width: 200 }} label={t('tableComment')} value={comment} onChange={(e) => setComment(e.target.value)} />
          <Button variant="contained" onClick={() => void load()}>{t('search')}</Button>
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" sx={listHeadSx} />
              <TableCell sx={listHeadSx}>{t('tableName')}</TableCell>
              <TableCell sx={listHeadSx}>{t('tableComment')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tables.length === 0 && <TableRow><TableCell colSpan={3} align="center" sx={{ color: 'text.secondary' }}>{t('importEmpty')}</TableCell></TableRow>}
            {tables.map((table) => (
              <TableRow key={table.name} hover onClick={() => toggle(table.name)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox"><Checkbox size="small" checked={chosen.includes(table.name)} inputProps={{ 'aria-label': table.name }} /></TableCell>
                <TableCell data-i18n="data">{table.name}</TableCell>
                <TableCell data-i18n="data">{table.comment}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>{t('confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
