/**
 * A message sent (yudao system_sms_log), written by the SMS sender; read-only here. With the LOG channel this is
 * where a sign-in code is read: an administrator of the tenant sees it, nobody else.
 * @title 短信日志
 */
export interface SmsLog {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 短信渠道编号
   * @asType integer
   * @readOnly
   */
  channelId?: number;
  /**
   * @title 短信渠道
   * @maxLength 63
   * @dict system_sms_channel_code
   * @readOnly
   */
  channelCode?: string;
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
   * @title 短信类型
   * @asType integer
   * @dict system_sms_template_type
   * @readOnly
   */
  templateType?: number;
  /**
   * @title 短信内容
   * @maxLength 255
   * @readOnly
   */
  templateContent?: string;
  /**
   * @title 手机号
   * @maxLength 32
   * @readOnly
   */
  mobile?: string;
  /**
   * @title 用户编号
   * @asType integer
   * @readOnly
   */
  userId?: number;
  /**
   * @title 发送状态
   * @asType integer
   * @dict system_sms_send_status
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
   * @title 网关结果编码
   * @maxLength 63
   * @readOnly
   */
  apiSendCode?: string;
  /**
   * @title 网关结果提示
   * @maxLength 255
   * @readOnly
   */
  apiSendMsg?: string;
  /**
   * @title 短信 API 的模板编号
   * @maxLength 63
   * @readOnly
   */
  apiTemplateId?: string;
  // No provider reports receipts yet: 等待结果 (0) until one does.
  /**
   * @title 接收状态
   * @asType integer
   * @dict system_sms_receive_status
   * @readOnly
   */
  receiveStatus?: number;
  /**
   * @title 接收时间
   * @format timestamp
   * @readOnly
   */
  receiveTime?: number;
  /**
   * @title 接收结果编码
   * @maxLength 63
   * @readOnly
   */
  apiReceiveCode?: string;
  /**
   * @title 接收结果提示
   * @maxLength 255
   * @readOnly
   */
  apiReceiveMsg?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
