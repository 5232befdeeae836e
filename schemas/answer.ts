/**
 * One respondent's submission: `answerJson` is the JSON text of a list of
 * `{questionId, questionType, optionIds, answerText}`.
 * @title 答卷
 */
export interface Answer {
  /**
   * @title 答卷编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 问卷
   * @asType integer
   * @minimum 1
   * @createOnly true
   * @reference {"resource": "survey", "as": "surveyName"}
   */
  surveyId: number;
  /**
   * @title 答题人
   * @asType integer
   * @readOnly
   * @reference {"resource": "user", "as": "userNickname"}
   */
  userId?: number;
  /**
   * @title 答卷内容
   * @minLength 2
   * @maxLength 200000
   * @widget textarea
   */
  answerJson: string;
  /**
   * @title 提交时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
