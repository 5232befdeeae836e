/**
 * A rule of the duty score (履职计分规则, issue 36 point 4, docs/duty-score.md): what one duty of a kind is worth and how
 * much that kind may give a deputy in a year. For activities and registrations a rule may name a 履职活动类型; the
 * rule of the kind without a type covers the other types. The table is migration 0046's (renda_duty_score_rule); a
 * rule created, changed, disabled or deleted rescores the tenant in the same transaction (dutyScore/ruleHooks.ts).
 * @title 履职计分规则
 */
export interface DutyScoreRule {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 履职类别
   * @maxLength 4
   * @dict renda_duty_kind
   */
  kind: string;
  /**
   * 仅“参加履职活动”和“履职登记”可按履职类型分别计分；不填则适用于该类别的其他类型
   * @title 履职类型
   * @maxLength 10
   * @dict renda_activity_type
   */
  dutyType?: string;
  /**
   * 每项履职计多少分，可为小数（一位）
   * @title 每项分值
   * @minimum 0
   * @maximum 100
   */
  points: number;
  /**
   * 该规则一年内最多计多少分；不填则不封顶
   * @title 年度上限
   * @minimum 0
   * @maximum 1000
   */
  yearCap?: number;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   */
  status?: number;
  /**
   * @title 备注
   * @maxLength 500
   * @widget textarea
   */
  remark?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
