import { tasksOfVisit, type GraphNode, type ViewerData, type ViewerUser } from './types.ts';

/** One row of the steps table and one hover card: what happened at a diagram element, told as text. */
export interface ViewerStep {
  elementId: string;
  kind: 'start' | 'task' | 'end';
  name: string;
  /** i18n key under app.bpm.viewer.states */
  state: 'done' | 'pending' | 'rejected' | 'cancelled' | 'approved';
  /** result code (1–4) where there is one */
  result?: number;
  user?: ViewerUser | null;
  createTime?: number | null;
  endTime?: number | null;
  opinion?: string | null;
  /** the task of a task step: a business process words it by its task (its record's wording) */
  taskId?: string;
}

export const RESULT_STATES: Readonly<Record<number, ViewerStep['state']>> = { 1: 'pending', 2: 'approved', 3: 'rejected', 4: 'cancelled' };

/** The steps of an instance in the order they happened: the start, each user task's task, then the end. */
export function computeSteps(nodes: readonly GraphNode[], data: ViewerData, names: { start: string; end: string }): ViewerStep[] {
  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  const steps: ViewerStep[] = [];
  const instance = data.processInstance;
  const start = nodes.find((n) => n.type === 'bpmn:StartEvent');
  if (instance && start) {
    steps.push({ elementId: start.id, kind: 'start', name: start.name || names.start, state: 'done', user: instance.startUser, createTime: instance.createTime });
  }
  for (const activity of data.activities) {
    const node = nodeById.get(activity.key);
    if (node?.type !== 'bpmn:UserTask') continue;
    for (const task of tasksOfVisit(activity, data.activities, data.tasks)) {
      steps.push({
        elementId: node.id, kind: 'task', name: task.name || node.name || node.id, state: RESULT_STATES[task.result] ?? 'pending', result: task.result,
        user: task.assigneeUser, createTime: task.createTime ?? activity.startTime, endTime: task.endTime ?? activity.endTime, opinion: task.reason,
        taskId: task.id,
      });
    }
  }
  if (instance && instance.result !== 1) {
    const ended = data.activities.find((a) => nodeById.get(a.key)?.type === 'bpmn:EndEvent');
    const end = ended ? nodeById.get(ended.key) : nodes.find((n) => n.type === 'bpmn:EndEvent');
    if (end) steps.push({ elementId: end.id, kind: 'end', name: end.name || names.end, state: RESULT_STATES[instance.result] ?? 'done', result: instance.result, endTime: instance.endTime });
  }
  return steps;
}
