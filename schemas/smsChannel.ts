/**
 * An SMS channel (yudao system_sms_channel): which gateway a template's messages go through. LOG writes the text
 * only to the SMS log (the default: a demo needs no provider); HTTP posts it to the gateway the environment names
 * (SMS_HTTP_URL, docs/sign-in.md). Shared by all tenants.
 * @title 短信渠道
 */
export interface SmsChannel {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 短信签名
   * @minLength 1
   * @maxLength 12
   */
  signature: string;
  /**
   * @title 渠道编码
   * @maxLength 63
   * @dict system_sms_channel_code
   */
  code: string;
  /**
   * @title 启用状态
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
