import type { BpmTask, TaskBusiness } from '../instance/instanceApi.ts';

/**
 * A todo / done task as a list shows it, apart from how it is drawn (a table row on a desk, a card on a phone — issue
 * 34 turns every list into one component with both): the business item's title, the step in its words, the summary
 * line's parts, and the page a click opens.
 */
export interface TaskRowModel {
  id: string;
  instanceId: string;
  title: string;
  step: string;
  kind: TaskBusiness['kind'];
  who: string | null;
  deadline: number | null;
  overdue: boolean;
  /** The business's word for the decision (满意 / 不满意), else null: the result's dictionary label says it. */
  outcome: string | null;
  result: number;
  reason: string | null;
  createTime: number;
  endTime: number | null;
  durationInMillis: number | null;
  link: string;
}

/** The row of a task; an item without a business part (an older server) reads as its process and task name. */
export function taskRow(task: BpmTask): TaskRowModel {
  const business = task.business;
  return {
    id: task.id,
    instanceId: task.processInstance.id,
    title: business?.title ?? task.processInstance.name,
    step: business?.step ?? task.name,
    kind: business?.kind ?? 'process',
    who: business?.who ?? task.processInstance.startUserNickname,
    deadline: business?.deadline ?? null,
    overdue: business?.overdue ?? false,
    outcome: business?.outcome ?? null,
    result: task.result,
    reason: task.reason ?? null,
    createTime: task.createTime,
    endTime: task.endTime ?? null,
    durationInMillis: task.durationInMillis ?? null,
    link: business?.link ?? `/bpm/process-instance/detail?id=${task.processInstance.id}`,
  };
}

/** Where /bpm/task/open/:taskId (the link in messages) leads: the row's page, in one step. */
export const taskOpenPath = (taskId: string): string => `/bpm/task/open/${encodeURIComponent(taskId)}`;
