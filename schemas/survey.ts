/**
 * A questionnaire sent to deputies. Its status moves through the survey lifecycle (publish, revoke, finish), which
 * has its own routes; the plain CRUD here never changes it.
 * @title 问卷
 */
export interface Survey {
  /**
   * @title 问卷编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 问卷名称
   * @minLength 1
   * @maxLength 100
   */
  surveyName: string;
  /**
   * @title 问卷说明
   * @maxLength 2000
   * @widget textarea
   */
  surveyDesc?: string;
  /**
   * @title 问卷类型
   * @dict renda_survey_type
   * @maxLength 100
   */
  surveyType: string;
  /**
   * @title 问卷状态
   * @dict renda_survey_status
   * @maxLength 100
   * @readOnly
   */
  status?: string;
  /**
   * @title 开始时间
   * @format timestamp
   */
  startTime?: number;
  /**
   * @title 截止时间
   * @format timestamp
   */
  endTime?: number;
  /**
   * @title 答卷数
   * @asType integer
   * @readOnly
   * @virtual true
   */
  answerCount?: number;
  /**
   * @title 备注
   * @maxLength 500
   */
  remark?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
