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
  // The account at the provider; the HTTP gateway can be sent it (`{apiKey}`).
  /**
   * @title 短信 API 的账号
   * @description 服务商分配的账号；HTTP 网关可在地址、请求体或请求头中以 {apiKey} 引用
   * @maxLength 255
   */
  apiKey?: string;
  // Shown as ****** (decision 89); sent back unchanged it keeps the stored one. The HTTP gateway can be sent it
  // (`{apiSecret}`).
  /**
   * @title 短信 API 的密钥
   * @description 已设置的密钥显示为 ******，不修改则保持原值；HTTP 网关可以 {apiSecret} 引用
   * @maxLength 255
   * @widget password
   */
  apiSecret?: string;
  // Where the provider reports delivery, given to the provider's console; kept for the administrator.
  /**
   * @title 短信发送回调 URL
   * @format uri
   * @maxLength 255
   */
  callbackUrl?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
