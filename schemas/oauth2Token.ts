/**
 * A live access token (yudao's 令牌管理, system_oauth2_access_token), read-only; 强退 deletes its sign-in.
 * `accessToken` and `refreshToken` are the stored digests, not the tokens: nobody can replay a session from here.
 * @title 令牌
 */
export interface Oauth2Token {
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
   * @title 访问令牌
   * @maxLength 64
   * @readOnly
   */
  accessToken?: string;
  /**
   * @title 刷新令牌
   * @maxLength 64
   * @readOnly
   */
  refreshToken?: string;
  /**
   * @title 客户端编号
   * @maxLength 255
   * @readOnly
   */
  clientId?: string;
  /**
   * @title 过期时间
   * @format timestamp
   * @readOnly
   */
  expiresTime?: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
