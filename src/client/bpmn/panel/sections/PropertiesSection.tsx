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
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { readProperties, removeAt, upsertAt, writeProperties, type ExtensionProperty } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { FormInput, IndexHeadCell } from '../ui/index.ts';

/** 扩展属性: name/value pairs with an add/edit dialog; removal asks 确认移除该属性吗？ */
export function PropertiesSection() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.properties.${key}`);
  const { services, element, confirm } = usePanel();
  const list = readProperties(services, element);
  const [editing, setEditing] = useState<{ index: number; value: ExtensionProperty } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    if (!editing) return;
    if (!editing.value.name.trim()) return setError(t('nameRequired'));
    writeProperties(services, element, upsertAt(list, editing.index, { ...editing.value, name: editing.value.name.trim() }));
    setEditing(null);
  };
  return (
    <>
      <Table size="small" data-testid="panel-properties">
        <TableHead>
          <TableRow>
            <IndexHeadCell />
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('value')}</TableCell>
            <TableCell width={110}>{translate('app.bpm.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((p, i) => (
            <TableRow key={i}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{p.name}</TableCell>
              <TableCell>{p.value}</TableCell>
              <TableCell>
                <Button size="small" sx={{ minWidth: 0 }} onClick={() => { setError(undefined); setEditing({ index: i, value: p }); }}>{translate('app.bpm.common.edit')}</Button>
                <Button size="small" color="error" sx={{ minWidth: 0 }} onClick={async () => {
                  if (await confirm(t('removeConfirm'))) writeProperties(services, element, removeAt(list, i));
                }} data-testid={`panel-property-remove-${i}`}>{translate('app.bpm.common.remove')}</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" fullWidth onClick={() => { setError(undefined); setEditing({ index: -1, value: { name: '', value: '' } }); }} data-testid="panel-property-add">{t('add')}</Button>
      </Box>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} maxWidth={false} slotProps={{ paper: { sx: { width: 400 } } }}>
        <DialogTitle>{t('dialogTitle')}</DialogTitle>
        <DialogContent>
          <FormInput label={t('name')} value={editing?.value.name ?? ''} onChange={(name) => editing && setEditing({ ...editing, value: { ...editing.value, name } })} error={error} required testId="panel-property-name" />
          <FormInput label={t('value')} value={editing?.value.value ?? ''} onChange={(value) => editing && setEditing({ ...editing, value: { ...editing.value, value } })} testId="panel-property-value" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{translate('app.bpm.common.cancel')}</Button>
          <Button variant="contained" onClick={save} data-testid="panel-property-save">{translate('app.bpm.common.save')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
