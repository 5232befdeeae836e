/**
 * A mailbox mail is sent from (yudao system_mail_account): its address and SMTP server. The password is written,
 * never read back (a `get` answers without it, so an update sending the form back keeps it). Shared by all tenants,
 * like the SMS channels: only the platform tenant changes them.
 * @title 邮箱账号
 */
export interface MailAccount {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 邮箱
   * @format email
   * @maxLength 255
   */
  mail: string;
  /**
   * @title 用户名
   * @minLength 1
   * @maxLength 255
   */
  username: string;
  /**
   * @title 密码
   * @minLength 1
   * @maxLength 255
   * @writeOnly
   */
  password: string;
  /**
   * @title SMTP 服务器域名
   * @minLength 1
   * @maxLength 255
   */
  host: string;
  /**
   * @title SMTP 服务器端口
   * @asType integer
   * @minimum 1
   * @maximum 65535
   */
  port: number;
  /**
   * @title 是否开启 SSL
   * @default false
   */
  sslEnable?: boolean;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
