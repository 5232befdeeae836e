/**
 * An in-site message template (yudao system_notify_template, 站内信模板): plain text with `{name}` parameters and
 * the sender's name; `params` are read from the content on every write. Shared by all tenants.
 * @title 站内信模板
 */
export interface NotifyTemplate {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 模板名称
   * @minLength 1
   * @maxLength 63
   */
  name: string;
  /**
   * @title 模版编码
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   * @errorMessage {"pattern": "模版编码只能包含字母、数字、下划线和中划线"}
   */
  code: string;
  /**
   * @title 发件人名称
   * @minLength 1
   * @maxLength 255
   */
  nickname: string;
  /**
   * @title 模板内容
   * @minLength 1
   * @maxLength 1024
   * @widget textarea
   */
  content: string;
  /**
   * @title 类型
   * @asType integer
   * @dict system_notify_template_type
   */
  type: number;
  /**
   * @title 参数数组
   * @readOnly
   */
  params?: NotifyParam[];
  /**
   * @title 开启状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   */
  status?: number;
  /**
   * @title 备注
   * @maxLength 255
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
 * A parameter's name, as `{name}` in the content.
 * @title 参数
 * @maxLength 64
 */
type NotifyParam = string;
