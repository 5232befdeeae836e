import LogIcon from '@mui/icons-material/ReceiptLongOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import RunIcon from '@mui/icons-material/BoltOutlined';
import type { WidgetProps } from '@rjsf/utils';
import { createElement, lazy, Suspense } from 'react';
import { registerDetailField, registerFormWidget, registerRowAction } from '../../../resources/extensions.ts';
import { registerPage } from '../../../routes/registry.ts';
import { JOB_STATUS } from './jobApi.ts';

/**
 * 定时任务 is the generated list of the manifest's `job` (docs/jobs.md); this adds what is not CRUD: 开启 / 暂停,
 * 执行一次 and 调度日志 on a row, the cron field with its next run times and the handler choice in the form, the
 * next run times in 任务详细, and the 调度日志 page (`/job/log`, `?jobId=`).
 */
export function installJobFeatures(): void {
  const StatusDialog = lazy(() => import('./JobStatusDialog.tsx'));
  registerRowAction('job', {
    key: 'start',
    label: 'app.job.start',
    permission: 'infra:job:update',
    icon: createElement(PlayIcon, { fontSize: 'small' }),
    color: 'success',
    visible: (row) => Number(row.status) !== JOB_STATUS.NORMAL,
    dialog: StatusDialog,
  });
  registerRowAction('job', {
    key: 'pause',
    label: 'app.job.pause',
    permission: 'infra:job:update',
    icon: createElement(PauseIcon, { fontSize: 'small' }),
    color: 'warning',
    visible: (row) => Number(row.status) === JOB_STATUS.NORMAL,
    dialog: StatusDialog,
  });
  registerRowAction('job', {
    key: 'trigger',
    label: 'app.job.trigger',
    permission: 'infra:job:trigger',
    icon: createElement(RunIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./JobTriggerDialog.tsx')),
  });
  registerRowAction('job', {
    key: 'log',
    label: 'app.job.log',
    permission: 'infra:job:query',
    icon: createElement(LogIcon, { fontSize: 'small' }),
    to: (row) => `/job/log?jobId=${String(row.id)}`,
  });
  const CronWidget = lazy(() => import('./CronExpressionWidget.tsx'));
  registerFormWidget('cronExpression', (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(CronWidget, props)));
  const HandlerWidget = lazy(() => import('./JobHandlerWidget.tsx'));
  registerFormWidget('jobHandler', (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(HandlerWidget, props)));
  const CronDetail = lazy(() => import('./JobCronDetail.tsx'));
  registerDetailField('job', 'cronExpression', (props) => createElement(Suspense, { fallback: null }, createElement(CronDetail, props)));
  registerPage('infra/job/log', () => import('./JobLogPage.tsx'));
}
