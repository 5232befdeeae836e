/** Error codes of surveys (1_010_001_xxx, decisions.md 13). Messages with {} are filled where thrown. */
export const SurveyErrors = {
  NOT_EXISTS: { code: 1010001000, msg: '问卷不存在' },
  HAS_ANSWERS: { code: 1010001001, msg: '问卷已有答卷，不能删除；如需停止收集，请结束问卷' },
  /** The message says which status forbids which action (surveyLifecycle.transitionRefusal). */
  ILLEGAL_TRANSITION: { code: 1010001002, msg: '问卷状态不允许该操作' },
  NO_QUESTIONS: { code: 1010001003, msg: '问卷还没有需要作答的问题，不能发布' },
  FINISHED_READ_ONLY: { code: 1010001004, msg: '问卷已结束，不能修改' },
  PUBLISHED_NO_DELETE: { code: 1010001005, msg: '问卷已发布，不能删除，请先撤回问卷' },
  NOT_OPEN: { code: 1010001006, msg: '问卷未发布，不能填写' },
  NOT_STARTED: { code: 1010001007, msg: '问卷尚未开始，请在开始时间之后填写' },
  CLOSED: { code: 1010001008, msg: '问卷已截止，不能再提交' },
  FINISHED: { code: 1010001009, msg: '问卷已结束，不能再提交' },
} as const;
