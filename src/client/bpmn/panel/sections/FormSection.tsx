import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { emptyFormField, readForm, removeAt, setFormData, setFormKey, upsertAt, type FormFieldForm } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { CommitField, IndexHeadCell, PanelSelect } from '../ui/index.ts';
import { FormFieldDialog } from './FormFieldDialog.tsx';

/** 表单 (user tasks and start events): form key, business key and the form fields, with the hint to /bpm/manager/form. */
export function FormSection() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.form.${key}`);
  const { services, element, confirm } = usePanel();
  const form = readForm(services, element);
  const [editing, setEditing] = useState<{ index: number; field: FormFieldForm } | null>(null);
  const writeFields = (fields: FormFieldForm[], businessKey = form.businessKey) => setFormData(services, element, businessKey, fields);
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }} data-testid="panel-form-hint">
        {t('hint')}
        <Link component={RouterLink} to="/bpm/manager/form">{t('hintLink')}</Link>
      </Alert>
      <CommitField label={t('formKey')} value={form.formKey} onCommit={(v) => setFormKey(services, element, v)} testId="panel-form-key" />
      <PanelSelect
        label={t('businessKey')}
        value={form.businessKey}
        options={[{ value: '', label: t('noBusinessKey') }, ...form.fields.map((f) => ({ value: f.id, label: f.label ? `${f.label}（${f.id}）` : f.id }))]}
        onChange={(businessKey) => writeFields(form.fields, businessKey)}
        testId="panel-form-business-key"
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
        <Typography variant="subtitle2">{t('fields')}</Typography>
        <Button size="small" variant="outlined" onClick={() => setEditing({ index: -1, field: emptyFormField() })} data-testid="panel-form-add-field">{t('addField')}</Button>
      </Box>
      <Table size="small" data-testid="panel-form-fields">
        <TableHead>
          <TableRow>
            <IndexHeadCell />
            <TableCell>{t('fieldId')}</TableCell>
            <TableCell>{t('fieldLabel')}</TableCell>
            <TableCell>{t('fieldType')}</TableCell>
            <TableCell width={110}>{translate('app.bpm.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {form.fields.map((f, i) => (
            <TableRow key={`${f.id}-${i}`}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{f.id}</TableCell>
              <TableCell>{f.label}</TableCell>
              <TableCell>{f.type === 'custom' ? f.customType : t(`types.${f.type}`)}</TableCell>
              <TableCell>
                <Button size="small" sx={{ minWidth: 0 }} onClick={() => setEditing({ index: i, field: f })}>{translate('app.bpm.common.edit')}</Button>
                <Button size="small" color="error" sx={{ minWidth: 0 }} onClick={async () => {
                  if (await confirm(translate('app.bpm.panel.listener.removeFieldConfirm'))) writeFields(removeAt(form.fields, i), form.businessKey === f.id ? '' : form.businessKey);
                }}>{translate('app.bpm.common.remove')}</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && (
        <FormFieldDialog
          initial={editing.field}
          onClose={() => setEditing(null)}
          onSave={(field) => {
            writeFields(upsertAt(form.fields, editing.index, field));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
