import type { ColumnType, Generated } from 'kysely';
import type { Audited, Timestamp, NullableTimestamp } from './columns.ts';

/** Tables of the workflow runtime and its screens (docs/bpm-runtime.md): definitions, instances, tasks, activities, jobs, forms, rules, user groups, OA leave. */

/** The workflow runtime (migration 0008, docs/bpm-runtime.md). */
export interface BpmProcessDefinitionTable {
  id: string;
  tenantId: number;
  modelId: number;
  processKey: string;
  version: number;
  name: string;
  description: string | null;
  category: string | null;
  enginePrefix: string;
  bpmnXml: string;
  checksum: string;
  formType: number | null;
  formId: number | null;
  formConf: string | null;
  formFields: ColumnType<string[] | null, string | null, string | null>;
  formCustomCreatePath: string | null;
  formCustomViewPath: string | null;
  suspensionState: Generated<number>;
  creator: string | null;
  createTime: Generated<Date>;
}

export interface BpmProcessInstanceTable {
  id: string;
  tenantId: number;
  processDefinitionId: string;
  name: string;
  category: string | null;
  businessKey: string | null;
  startUserId: number;
  status: number;
  result: number;
  variables: ColumnType<Record<string, unknown>, string, string>;
  engineState: ColumnType<unknown, string | null, string | null>;
  lockVersion: Generated<number>;
  reason: string | null;
  createTime: Generated<Date>;
  endTime: NullableTimestamp;
}

export interface BpmTaskTable {
  id: string;
  tenantId: number;
  processInstanceId: string;
  processDefinitionId: string;
  definitionKey: string;
  executionId: string;
  name: string;
  assigneeUserId: number | null;
  /** Who handed the task on by 转派: the assignee before the transfer (migration 0036). */
  ownerUserId: Generated<number | null>;
  /** 委派: 1 while the delegate works it, 2 once handed back to its owner (migration 0038, DELEGATION). */
  delegationState: Generated<number | null>;
  /** 加签: the task this one was added to (migration 0042). */
  parentTaskId: Generated<string | null>;
  /** 加签: how this task's signs were added while they are open, 'before' or 'after' (SIGN_TYPE). */
  signType: Generated<string | null>;
  result: number;
  reason: string | null;
  createTime: Generated<Date>;
  endTime: NullableTimestamp;
}

/** The approval operations' trail (migration 0038): who did what to which task, for whom, and why. */
export interface BpmTaskOperationTable {
  id: Generated<number>;
  tenantId: number;
  processInstanceId: string;
  taskId: string | null;
  /** OPERATION in runtimeErrors.ts (yudao's BpmCommentTypeEnum numbers). */
  type: number;
  userId: number;
  targetUserId: number | null;
  /** The step returned to (退回), by its name. */
  targetName: string | null;
  reason: string | null;
  createTime: Generated<Date>;
}

/** 抄送 (migration 0039): an instance copied to a user, once per instance and user. */
export interface BpmProcessInstanceCopyTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  processInstanceId: string;
  taskId: string | null;
  creatorUserId: number;
  reason: string | null;
  createTime: Generated<Date>;
}

export interface BpmActivityTable {
  id: Generated<number>;
  tenantId: number;
  processInstanceId: string;
  elementId: string;
  elementType: string;
  executionId: string;
  taskId: string | null;
  startTime: Timestamp;
  endTime: NullableTimestamp;
}

export interface BpmJobTable {
  id: Generated<number>;
  tenantId: number;
  processInstanceId: string;
  elementId: string;
  executionId: string;
  dueTime: Timestamp;
  claimedBy: string | null;
  claimedAt: NullableTimestamp;
  /** A decision the runtime takes itself (migration 0041, nodePolicies.ts); null for a timer. */
  action: string | null;
  createTime: Generated<Date>;
}

/** A process form (a manifest resource, bpm_form), typed here for the snapshot a deployment takes of it. */
export interface BpmFormTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  status: number;
  conf: string;
  fields: ColumnType<string[] | null, string, string>;
  remark: string | null;
}

/** OA leave (migration 0014): a leave request and the result of its `oa_leave` instance. */
export interface BpmOaLeaveTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  type: number;
  reason: string;
  startTime: Timestamp;
  endTime: Timestamp;
  day: number;
  result: number;
  processInstanceId: string | null;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
}

/** Task assign rules (migration 0010): a model's (modelId) or a deployed definition's copy (processDefinitionId). */
export interface BpmTaskAssignRuleTable {
  id: Generated<number>;
  tenantId: number;
  modelId: number | null;
  processDefinitionId: string | null;
  taskDefinitionKey: string;
  type: number;
  options: ColumnType<number[], string, string>;
  creator: ColumnType<string | null, string | null | undefined, string | null>;
  createTime: Generated<Date>;
  updater: ColumnType<string | null, string | null | undefined, string | null>;
  updateTime: Generated<Date>;
}

/** A BPM user group (a manifest resource, bpm_user_group), typed here for the assign rules of type 40. */
export interface BpmUserGroupTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  description: string | null;
  memberUserIds: ColumnType<number[] | null, string, string>;
  status: Generated<number>;
}
