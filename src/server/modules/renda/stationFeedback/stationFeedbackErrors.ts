/** Error codes of liaison-station feedback's handling (1_010_010_xxx, decisions.md 13 and 95). */
export const StationFeedbackErrors = {
  NOT_EXISTS: { code: 1010010000, msg: '联络站反馈不存在' },
  TRACKING_NO_EXISTS: { code: 1010010001, msg: '查询码【{}】已存在' },
  WRONG_STATE: { code: 1010010002, msg: '该反馈当前为【{}】状态，不能{}' },
  NOT_ASSIGNEE: { code: 1010010003, msg: '该反馈未分派给您，不能{}' },
  ASSIGN_EMPTY: { code: 1010010004, msg: '请选择分派的代表或办理单位' },
  NOT_STATION_DEPUTY: { code: 1010010005, msg: '【{}】不是该联络站的代表' },
  DEPT_INVALID: { code: 1010010006, msg: '办理单位不存在或已停用' },
  ALREADY_PROPOSAL: { code: 1010010007, msg: '该反馈已转为建议，不能重复转换' },
  OVERDUE_DAYS_INVALID: { code: 1010010008, msg: '参数【renda.station-feedback.overdue-days】应为 1 到 365 的天数' },
  NOT_DEPUTY: { code: 1010010009, msg: '只有分派的代表可以将反馈转为建议' },
  DEPT_NO_LEADER: { code: 1010010010, msg: '办理单位【{}】没有启用的负责人，无法分派' },
} as const;

/** `renda_station_feedback_status` */
export const FEEDBACK_STATUS = { PENDING: '0', HANDLING: '1', REPLIED: '2', FINISHED: '3' } as const;
export const FEEDBACK_STATUS_LABELS: Record<string, string> = { 0: '待处理', 1: '处理中', 2: '已反馈', 3: '已办结' };
/** `renda_station_feedback_type` */
export const FEEDBACK_TYPE_LABELS: Record<string, string> = { 1: '意见建议', 2: '民生诉求', 3: '矛盾纠纷', 4: '政策咨询', 99: '其他' };
/** The steps of renda_station_feedback_log. */
export const LOG_ACTION = { SUBMIT: 'submit', ASSIGN: 'assign', REPLY: 'reply', FINISH: 'finish', TO_PROPOSAL: 'to-proposal' } as const;

export const OVERDUE_DAYS_KEY = 'renda.station-feedback.overdue-days';
