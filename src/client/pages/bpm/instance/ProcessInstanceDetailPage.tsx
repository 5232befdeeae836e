import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { useSession } from '../../../auth/index.ts';
import { MessagePage, PageLoading, PageSection } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { ProcessForm } from '../form/index.ts';
import { ProcessViewer } from '../viewer/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { notifier } from '../../../api/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import { ApprovalRecords, OperationLines } from './ApprovalRecords.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { recordWordsOf, taskContextView, tasksHandledOnView, wordingsOf } from './businessViews.ts';
import { instanceApi, type BpmActivity, type BpmInstance, type BpmTask } from './instanceApi.ts';
import { PendingTaskCard } from './PendingTaskCard.tsx';
import { useBpmRunText } from './useBpmRunText.ts';

const FORM_TYPE_BUSINESS = 20;

/**
 * The user's approval they may still take back (撤回): their latest 通过 while the instance runs and nothing has
 * been decided since (the server checks the rest: the next steps untouched).
 */
function withdrawable(tasks: readonly BpmTask[], me: number | undefined, running: boolean): BpmTask | undefined {
  if (!running || me === undefined) return undefined;
  const decided = tasks.filter((task) => task.endTime && task.result !== 4).sort((a, b) => (b.endTime ?? 0) - (a.endTime ?? 0));
  const last = decided[0];
  return last && last.result === 2 && last.assigneeUser?.id === me && tasks.some((task) => task.result === 1) ? last : undefined;
}

/**
 * What the approver decides on, shown beside 通过 / 不通过: a designed process's form with its values, read-only; a
 * business process's own summary (the leave) when its feature registered one; nothing else.
 */
function requestOf(instance: BpmInstance): ReactNode {
  const definition = instance.processDefinition;
  if (definition.formType === FORM_TYPE_BUSINESS) {
    const Context = taskContextView(definition.formCustomViewPath);
    return Context && instance.businessKey ? <Suspense fallback={null}><Context businessKey={instance.businessKey} /></Suspense> : null;
  }
  return definition.formFields?.length ? <ProcessForm conf={definition.formConf ?? '{}'} fields={definition.formFields} value={instance.formVariables} readOnly /> : null;
}

interface Loaded {
  instance: BpmInstance;
  tasks: BpmTask[];
  activities: BpmActivity[];
}

/**
 * 流程详情 (/bpm/process-instance/detail?id=, API-CONTRACT §5.11): the user's open tasks to decide, the header, the
 * form with its values, the approval record and the diagram highlighted from what really happened.
 */
export default function ProcessInstanceDetailPage(_props: MenuPageProps) {
  const { t, tData, colon } = useBpmRunText();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const me = useSession().user?.id;
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [terminating, setTerminating] = useState(false);
  const [dialog, confirm] = useConfirm();

  const load = useCallback(() => {
    if (!id) return;
    Promise.all([instanceApi.get(id), instanceApi.tasks(id), instanceApi.activities(id)])
      .then(([instance, tasks, activities]) => setData({ instance, tasks, activities }))
      .catch(() => setFailed(true));
  }, [id]);
  useEffect(load, [load]);

  if (!id) return <MessagePage title={t('detail.missingId')} />;
  if (failed) return <MessagePage title={t('detail.notFound')} />;
  if (!data) return <PageLoading />;

  const { instance, tasks, activities } = data;
  const mine = tasks.filter((task) => task.result === 1 && task.assigneeUser?.id === me);
  const definition = instance.processDefinition;
  const starter = instance.startUser;
  const request = requestOf(instance);
  // the form is read beside the decision when the user has one to take; it is not repeated under it
  const formInCard = mine.length > 0 && definition.formType !== FORM_TYPE_BUSINESS;
  const recordWords = recordWordsOf(definition.formCustomViewPath);
  const wordings = wordingsOf(recordWords, tasks, instance.formVariables);
  const running = instance.status === 1;
  const mayWithdraw = withdrawable(tasks, me, running);
  const withdraw = async (task: BpmTask) => {
    if (!(await confirm(t('detail.withdrawConfirm'), { title: t('detail.withdraw') }))) return;
    try {
      await instanceApi.withdraw(task.id);
      notifier.toast('success', t('detail.withdrawn'));
      load();
    } catch {
      // the http client has shown the server's message (the next step was decided meanwhile)
    }
  };

  return (
    <Box sx={{ p: 2 }} data-testid="process-detail-page">
      {tasksHandledOnView(definition.formCustomViewPath) && instance.businessKey ? (
        mine.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'primary.light', display: 'flex', alignItems: 'center', gap: 2 }} data-testid="process-detail-handle-on-view">
            <Typography variant="body2">{tData('detail.handleOnView', { name: mine.map((task) => task.name).join('、') })}</Typography>
            <Button variant="contained" onClick={() => navigate(`${definition.formCustomViewPath}?id=${instance.businessKey}`)}>{t('detail.handleOnViewButton')}</Button>
          </Paper>
        )
      ) : mine.map((task) => <PendingTaskCard key={task.id} task={task} context={request} onDone={load} onTransferred={() => navigate('/bpm/task/todo')} />)}
      <PageSection title={tData('detail.form', { name: instance.name })} testId="process-detail-info">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, mb: 2 }} data-testid="process-detail-header">
          <Typography variant="body2"><b>{t('detail.processName')}{colon}</b><span data-i18n="data">{instance.name}</span></Typography>
          <Typography variant="body2"><b>{t('detail.starter')}{colon}</b><span data-i18n="data">{starter ? `${starter.nickname}${starter.deptName ? `（${starter.deptName}）` : ''}` : ''}</span></Typography>
          <Typography variant="body2"><b>{t('detail.createTime')}{colon}</b>{formatDate(instance.createTime)}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}><Typography variant="body2"><b>{t('detail.status')}{colon}</b></Typography><DictTag type="bpm_process_instance_status" value={instance.status} /></Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="process-detail-result"><Typography variant="body2"><b>{t('detail.result')}{colon}</b></Typography><DictTag type="bpm_process_instance_result" value={instance.result} /></Box>
        </Box>
        <OperationLines operations={instance.operations ?? []} />
        {(mayWithdraw || running) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {mayWithdraw && (
              <HasPermi value={['bpm:task:update']}>
                <Button variant="outlined" color="warning" onClick={() => void withdraw(mayWithdraw)} data-testid="process-detail-withdraw">{t('detail.withdraw')}</Button>
              </HasPermi>
            )}
            {running && (
              <HasPermi value={['bpm:process-instance:cancel-by-admin']}>
                <Button variant="outlined" color="error" onClick={() => setTerminating(true)} data-testid="process-detail-terminate">{t('detail.terminate')}</Button>
              </HasPermi>
            )}
          </Box>
        )}
        {definition.formType === FORM_TYPE_BUSINESS ? (
          definition.formCustomViewPath && instance.businessKey && (
            <Button variant="outlined" onClick={() => navigate(`${definition.formCustomViewPath}?id=${instance.businessKey}`)} data-testid="process-detail-business">{t('detail.businessForm')}</Button>
          )
        ) : definition.formFields?.length && !formInCard ? (
          <Box sx={{ maxWidth: 860 }}>
            <ProcessForm conf={definition.formConf ?? '{}'} fields={definition.formFields} value={instance.formVariables} readOnly />
          </Box>
        ) : null}
      </PageSection>
      <PageSection title={recordWords ? translate(recordWords.title) : t('detail.records')} testId="process-detail-records">
        <ApprovalRecords tasks={tasks} wordings={wordings} />
      </PageSection>
      <PageSection title={t('detail.diagram')} testId="process-detail-diagram">
        <ProcessViewer xml={definition.bpmnXml} activities={activities} tasks={tasks} processInstance={instance} wordings={wordings} />
      </PageSection>
      {terminating && <CancelDialog instanceId={instance.id} terminate onClose={() => setTerminating(false)} onCancelled={() => { setTerminating(false); load(); }} />}
      {dialog}
    </Box>
  );
}
