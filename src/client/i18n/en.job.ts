import type { zhCNJob } from './zhCN.job.ts';

/** English texts of the scheduled jobs and their log. */
export const enJob: typeof zhCNJob = {
  start: 'Start',
  pause: 'Pause',
  statusConfirm: '%{action} the job “%{name}”?',
  statusDone: '%{action}: done',
  trigger: 'Run once',
  triggerConfirm: 'Run “%{name}” once now?',
  triggerDone: 'Started',
  log: 'Job log',
  cancel: 'Cancel',
  confirm: 'OK',
  cronHint: 'Seconds minutes hours day month weekday (Quartz), e.g. 0 0 2 * * ? runs at 02:00 every day',
  nextTimes: 'Next %{count} runs',
  noNextTime: 'No future run',
  paramMeans: 'Parameter: %{param}',
  noParam: 'This handler takes no parameter',
  back: 'Back to jobs',
  allLogs: 'Log of all jobs',
  logsOf: 'Log of the job “%{name}”',
};
