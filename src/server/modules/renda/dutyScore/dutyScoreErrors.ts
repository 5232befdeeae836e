/** Error codes of the duty score, its adjustments and the ranking (1_010_012_1xx, decision 99). {} filled where thrown. */
export const DutyScoreErrors = {
  RULE_NOT_EXISTS: { code: 1010012100, msg: '计分规则不存在' },
  RULE_EXISTS: { code: 1010012101, msg: '该履职类别（及履职类型）已有计分规则' },
  RULE_TYPE_NOT_ALLOWED: { code: 1010012102, msg: '只有“参加履职活动”和“履职登记”可以按履职类型计分，【{}】请不要选择履职类型' },
  LEVELS_INVALID: { code: 1010012103, msg: '参数【renda.duty.score-levels】应为从高到低的三个分数（优秀、良好、合格的最低分），如 90,75,60' },
  ADJUST_REASON_REQUIRED: { code: 1010012104, msg: '请填写调整理由' },
  ADJUST_POINTS_INVALID: { code: 1010012105, msg: '调整分数应在 -100 到 100 之间，且不为 0' },
  ADJUST_NOT_EXISTS: { code: 1010012106, msg: '分数调整记录不存在' },
  NOT_DEPUTY: { code: 1010012107, msg: '用户【{}】不是本单位的人大代表' },
} as const;
