import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  listRootElements, readScriptTask, readUserTask, setReceiveMessage, setScriptTask, setUserTaskField, taskVariant, USER_TASK_FIELDS, type ScriptTaskForm,
} from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { CommitField, PanelSelect } from '../ui/index.ts';

const COMMA_FIELDS = new Set(['candidateUsers', 'candidateGroups']);

/** 任务: user-task assignment, script task (inline or external resource) or receive-task message. */
export function TaskSection() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.task.${key}`);
  const { services, element } = usePanel();
  const variant = taskVariant(element);
  if (variant === 'user') {
    const values = readUserTask(services, element);
    return (
      <>
        {USER_TASK_FIELDS.map((f) => (
          <CommitField key={f} label={t(f)} value={values[f]} helperText={COMMA_FIELDS.has(f) ? t('commaHint') : undefined} onCommit={(v) => setUserTaskField(services, element, f, v.trim())} testId={`panel-task-${f}`} />
        ))}
      </>
    );
  }
  if (variant === 'script') return <ScriptTaskFields />;
  if (variant === 'receive') {
    const messages = listRootElements(services, 'message');
    return (
      <PanelSelect
        label={t('message')}
        value={element.businessObject.messageRef?.id ?? ''}
        options={[{ value: '', label: t('noMessage') }, ...messages.map((m) => ({ value: m.id, label: m.name ? `${m.name}（${m.id}）` : m.id }))]}
        onChange={(id) => setReceiveMessage(services, element, id)}
        testId="panel-receive-message"
      />
    );
  }
  return <Typography variant="body2" color="text.secondary">{t('otherTask')}</Typography>;
}

function ScriptTaskFields() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.task.${key}`);
  const { services, element } = usePanel();
  const read = readScriptTask(services, element);
  // "external" with no resource yet reads back as inline: the choice is kept here until a resource is given.
  const [pendingExternal, setPendingExternal] = useState(false);
  const form: ScriptTaskForm = { ...read, scriptType: pendingExternal && !read.resource ? 'external' : read.scriptType };
  const write = (patch: Partial<ScriptTaskForm>) => setScriptTask(services, element, { ...form, ...patch });
  return (
    <>
      <CommitField label={t('scriptFormat')} value={form.scriptFormat} onCommit={(scriptFormat) => write({ scriptFormat })} testId="panel-script-format" />
      <PanelSelect
        label={t('scriptType')}
        value={form.scriptType}
        options={[{ value: 'inline', label: t('inline') }, { value: 'external', label: t('external') }]}
        onChange={(scriptType) => {
          setPendingExternal(scriptType === 'external');
          write({ scriptType });
        }}
        testId="panel-script-type"
      />
      {form.scriptType === 'inline'
        ? <CommitField label={t('script')} value={form.script} multiline minRows={3} onCommit={(script) => write({ script })} testId="panel-script-body" />
        : <CommitField label={t('resource')} value={form.resource} onCommit={(resource) => write({ resource })} testId="panel-script-resource" />}
      <CommitField label={t('resultVariable')} value={form.resultVariable} onCommit={(resultVariable) => write({ resultVariable })} testId="panel-script-result" />
    </>
  );
}
