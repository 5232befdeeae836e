/**
 * A mail template (yudao system_mail_template): title and HTML content with `{name}` parameters, sent from an
 * account under a sender name. The content is cleaned like a notice's; `params` are read from it on every write.
 * Shared by all tenants.
 * @title 邮件模版
 */
export interface MailTemplate {
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
   * @title 模板编码
   * @minLength 1
   * @maxLength 63
   * @pattern ^[A-Za-z0-9_-]+$
   * @errorMessage {"pattern": "模板编码只能包含字母、数字、下划线和中划线"}
   */
  code: string;
  /**
   * @title 邮箱账号
   * @asType integer
   * @reference {"resource": "mailAccount", "as": "accountMail", "field": "mail"}
   */
  accountId: number;
  /**
   * @title 发送人名称
   * @maxLength 255
   */
  nickname?: string;
  /**
   * @title 模板标题
   * @minLength 1
   * @maxLength 255
   */
  title: string;
  /**
   * @title 模板内容
   * @minLength 1
   * @maxLength 10000
   * @widget richtext
   */
  content: string;
  /**
   * @title 参数数组
   * @readOnly
   */
  params?: TemplateParam[];
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
type TemplateParam = string;
