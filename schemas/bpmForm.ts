/**
 * A process form (yudao's BpmFormDO): the designer's output stored as yudao stores it, `conf` (form-level options,
 * JSON text) and `fields` (one JSON text per component), so a yudao client lists and opens it. What the fields may
 * hold and how they become a JSON Schema: docs/bpm-forms.md.
 * @title 流程表单
 */
export interface BpmForm {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 表单名
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  /**
   * @title 开启状态
   * @asType integer
   * @dict common_status
   */
  status: number;
  /**
   * @title 表单的配置
   * @minLength 1
   * @maxLength 100000
   */
  conf: string;
  /**
   * @title 表单项的数组
   * @maxItems 200
   */
  fields: BpmFormFieldText[];
  /**
   * @title 备注
   * @maxLength 255
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

/**
 * @title 表单项
 * @maxLength 100000
 */
type BpmFormFieldText = string;
