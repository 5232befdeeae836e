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
