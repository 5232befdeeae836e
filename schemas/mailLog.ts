/**
 * A mail sent (yudao system_mail_log), written by the mail sender before and after the SMTP exchange; read-only.
 * Tenant rows: a tenant's administrators see the mail sent in their tenant.
 * @title 邮件日志
 */
export interface MailLog {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 用户编号
   * @asType integer
   * @readOnly
   */
  userId?: number;
  /**
   * @title 用户类型
   * @asType integer
   * @dict user_type
   * @readOnly
   */
  userType?: number;
  /**
   * @title 接收邮箱
   * @maxLength 255
   * @readOnly
   */
  toMail?: string;
  /**
   * @title 邮箱账号编号
   * @asType integer
   * @readOnly
   */
  accountId?: number;
  /**
   * @title 发送邮箱
   * @maxLength 255
   * @readOnly
   */
  fromMail?: string;
  /**
   * @title 模板编号
   * @asType integer
   * @readOnly
   */
  templateId?: number;
  /**
   * @title 模板编码
   * @maxLength 63
   * @readOnly
   */
  templateCode?: string;
  /**
   * @title 发送人名称
   * @maxLength 255
   * @readOnly
   */
  templateNickname?: string;
  /**
   * @title 邮件标题
   * @maxLength 255
   * @readOnly
   */
  templateTitle?: string;
  /**
   * @title 邮件内容
   * @maxLength 10000
   * @readOnly
   */
  templateContent?: string;
  /**
   * @title 邮件参数
   * @readOnly
   */
  templateParams?: Record<string, string>;
  /**
   * @title 发送状态
   * @asType integer
   * @dict system_mail_send_status
   * @readOnly
   */
  sendStatus?: number;
  /**
   * @title 发送时间
   * @format timestamp
   * @readOnly
   */
  sendTime?: number;
  /**
   * @title 发送返回的消息编号
   * @maxLength 255
   * @readOnly
   */
  sendMessageId?: string;
  /**
   * @title 发送异常
   * @maxLength 4000
   * @readOnly
   */
  sendException?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
