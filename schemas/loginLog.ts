/**
 * A sign-in or sign-out (yudao system_login_log), written by the auth module; read-only here.
 * @title 登录日志
 */
export interface LoginLog {
  /**
   * @title 访问编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 日志类型
   * @asType integer
   * @dict system_login_type
   * @readOnly
   */
  logType?: number;
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
   * @title 用户名称
   * @maxLength 50
   * @readOnly
   */
  username?: string;
  /**
   * @title 登录地址
   * @maxLength 50
   * @readOnly
   */
  userIp?: string;
  /**
   * @title 浏览器
   * @maxLength 512
   * @readOnly
   */
  userAgent?: string;
  /**
   * @title 登录结果
   * @asType integer
   * @dict system_login_result
   * @readOnly
   */
  result?: number;
  // The client's 状态 filter (true: succeeded); a column the database derives from `result` (migration 0009).
  /**
   * @title 是否成功
   * @readOnly
   */
  status?: boolean;
  /**
   * @title 登录时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
