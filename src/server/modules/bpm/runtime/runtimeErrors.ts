/** The v1.6.2 BPM error codes the runtime answers with (API-CONTRACT §5.13), and ours for what yudao lacks. */
export const RuntimeErrors = {
  MODEL_NOT_EXISTS: { code: 1009002001, msg: '流程模型不存在' },
  MODEL_NO_BPMN: { code: 1009002005, msg: '流程图不是合法的 BPMN XML' },
  FORM_NOT_CONFIGURED: { code: 1009002003, msg: '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置' },
  KEY_NOT_MATCH: { code: 1009003000, msg: '流程定义的标识期望是({})，当前是({})，请修改 BPMN 流程图' },
  NAME_NOT_MATCH: { code: 1009003001, msg: '流程定义的名字期望是({})，当前是({})，请修改 BPMN 流程图' },
  DEFINITION_NOT_EXISTS: { code: 1009003002, msg: '流程定义不存在' },
  DEFINITION_SUSPENDED: { code: 1009003003, msg: '流程定义处于挂起状态' },
  DEPLOY_UNCHANGED: { code: 1009003005, msg: '流程定义部署失败，原因：信息未发生变化' },
  // ours: yudao's Flowable runs scripts; we refuse them (Node's vm is no sandbox) and check expressions at deploy
  DEPLOY_SCRIPT: { code: 1009003006, msg: '流程定义部署失败，原因：不允许脚本（{}），请改用 ${…} 表达式' },
  DEPLOY_EXPRESSION: { code: 1009003007, msg: '流程定义部署失败，原因：表达式 {} 不正确：{}' },
  // ours: the engine runs no Java delegates; a service task may only be a copy node (抄送节点, issue 37)
  DEPLOY_SERVICE_TASK: { code: 1009003008, msg: '流程定义部署失败，原因：服务任务({}) 不受支持，只能是抄送节点（${bpmCopyTaskDelegate}）' },
  DEPLOY_COPY_NODE: { code: 1009003009, msg: '流程定义部署失败，原因：抄送节点({}) 未配置抄送人' },
  INSTANCE_NOT_EXISTS: { code: 1009004000, msg: '流程实例不存在' },
  // ours: v1.6.2 checked the form in the browser only
  FORM_VARIABLES_INVALID: { code: 400, msg: '请求参数不正确:{}' },
  CANCEL_NOT_RUNNING: { code: 1009004001, msg: '流程取消失败，流程不处于运行中' },
  CANCEL_NOT_SELF: { code: 1009004002, msg: '流程取消失败，该流程不是你发起的' },
  TASK_NOT_PENDING: { code: 1009005000, msg: '审批任务失败，原因：该任务不处于未审批' },
  TASK_NOT_ASSIGNEE: { code: 1009005001, msg: '审批任务失败，原因：该任务的审批人不是你' },
  TASK_NOT_EXISTS: { code: 1009005002, msg: '流程任务不存在' },
  // today's yudao (issue 37): the approval operations
  TASK_IS_DELEGATED: { code: 1009005050, msg: '操作失败，原因：该任务是委派给你的，请办理后交回委派人' },
  SIGN_NOT_RETURNABLE: { code: 1009005051, msg: '退回任务失败，加签的任务不能退回' },
  TARGET_NODE_NOT_EXISTS: { code: 1009005004, msg: ' 目标节点不存在' },
  RETURN_NOT_SEQUENTIAL: { code: 1009005006, msg: '退回任务失败，目标节点是在并行网关上或非同一路线上，不可跳转' },
  DELEGATE_SAME_USER: { code: 1009005007, msg: '任务委派失败，委派人和当前审批人为同一人' },
  DELEGATE_USER_NOT_EXISTS: { code: 1009005008, msg: '任务委派失败，被委派人不存在' },
  SIGN_USER_NOT_EXISTS: { code: 1009005009, msg: '任务加签：选择的用户不存在' },
  SIGN_TYPE_CONFLICT: { code: 1009005010, msg: '任务加签：当前任务已经{}，不能{}' },
  SIGN_USER_REPEAT: { code: 1009005011, msg: '任务加签失败，加签人与现有审批人[{}]重复' },
  SIGN_DELETE_NO_PARENT: { code: 1009005012, msg: '任务减签失败，被减签的任务必须是通过加签生成的任务' },
  TRANSFER_SAME_USER: { code: 1009005013, msg: '任务转办失败，转办人和当前审批人为同一人' },
  TRANSFER_USER_NOT_EXISTS: { code: 1009005014, msg: '任务转办失败，转办人不存在' },
  WITHDRAW_NOT_RUNNING: { code: 1009005017, msg: '撤回失败，流程实例未运行！' },
  WITHDRAW_NOT_ALLOWED: { code: 1009005018, msg: '撤回失败，下一节点已审批或不满足撤回条件' },
  NO_CANDIDATE: { code: 1009006003, msg: '操作失败，原因：找不到任务的审批人！' },
  ENGINE_FAILED: { code: 1009000003, msg: '流程执行失败，原因：{}' },
} as const;

/** Result codes shared by instances and tasks (dict bpm_process_instance_result). */
export const RESULT = { PROCESS: 1, APPROVE: 2, REJECT: 3, CANCEL: 4, RETURN: 5 } as const;
/** A task's delegation (Flowable's DelegationState): the delegate works it, then it is back with its owner. */
export const DELEGATION = { PENDING: 1, RESOLVED: 2 } as const;
/**
 * The approval operations' trail (bpm_task_operation.type), by yudao's BpmCommentTypeEnum numbers where it has them:
 * 3 取消 (by the starter), 4 退回, 5 委派, 6 委派完成, 7 转派, 8 加签, 9 减签; ours 10 撤回, 11 终止 (by an administrator), 12 抄送.
 */
export const OPERATION = { CANCEL: 3, RETURN: 4, DELEGATE_START: 5, DELEGATE_END: 6, TRANSFER: 7, ADD_SIGN: 8, SUB_SIGN: 9, WITHDRAW: 10, TERMINATE: 11, COPY: 12 } as const;
/** 加签 (yudao's BpmTaskSignTypeEnum): the added people decide before the task's holder, or after their approval. */
export const SIGN_TYPE = { BEFORE: 'before', AFTER: 'after' } as const;
export type SignType = (typeof SIGN_TYPE)[keyof typeof SIGN_TYPE];
/** How the trail and the refusals name a sign type. */
export const SIGN_TYPE_NAMES: Record<SignType, string> = { before: '向前加签', after: '向后加签' };
/** Instance status (dict bpm_process_instance_status). */
export const STATUS = { RUNNING: 1, FINISHED: 2 } as const;
export const SUSPENSION = { ACTIVE: 1, SUSPENDED: 2 } as const;
