/**
 * An account a social provider vouched for (yudao system_social_user), written by social sign-in; read-only here.
 * @title 社交用户
 */
export interface SocialUser {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 社交平台
   * @asType integer
   * @dict system_social_type
   * @maxLength 8
   * @readOnly
   */
  type?: number;
  /**
   * @title 社交 openid
   * @maxLength 255
   * @readOnly
   */
  openid?: string;
  /**
   * @title 用户昵称
   * @maxLength 255
   * @readOnly
   */
  nickname?: string;
  /**
   * @title 用户头像
   * @maxLength 512
   * @readOnly
   */
  avatar?: string;
  /**
   * @title 原始用户信息
   * @maxLength 4000
   * @widget textarea
   * @readOnly
   */
  rawUserInfo?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
  /**
   * @title 更新时间
   * @format timestamp
   * @readOnly
   */
  updateTime?: number;
}
