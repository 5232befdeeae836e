import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  emptyField, EXECUTION_EVENTS, LISTENER_TYPES, removeAt, showsTimer, TASK_EVENTS, TIMER_TYPES, upsertAt, validateListener, type ListenerField, type ListenerForm, type ListenerKind,
} from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { FormInput, IndexHeadCell, PanelSelect } from '../ui/index.ts';
import { FieldDialog } from './FieldDialog.tsx';

interface Props {
  kind: ListenerKind;
  initial: ListenerForm;
  /** Execution listeners of sequence flows listen to 'take'. */
  flow: boolean;
  onSave(form: ListenerForm): void;
  onClose(): void;
}

/** The add/edit drawer of a listener: every listener type, the timeout timer, and the injected fields. */
export function ListenerDrawer({ kind, initial, flow, onSave, onClose }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.listener.${key}`);
  const { confirm } = usePanel();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [field, setField] = useState<{ index: number; value: ListenerField } | null>(null);
  const set = (patch: Partial<ListenerForm>) => {
    setForm({ ...form, ...patch });
    // a field's message goes away once the user changes it
    setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !(k in patch))));
  };
  const err = (k: string) => (errors[k] ? t(`errors.${errors[k]}`) : undefined);
  const events = kind === 'task' ? TASK_EVENTS : flow ? ['take'] : EXECUTION_EVENTS;
  const save = () => {
    const found = validateListener(form, kind);
    setErrors(found);
    if (!Object.keys(found).length) onSave(form);
  };
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: 480, p: 2 } } }} data-testid="listener-drawer">
      <Typography variant="h6" sx={{ mb: 1 }}>{t(kind === 'task' ? 'taskDrawerTitle' : 'drawerTitle')}</Typography>
      <PanelSelect label={t('event')} value={form.event} options={events.map((v) => ({ value: v, label: t(`events.${v}`) }))} onChange={(event) => set({ event })} error={err('event')} testId="listener-event" />
      {kind === 'task' && <FormInput label={t('id')} value={form.id} onChange={(id) => set({ id })} error={err('id')} required testId="listener-id" />}
      <PanelSelect label={t('listenerType')} value={form.listenerType} options={LISTENER_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} onChange={(listenerType) => set({ listenerType })} error={err('listenerType')} testId="listener-type" />
      {form.listenerType === 'classListener' && <FormInput label={t('class')} value={form.class} onChange={(v) => set({ class: v })} error={err('class')} required testId="listener-class" />}
      {form.listenerType === 'expressionListener' && <FormInput label={t('expression')} value={form.expression} onChange={(expression) => set({ expression })} error={err('expression')} required testId="listener-expression" />}
      {form.listenerType === 'delegateExpressionListener' && <FormInput label={t('delegateExpression')} value={form.delegateExpression} onChange={(delegateExpression) => set({ delegateExpression })} error={err('delegateExpression')} required testId="listener-delegate" />}
      {form.listenerType === 'scriptListener' && (
        <>
          <FormInput label={t('scriptFormat')} value={form.scriptFormat} onChange={(scriptFormat) => set({ scriptFormat })} error={err('scriptFormat')} required testId="listener-script-format" />
          <PanelSelect label={t('scriptType')} value={form.scriptType} options={(['inlineScript', 'externalScript'] as const).map((v) => ({ value: v, label: t(`scriptTypes.${v}`) }))} onChange={(scriptType) => set({ scriptType })} error={err('scriptType')} testId="listener-script-type" />
          {form.scriptType === 'inlineScript' && <FormInput label={t('value')} value={form.value} onChange={(value) => set({ value })} error={err('value')} multiline required testId="listener-script-value" />}
          {form.scriptType === 'externalScript' && <FormInput label={t('resource')} value={form.resource} onChange={(resource) => set({ resource })} error={err('resource')} required testId="listener-script-resource" />}
        </>
      )}
      {showsTimer(form, kind) && (
        <>
          <PanelSelect label={t('timerType')} value={form.eventDefinitionType} options={TIMER_TYPES.map((v) => ({ value: v, label: t(`timerTypes.${v}`) }))} onChange={(eventDefinitionType) => set({ eventDefinitionType })} testId="listener-timer-type" />
          {form.eventDefinitionType !== 'null' && <FormInput label={t('timer')} value={form.eventTimeDefinitions} onChange={(eventTimeDefinitions) => set({ eventTimeDefinitions })} error={err('eventTimeDefinitions')} required testId="listener-timer" />}
        </>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
        <Typography variant="subtitle2">{t('fields')}</Typography>
        <Button size="small" variant="outlined" onClick={() => setField({ index: -1, value: emptyField() })} data-testid="listener-add-field">{t('addField')}</Button>
      </Box>
      <TableContainer sx={{ maxHeight: 240 }} data-testid="listener-fields">
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <IndexHeadCell />
              <TableCell>{t('fieldName')}</TableCell>
              <TableCell>{t('fieldType')}</TableCell>
              <TableCell>{t('fieldValue')}</TableCell>
              <TableCell width={110}>{translate('app.bpm.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {form.fields.map((f, i) => (
              <TableRow key={i}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{f.name}</TableCell>
                <TableCell>{f.fieldType ? t(`fieldTypes.${f.fieldType}`) : ''}</TableCell>
                <TableCell>{f.fieldType === 'expression' ? f.expression : f.string}</TableCell>
                <TableCell>
                  <Button size="small" sx={{ minWidth: 0 }} onClick={() => setField({ index: i, value: f })}>{translate('app.bpm.common.edit')}</Button>
                  <Button size="small" color="error" sx={{ minWidth: 0 }} onClick={async () => {
                    if (await confirm(t('removeFieldConfirm'))) set({ fields: removeAt(form.fields, i) });
                  }} data-testid={`listener-field-remove-${i}`}>{translate('app.bpm.common.remove')}</Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onClose}>{translate('app.bpm.common.cancel')}</Button>
        <Button variant="contained" onClick={save} data-testid="listener-save">{translate('app.bpm.common.save')}</Button>
      </Box>
      {field && (
        <FieldDialog
          initial={field.value}
          onClose={() => setField(null)}
          onSave={(value) => {
            set({ fields: upsertAt(form.fields, field.index, value) });
            setField(null);
          }}
        />
      )}
    </Drawer>
  );
}
