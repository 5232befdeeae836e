/**
 * An SMS template (yudao system_sms_template): the text of a message, `{name}` filled from its parameters (the
 * sign-in code's template admin-sms-login has `{code}`), and the channel it goes through. Shared by all tenants.
 * @title 短信模板
 */
export interface SmsTemplate {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 短信类型
   * @asType integer
   * @dict system_sms_template_type
   */
  type: number;
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
   * @title 模板编码
   * @minLength 1
   * @maxLength 63
   */
  code: string;
  /**
   * @title 模板名称
   * @minLength 1
   * @maxLength 63
   */
  name: string;
  /**
   * @title 模板内容
   * @minLength 1
   * @maxLength 255
   * @widget textarea
   */
  content: string;
  /**
   * @title 备注
   * @maxLength 255
   */
  remark?: string;
  // The channel's code is read beside its id (`channelCode`): yudao's list shows it as a dictionary tag.
  /**
   * @title 短信渠道编号
   * @asType integer
   * @minimum 1
   * @reference {"resource": "smsChannel", "as": "channelCode", "field": "code"}
   */
  channelId: number;
  // The template's number at the SMS provider; the HTTP gateway can be sent it (`{apiTemplateId}`).
  /**
   * @title 短信 API 的模板编号
   * @description 服务商处的模板编号；HTTP 网关可以 {apiTemplateId} 引用
   * @maxLength 63
   */
  apiTemplateId?: string;
  // The content's `{name}` parameters, read from it on every write: 测试 asks for a value of each.
  /**
   * @title 参数数组
   * @readOnly
   */
  params?: TemplateParam[];
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
type TemplateParam = string;
