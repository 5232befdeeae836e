import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDict } from '../../../dict/index.ts';

export interface FormMeta {
  name: string;
  status: number;
  remark: string;
}

interface Props {
  initial: FormMeta;
  saving: boolean;
  onClose(): void;
  onSave(meta: FormMeta): void;
}

/** 保存表单: the form's name, status (common_status) and remark, asked when the design is saved (as yudao does). */
export function SaveFormDialog({ initial, saving, onClose, onSave }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmForm.${key}`);
  const statuses = useDict('common_status');
  const [meta, setMeta] = useState(initial);
  const [tried, setTried] = useState(false);
  const nameMissing = meta.name.trim() === '';
  const save = () => {
    setTried(true);
    if (!nameMissing) onSave({ ...meta, name: meta.name.trim() });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="save-form-dialog">
      <DialogTitle>{t('designer.saveTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField size="small" label={t('list.name')} required value={meta.name} error={tried && nameMissing} helperText={tried && nameMissing ? t('designer.nameRequired') : undefined}
          onChange={(e) => setMeta({ ...meta, name: e.target.value })} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'form-name' } }} />
        <div>
          <FormLabel sx={{ fontSize: 14 }}>{t('list.status')}</FormLabel>
          <RadioGroup row value={String(meta.status)} onChange={(e) => setMeta({ ...meta, status: Number(e.target.value) })}>
            {statuses.map((s) => <FormControlLabel key={s.value} value={s.value} control={<Radio size="small" />} label={s.label} />)}
          </RadioGroup>
        </div>
        <TextField size="small" label={t('list.remark')} multiline minRows={2} value={meta.remark} onChange={(e) => setMeta({ ...meta, remark: e.target.value })} slotProps={{ htmlInput: { maxLength: 255 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.bpm.common.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="save-form-confirm">{translate('app.bpm.common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
