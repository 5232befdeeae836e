/** Error codes of answers (1_010_004_xxx, decisions.md 13). */
export const AnswerErrors = {
  /** An answer that does not fit the survey's current questions; the message names the question and the rule. */
  INVALID: { code: 1010004000, msg: '答卷内容不正确' },
  /** Also the unique rule of the answer resource in schemas/manifest.json, which its unique index enforces. */
  ANSWERED: { code: 1010004001, msg: '您已提交过该问卷，不能重复提交；可在「我的答卷」中查看' },
  NOT_ANSWERED: { code: 1010004002, msg: '您还没有提交过该问卷' },
  NOT_CHOICE: { code: 1010004003, msg: '交叉分析只能选择单选、多选或下拉选择题' },
  QUESTION_NOT_IN_SURVEY: { code: 1010004004, msg: '该问题不属于此问卷' },
} as const;
