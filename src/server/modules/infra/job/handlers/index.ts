import { businessReminderJob } from './businessReminder.ts';
import { databaseBackupJob } from './databaseBackup.ts';
import { logCleanJob } from './logClean.ts';
import { registerJobHandler } from './registry.ts';
import { surveyFinishJob } from './surveyFinish.ts';
import { tokenCleanJob } from './tokenClean.ts';

export { registerJobHandler, jobHandler, jobHandlers, type JobHandler, type JobContext } from './registry.ts';

/**
 * The built-in handlers. The workflow runtime's due timers are not one of them: they already run on their own poller
 * (bpm/runtime/jobPoller.ts, BPM_JOB_POLL_MS), with the same claim by SKIP LOCKED.
 */
for (const handler of [tokenCleanJob, logCleanJob, surveyFinishJob, databaseBackupJob, businessReminderJob]) registerJobHandler(handler);
