/**
 * One API request (yudao infra_api_access_log): who called what, with what, how long it took and what it answered.
 * Written for every request by the server's access-log hook (modules/infra/apiLog); read-only here.
 * @title API 访问日志
 */
export interface ApiAccessLog {
  /**
   * @title 日志编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 链路追踪编号
   * @maxLength 64
   * @readOnly
   */
  traceId?: string;
  // 0 for a caller who is not signed in.
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
   * @title 应用名
   * @maxLength 50
   * @readOnly
   */
  applicationName?: string;
  /**
   * @title 请求方法名
   * @maxLength 16
   * @readOnly
   */
  requestMethod?: string;
  /**
   * @title 请求地址
   * @maxLength 512
   * @readOnly
   */
  requestUrl?: string;
  // The query and body as JSON, passwords and tokens masked (operateLog/requestArgs.ts).
  /**
   * @title 请求参数
   * @maxLength 8000
   * @readOnly
   */
  requestParams?: string;
  /**
   * @title 用户 IP
   * @maxLength 50
   * @readOnly
   */
  userIp?: string;
  /**
   * @title 浏览器 UA
   * @maxLength 512
   * @readOnly
   */
  userAgent?: string;
  /**
   * @title 请求时间
   * @format timestamp
   * @readOnly
   */
  beginTime?: number;
  /**
   * @title 结束时间
   * @format timestamp
   * @readOnly
   */
  endTime?: number;
  /**
   * @title 执行时长
   * @description 单位：毫秒
   * @asType integer
   * @readOnly
   */
  duration?: number;
  /**
   * @title 结果码
   * @asType integer
   * @readOnly
   */
  resultCode?: number;
  /**
   * @title 结果提示
   * @maxLength 512
   * @readOnly
   */
  resultMsg?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
