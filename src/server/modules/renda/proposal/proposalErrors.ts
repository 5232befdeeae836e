/** Error codes of proposals (1_010_006_xxx, decisions.md 13). Messages with {} are filled where thrown. */
export const ProposalErrors = {
  NOT_EXISTS: { code: 1010006000, msg: '建议不存在' },
  NOT_OWNER: { code: 1010006001, msg: '只有领衔代表可以修改、删除或提交该建议' },
  NOT_EDITABLE: { code: 1010006002, msg: '建议已提交，只有草稿或退回修改的建议可以修改' },
  NOT_DELETABLE: { code: 1010006003, msg: '只有草稿可以删除，已提交的建议不能删除' },
  WRONG_STATE: { code: 1010006004, msg: '建议当前为【{}】状态，不能{}' },
  COSIGNER_INVALID: { code: 1010006005, msg: '附议代表【{}】不是本单位启用的代表' },
  COSIGNER_IS_LEAD: { code: 1010006006, msg: '领衔代表不能同时作为附议代表' },
  ATTACHMENT_INVALID: { code: 1010006007, msg: '附件【{}】不是本系统上传的文件，请重新上传' },
  ONE_LEAD_UNIT: { code: 1010006008, msg: '交办须指定一个且只能指定一个主办单位' },
  NOT_HANDLING_UNIT: { code: 1010006009, msg: '【{}】不是承办单位' },
  GENERIC_DECISION: { code: 1010006010, msg: '请在建议详情页办理该任务' },
  NO_TASK: { code: 1010006011, msg: '您没有该建议待办理的【{}】任务' },
  UNIT_NO_LEADER: { code: 1010006012, msg: '承办单位【{}】没有启用的负责人，无法交办' },
  UNIT_REPEATED: { code: 1010006013, msg: '承办单位【{}】重复指定' },
  RESULT_TYPE_REQUIRED: { code: 1010006014, msg: '主办单位答复须选择办理结果类别' },
  OPINION_REQUIRED: { code: 1010006015, msg: '不满意时请填写意见' },
  REASON_REQUIRED: { code: 1010006016, msg: '退回修改请填写退回理由' },
  HANDLE_DAYS_INVALID: { code: 1010006017, msg: '参数【renda.proposal.handle-days】应为 1 到 365 的天数' },
  UNIT_SAME_LEADER: { code: 1010006018, msg: '承办单位【{}】与其他承办单位的负责人相同，请分别交办' },
  CONTENT_REQUIRED: { code: 1010006019, msg: '请填写建议内容后再提交' },
} as const;

/** The definition key a proposal starts (its instance's businessKey is the proposal id). */
export const PROPOSAL_PROCESS_KEY = 'renda_proposal';

/** `renda_proposal_status` (docs/proposals.md "States"). */
export const PROPOSAL_STATUS = {
  DRAFT: 0,
  REVIEW: 1,
  RETURNED: 2,
  TO_ASSIGN: 3,
  HANDLING: 4,
  TO_RATE: 5,
  CLOSED: 6,
} as const;

export const STATUS_LABELS: Record<number, string> = { 0: '草稿', 1: '待审核', 2: '退回修改', 3: '待交办', 4: '办理中', 5: '待评价', 6: '已办结' };

/** The user tasks of the model, by BPMN element id. */
export const TASK = { REVIEW: 'review', REVISE: 'revise', ASSIGN: 'assign', HANDLE: 'handle', FEEDBACK: 'feedback' } as const;
export const TASK_LABELS: Record<string, string> = { review: '审核', revise: '修改', assign: '交办', handle: '单位办理', feedback: '代表评价' };

/** `renda_proposal_type`: 议案 and 建议 are numbered apart; a converted 议案 becomes a 建议. */
export const TYPE = { MOTION: '1', SUGGESTION: '2' } as const;
/** `renda_handle_type` as a proposal's units use it. */
export const HANDLE_TYPE = { LEAD: '1', ASSIST: '2' } as const;
/** `renda_proposal_unit.status` */
export const UNIT_STATUS = { HANDLING: 1, REPLIED: 2 } as const;
/** `renda_satisfaction_status` */
export const SATISFACTION = { SATISFIED: '1', BASIC: '2', UNSATISFIED: '3' } as const;

/** The root department whose sub-departments are the handling units (承办单位). */
export const UNIT_ROOT_NAME = '承办单位';
export const HANDLE_DAYS_KEY = 'renda.proposal.handle-days';
