/**
 * Node policies of a user task (issue 37 item 6), with today's yudao codes (BpmnModelConstants and its enums): they
 * are flowable extension elements of the user task (and of the boundary timer event for the timeout), which the
 * designer's panel writes and the runtime obeys (docs/bpm-runtime.md, "Node policies").
 */

/** 审批人为空时 (`<flowable:assignEmptyHandlerType>`, BpmUserTaskAssignEmptyHandlerTypeEnum). */
export const ASSIGN_EMPTY = { APPROVE: 1, REJECT: 2, ASSIGN_USER: 3, ASSIGN_ADMIN: 4 } as const;
/** 审批人与发起人相同时 (`<flowable:assignStartUserHandlerType>`, BpmUserTaskAssignStartUserHandlerTypeEnum). */
export const ASSIGN_START_USER = { START_USER_AUDIT: 1, SKIP: 2, TRANSFER_DEPT_LEADER: 3 } as const;
/** 多人审批方式 (`<flowable:approveMethod>`, BpmUserTaskApproveMethodEnum). */
export const APPROVE_METHOD = { RANDOM: 1, RATIO: 2, ANY: 3, SEQUENTIAL: 4 } as const;
/** 超时处理 (`<flowable:timeoutHandlerType>` on the boundary event, BpmUserTaskTimeoutHandlerTypeEnum). */
export const TIMEOUT_HANDLER = { REMINDER: 1, APPROVE: 2, REJECT: 3 } as const;
/** `<flowable:boundaryEventType>`: 1 is a user task's timeout (BpmBoundaryEventTypeEnum). */
export const BOUNDARY_EVENT_TYPE = { USER_TASK_TIMEOUT: 1 } as const;

/** The extension element names (local names; the moddle types are the same, capitalised). */
export const POLICY_ELEMENTS = {
  assignEmptyHandlerType: 'AssignEmptyHandlerType',
  assignEmptyUserIds: 'AssignEmptyUserIds',
  assignStartUserHandlerType: 'AssignStartUserHandlerType',
  approveMethod: 'ApproveMethod',
  approveRatio: 'ApproveRatio',
  boundaryEventType: 'BoundaryEventType',
  timeoutHandlerType: 'TimeoutHandlerType',
} as const;

/**
 * The multi-instance completion condition of each approve method, as yudao writes it (SimpleModelUtils): 会签 by a
 * ratio of the iterations completed, 或签 at the first. 依次 (sequential) has none: every iteration, one after another
 * (yudao's `nrOfActiveInstances == 0` is what our counters give after every sequential iteration, so it is not written).
 */
export function completionConditionOf(method: number, ratio = 100): string | null {
  if (method === APPROVE_METHOD.RATIO) return `\${ nrOfCompletedInstances/nrOfInstances >= ${(ratio / 100).toFixed(2)} }`;
  if (method === APPROVE_METHOD.ANY) return '${ nrOfCompletedInstances > 0 }';
  return null;
}

/** The reasons a task decided by a policy carries (yudao's BpmReasonEnum). */
export const POLICY_REASONS = {
  ASSIGN_EMPTY_APPROVE: '审批人为空，自动通过',
  ASSIGN_EMPTY_REJECT: '审批人为空，自动不通过',
  START_USER_SKIP: '审批人与提交人为同一人时，自动通过',
  TIMEOUT_APPROVE: '审批超时，系统自动通过',
  TIMEOUT_REJECT: '审批超时，系统自动不通过',
} as const;
