/**
 * An in-site message (yudao system_notify_message, 站内信): a template filled in for one user, unread until the user
 * reads it. Written by send-notify; the administrators' 消息记录 reads them all, a user only their own (my-page).
 * @title 站内信
 */
export interface NotifyMessage {
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
   * @title 模版编号
   * @asType integer
   * @readOnly
   */
  templateId?: number;
  /**
   * @title 模板编码
   * @maxLength 64
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
   * @title 模版内容
   * @maxLength 4000
   * @readOnly
   */
  templateContent?: string;
  /**
   * @title 模版类型
   * @asType integer
   * @dict system_notify_template_type
   * @readOnly
   */
  templateType?: number;
  /**
   * @title 模版参数
   * @readOnly
   */
  templateParams?: Record<string, string>;
  /**
   * @title 是否已读
   * @labels {"true": "是", "false": "否"}
   * @readOnly
   */
  readStatus?: boolean;
  /**
   * @title 阅读时间
   * @format timestamp
   * @readOnly
   */
  readTime?: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
