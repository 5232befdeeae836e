import { http } from '../../../api/index.ts';

/** A person as the BPM routes name them (starter, assignee). */
export interface BpmUser {
  id: number;
  nickname: string;
  deptId?: number | null;
  deptName?: string | null;
}

/** BpmProcessDefinitionRespVO (API-CONTRACT §5.3). */
export interface BpmDefinition {
  id: string;
  key: string;
  version: number;
  name: string;
  description?: string | null;
  category?: string | null;
  /** The name of the tenant's process category with that code. */
  categoryName?: string | null;
  formType?: number | null;
  formId?: number | null;
  formConf?: string | null;
  formFields?: string[] | null;
  formCustomCreatePath?: string | null;
  formCustomViewPath?: string | null;
  suspensionState: number;
}

/** BpmProcessInstanceRespVO (§5.7). */
export interface BpmInstance {
  id: string;
  name: string;
  category?: string | null;
  status: number;
  result: number;
  createTime: number;
  endTime?: number | null;
  reason?: string | null;
  businessKey?: string | null;
  formVariables: Record<string, unknown>;
  startUser: BpmUser | null;
  /** The instance's own operations (取消, 终止). */
  operations?: BpmOperation[];
  processDefinition: Pick<BpmDefinition, 'id' | 'formType' | 'formId' | 'formConf' | 'formFields' | 'formCustomCreatePath' | 'formCustomViewPath'> & { bpmnXml?: string | null };
}

/** A row of 我的流程 (BpmProcessInstancePageItemRespVO): `tasks` are the open ones, the current step. */
export interface BpmInstanceItem {
  id: string;
  name: string;
  processDefinitionId: string;
  category?: string | null;
  /** The name of the tenant's process category with that code. */
  categoryName?: string | null;
  status: number;
  result: number;
  createTime: number;
  endTime?: number | null;
  tasks: { id: string; name: string }[];
}

/** What the todo / done items say of the business item a task is about (ours, beside v1.6.2's fields; docs/inbox.md). */
export interface TaskBusiness {
  kind: 'proposal' | 'leave' | 'process';
  title: string;
  /** The step in the business's words (审核, 交办, 答复, 评价). */
  step: string;
  /** What a decided task decided in the business's words (满意, 不满意); null: its result says it. */
  outcome: string | null;
  who: string | null;
  deadline: number | null;
  overdue: boolean;
  /** The page where the task is done (or seen, once done). */
  link: string;
}

/** One approval operation of the trail (issue 37): 3 取消, 4 退回, 5 委派, 6 委派完成, 7 转派, 8 加签, 9 减签, 10 撤回, 11 终止, 12 抄送. */
export interface BpmOperation {
  type: number;
  user: BpmUser | null;
  targetUser: BpmUser | null;
  /** The step returned to (退回). */
  targetName: string | null;
  reason: string | null;
  createTime: number;
}

/** An instance copied to the user (抄送我的, BpmProcessInstanceCopyRespVO). */
export interface BpmCopy {
  id: number;
  processInstanceId: string;
  processInstanceName: string;
  processInstanceStartTime: number;
  status: number;
  result: number;
  activityName: string | null;
  reason: string | null;
  startUser: BpmUser | null;
  createUser: BpmUser | null;
  createTime: number;
  /** ours: the page the row opens — a proposal's detail, else the process detail */
  link?: string;
}

/** The operations' types the client words (the server's OPERATION). */
export const OPERATION = { CANCEL: 3, RETURN: 4, DELEGATE_START: 5, DELEGATE_END: 6, TRANSFER: 7, ADD_SIGN: 8, SUB_SIGN: 9, WITHDRAW: 10, TERMINATE: 11, COPY: 12 } as const;
/** 加签: the added decide before the holder, or after the holder's approval. */
export type SignType = 'before' | 'after';

/** A sign still open on a task (list-by-parent-task-id): its person holds it, or (向后, before the approval) waits as its owner. */
export interface BpmSign {
  id: string;
  name: string;
  parentTaskId: string;
  createTime: number;
  assigneeUser: BpmUser | null;
  ownerUser: BpmUser | null;
}
/** A task delegated to its assignee, who hands it back to its owner (delegationState). */
export const DELEGATION_PENDING = 1;

/** BpmTaskRespVO and the to-do / done items (§5.8). */
export interface BpmTask {
  id: string;
  name: string;
  definitionKey: string;
  createTime: number;
  endTime?: number | null;
  durationInMillis?: number | null;
  result: number;
  reason?: string | null;
  suspensionState: number;
  processInstance: { id: string; name: string; startUserId: number; startUserNickname: string | null; processDefinitionId: string };
  assigneeUser: BpmUser | null;
  /** On the todo / done items and task/get only. */
  business?: TaskBusiness;
  /** On the instance's task list only (today's yudao and issue 37): who handed it on or delegated it, and the trail. */
  ownerUser?: BpmUser | null;
  delegationState?: number | null;
  /** 加签: the task a sign was added to; how a task's open signs were added. */
  parentTaskId?: string | null;
  signType?: SignType | null;
  operations?: BpmOperation[];
}

/** The trail the viewer highlights from (§5.9). */
export interface BpmActivity {
  key: string;
  type: string;
  taskId?: string | null;
  startTime: number;
  endTime?: number | null;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export type Query = Record<string, unknown>;

export const instanceApi = {
  activeDefinitions: () => http.get<BpmDefinition[]>('/bpm/process-definition/list', { suspensionState: 1 }),
  create: (processDefinitionId: string, variables: Record<string, unknown>) =>
    http.post<string>('/bpm/process-instance/create', { processDefinitionId, variables }),
  get: (id: string) => http.get<BpmInstance>('/bpm/process-instance/get', { id }),
  myPage: (query: Query) => http.get<Page<BpmInstanceItem>>('/bpm/process-instance/my-page', query),
  // v1.6.2 sends the cancel as a JSON body on a DELETE
  cancel: (id: string, reason: string) => http.request<boolean>({ url: '/bpm/process-instance/cancel', method: 'DELETE', data: { id, reason } }),
  todoPage: (query: Query) => http.get<Page<BpmTask>>('/bpm/task/todo-page', query),
  donePage: (query: Query) => http.get<Page<BpmTask>>('/bpm/task/done-page', query),
  /** One task with its business item: what /bpm/task/open/:taskId resolves to the page where it is done. */
  task: (id: string) => http.get<BpmTask>('/bpm/task/get', { id }),
  tasks: (processInstanceId: string) => http.get<BpmTask[]>('/bpm/task/list-by-process-instance-id', { processInstanceId }),
  activities: (processInstanceId: string) => http.get<BpmActivity[]>('/bpm/activity/list', { processInstanceId }),
  approve: (id: string, reason: string) => http.put<boolean>('/bpm/task/approve', { id, reason }),
  reject: (id: string, reason: string) => http.put<boolean>('/bpm/task/reject', { id, reason }),
  updateAssignee: (id: string, assigneeUserId: number) => http.put<boolean>('/bpm/task/update-assignee', { id, assigneeUserId }),
  // today's yudao (issue 37)
  transfer: (id: string, assigneeUserId: number, reason: string) => http.put<boolean>('/bpm/task/transfer', { id, assigneeUserId, reason }),
  delegate: (id: string, delegateUserId: number, reason: string) => http.put<boolean>('/bpm/task/delegate', { id, delegateUserId, reason }),
  returnTargets: (id: string) => http.get<{ taskDefinitionKey: string; name: string }[]>('/bpm/task/list-by-return', { id }),
  returnTo: (id: string, targetTaskDefinitionKey: string, reason: string) => http.put<boolean>('/bpm/task/return', { id, targetTaskDefinitionKey, reason }),
  withdraw: (taskId: string) => http.request<boolean>({ url: '/bpm/task/withdraw', method: 'PUT', params: { taskId } }),
  createSign: (id: string, userIds: number[], type: SignType, reason: string) => http.put<boolean>('/bpm/task/create-sign', { id, userIds, type, reason }),
  deleteSign: (id: string, reason: string) => http.request<boolean>({ url: '/bpm/task/delete-sign', method: 'DELETE', data: { id, reason } }),
  openSigns: (parentTaskId: string) => http.get<BpmSign[]>('/bpm/task/list-by-parent-task-id', { parentTaskId }),
  copy: (id: string, copyUserIds: number[], reason: string) => http.put<boolean>('/bpm/task/copy', { id, copyUserIds, reason }),
  copyPage: (query: Query) => http.get<Page<BpmCopy>>('/bpm/process-instance/copy/page', query),
  terminate: (id: string, reason: string) => http.request<boolean>({ url: '/bpm/process-instance/cancel-by-admin', method: 'DELETE', data: { id, reason } }),
  assigneeOptions: (nickname: string) => http.get<BpmUser[]>('/bpm/task/assignee-options', { nickname }),
};

/** A duration as yudao's getDate words it (1天2小时3分钟4秒); `unit` gives the words of the UI language. */
export function formatDuration(ms: number | null | undefined, unit: (key: 'd' | 'h' | 'm' | 's', n: number) => string): string {
  if (ms === null || ms === undefined) return '';
  const s = Math.floor(ms / 1000);
  const parts = [['d', Math.floor(s / 86400)], ['h', Math.floor((s % 86400) / 3600)], ['m', Math.floor((s % 3600) / 60)], ['s', s % 60]] as const;
  const shown = parts.filter(([, n]) => n > 0);
  return shown.length ? shown.map(([key, n]) => unit(key, n)).join('') : unit('s', 0);
}
