/** The recorded data of a process instance the viewer draws (API-CONTRACT §5.7–5.9, §5.11). */
export interface ViewerUser {
  nickname?: string | null;
  deptName?: string | null;
}

export interface ViewerActivity {
  /** BPMN element id. */
  key: string;
  type?: string;
  taskId?: string | null;
  startTime?: number | null;
  /** null while the element is still active. */
  endTime?: number | null;
}

export interface ViewerTask {
  id: string;
  name?: string;
  /** The user task's element id (BpmTaskRespVO.definitionKey). */
  definitionKey?: string;
  /** 1 in progress, 2 approved, 3 rejected, 4 cancelled. */
  result: number;
  assigneeUser?: ViewerUser | null;
  reason?: string | null;
  createTime?: number | null;
  endTime?: number | null;
}

export interface ViewerInstance {
  result: number;
  startUser?: ViewerUser | null;
  createTime?: number | null;
  endTime?: number | null;
}

export interface ViewerData {
  activities: readonly ViewerActivity[];
  tasks: readonly ViewerTask[];
  processInstance?: ViewerInstance | null;
}

/** A flow node of the diagram with its outgoing sequence flows. */
export interface GraphNode {
  id: string;
  type: string;
  name?: string;
  outgoing: { id: string; targetId: string }[];
}

export type Marker = 'highlight' | 'highlight-todo' | 'highlight-reject' | 'highlight-cancel';

/** Task result codes by how much they tell about a visit: an open task first, then a refusal, a cancel, an approval. */
const RESULT_WEIGHT: Readonly<Record<number, number>> = { 1: 4, 3: 3, 4: 2, 2: 1 };

/**
 * The tasks of one visit of a user task: the activity's own task, or — a multi-instance visit (单位办理 of a
 * proposal) records no task of its own — the element's tasks created after its previous visit ended and before this
 * one did. (A task's creation time is its transaction's, so it may precede its visit's start by a few milliseconds.)
 */
export function tasksOfVisit(activity: ViewerActivity, activities: readonly ViewerActivity[], tasks: readonly ViewerTask[]): ViewerTask[] {
  if (activity.taskId) return tasks.filter((t) => t.id === activity.taskId);
  const visits = activities.filter((a) => a.key === activity.key);
  const previous = visits[visits.indexOf(activity) - 1];
  const from = previous?.endTime ?? -Infinity;
  const to = activity.endTime ?? Infinity;
  return tasks.filter((t) => t.definitionKey === activity.key && (t.createTime ?? to) > from && (t.createTime ?? from) <= to);
}

/** The result a visit shows: its one task's, or of several the one that tells most (any open task keeps it open). */
export function visitResult(visitTasks: readonly ViewerTask[]): number | undefined {
  return visitTasks.reduce<number | undefined>((shown, t) => ((RESULT_WEIGHT[t.result] ?? 0) > (RESULT_WEIGHT[shown ?? 0] ?? 0) ? t.result : shown), undefined);
}
