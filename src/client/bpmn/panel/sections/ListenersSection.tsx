import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { emptyListener, isA, listenersOf, listenerSummary, listenerToForm, removeListener, saveListener, type ListenerForm, type ListenerKind } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { ListenerDrawer } from './ListenerDrawer.tsx';
import { IndexHeadCell } from '../ui/index.ts';

/** 执行监听器 / 任务监听器: the list (index, event, type, what runs) with add, edit and remove; the headers stay on one line (the summary column takes what is left). */
export function ListenersSection({ kind }: { kind: ListenerKind }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.listener.${key}`);
  const { services, element, confirm } = usePanel();
  const [editing, setEditing] = useState<{ index: number; form: ListenerForm } | null>(null);
  const forms = listenersOf(services, element, kind).map((l) => listenerToForm(l, kind));
  const flow = isA(element.businessObject, 'bpmn:SequenceFlow');
  return (
    <>
      <Table size="small" data-testid={`panel-${kind}-listeners`}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <IndexHeadCell />
            <TableCell>{t('event')}</TableCell>
            <TableCell>{t('listenerType')}</TableCell>
            <TableCell>{t('summary')}</TableCell>
            <TableCell width={110}>{translate('app.bpm.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {forms.map((f, i) => (
            <TableRow key={i}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{t(`events.${f.event}`)}</TableCell>
              <TableCell>{f.listenerType ? t(`types.${f.listenerType}`) : ''}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{listenerSummary(f)}</TableCell>
              <TableCell>
                <Button size="small" sx={{ minWidth: 0 }} onClick={() => setEditing({ index: i, form: f })} data-testid={`panel-${kind}-listener-edit-${i}`}>{translate('app.bpm.common.edit')}</Button>
                <Button size="small" color="error" sx={{ minWidth: 0 }} onClick={async () => {
                  if (await confirm(t('removeConfirm'))) removeListener(services, element, kind, i);
                }} data-testid={`panel-${kind}-listener-remove-${i}`}>{translate('app.bpm.common.remove')}</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" fullWidth onClick={() => setEditing({ index: -1, form: { ...emptyListener(kind), event: flow ? 'take' : emptyListener(kind).event } })} data-testid={`panel-${kind}-listener-add`}>
          {t(kind === 'task' ? 'addTask' : 'addExecution')}
        </Button>
      </Box>
      {editing && (
        <ListenerDrawer
          kind={kind}
          flow={flow}
          initial={editing.form}
          onClose={() => setEditing(null)}
          onSave={(form) => {
            saveListener(services, element, kind, editing.index, form);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
