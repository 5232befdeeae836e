/** One choice of a choice question. */
export interface QuestionOption {
  /**
   * @title 选项编号
   * @asType integer
   */
  optionId?: number;
  /**
   * @title 选项序号
   * @asType integer
   * @minimum 1
   */
  optionNo: number;
  /**
   * @title 选项内容
   * @minLength 1
   * @maxLength 200
   */
  optionText: string;
  /**
   * @title 可填写补充
   * @description '1' 时答题人可在选项后填写文字（具体为……）
   */
  isExtend?: '0' | '1';
}

/**
 * A question of a survey. Options are stored with the question (they are edited and ordered together).
 * @title 问题
 */
export interface Question {
  /**
   * @title 问题编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 所属问卷
   * @asType integer
   * @minimum 1
   * @createOnly true
   * @reference {"resource": "survey", "as": "surveyName"}
   */
  surveyId: number;
  /**
   * @title 题号
   * @asType integer
   * @minimum 1
   */
  questionNo: number;
  /**
   * @title 问题名称
   * @minLength 1
   * @maxLength 500
   */
  questionName: string;
  /**
   * @title 问题类型
   * @dict renda_question_type
   */
  questionType: 'input' | 'textarea' | 'radio' | 'checkbox' | 'select' | 'title' | 'text';
  /**
   * @title 校验规则
   * @description 含 notEmpty 时为必答
   * @maxLength 200
   * @labels {"notEmpty": "必答"}
   */
  validateRule?: string;
  /**
   * @title 初始隐藏
   * @labels {"0": "否", "1": "是"}
   */
  showOrHide?: '0' | '1';
  /**
   * @title 只读
   * @labels {"0": "否", "1": "是"}
   */
  notEdit?: '0' | '1';
  /**
   * @title 默认值
   * @maxLength 500
   */
  defaultValue?: string;
  /**
   * @title 选项排列
   */
  optionDisplay?: 'vertical' | 'horizontal';
  /**
   * @title 显示条件题目
   * @description 初始隐藏的问题在该题选中指定选项后显示
   * @asType integer
   * @minimum 1
   */
  showWhenQuestionId?: number;
  /**
   * @title 显示条件选项
   * @asType integer
   * @minimum 1
   */
  showWhenOptionId?: number;
  /**
   * @title 选项
   * @maxItems 100
   */
  options?: QuestionOption[];
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
