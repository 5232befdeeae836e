/**
 * A BPMN process model (yudao ACT_RE_MODEL + metaInfo): the base form of the model list and the draft diagram the
 * designer saves. `key` becomes the BPMN process id; it is fixed once the model exists. Deployment and running
 * belong to the workflow module.
 * @title 流程模型
 */
export interface BpmModel {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 流程标识
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z_][A-Za-z0-9_\-.$]*$
   * @errorMessage {"pattern": "流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点或 $！"}
   * @createOnly true
   * @column model_key
   */
  key: string;
  /**
   * @title 流程名称
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  // the code of one of the tenant's process categories (bpmCategory; decision 91), checked by the model's hooks; 1.6.2
  // clients read it through the dictionary bpm_model_category, whose values are the seeded categories' codes
  /**
   * @title 流程分类
   * @maxLength 32
   */
  category?: string;
  /**
   * @title 流程描述
   * @maxLength 500
   * @widget textarea
   */
  description?: string;
  /**
   * @title 表单类型
   * @asType integer
   * @dict bpm_model_form_type
   */
  formType?: number;
  // The form's name is read beside its id (`formName`), as yudao's model list shows it.
  /**
   * @title 流程表单
   * @asType integer
   * @minimum 1
   * @reference {"resource": "bpmForm", "as": "formName"}
   */
  formId?: number;
  /**
   * @title 表单提交路由
   * @maxLength 255
   */
  formCustomCreatePath?: string;
  /**
   * @title 表单查看路由
   * @maxLength 255
   */
  formCustomViewPath?: string;
  /**
   * @title 引擎前缀
   */
  enginePrefix?: 'camunda' | 'flowable' | 'activiti';
  /**
   * @title 流程图
   * @maxLength 5000000
   */
  bpmnXml?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
  /**
   * @title 更新时间
   * @format timestamp
   * @readOnly
   */
  updateTime?: number;
}
