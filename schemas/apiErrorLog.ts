/**
 * One unexpected error (yudao infra_api_error_log): a request that ended in 系统异常, with the error's stack. Written by
 * the server's access-log hook (modules/infra/apiLog); only its processing status is changed, by update-status.
 * @title API 错误日志
 */
export interface ApiErrorLog {
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
   * @title 异常发生时间
   * @format timestamp
   * @readOnly
   */
  exceptionTime?: number;
  /**
   * @title 异常名
   * @maxLength 128
   * @readOnly
   */
  exceptionName?: string;
  /**
   * @title 异常导致的消息
   * @maxLength 4000
   * @readOnly
   */
  exceptionMessage?: string;
  /**
   * @title 异常导致的根消息
   * @maxLength 4000
   * @readOnly
   */
  exceptionRootCauseMessage?: string;
  /**
   * @title 异常的栈轨迹
   * @maxLength 16000
   * @readOnly
   */
  exceptionStackTrace?: string;
  /**
   * @title 异常发生的类全名
   * @maxLength 512
   * @readOnly
   */
  exceptionClassName?: string;
  /**
   * @title 异常发生的类文件
   * @maxLength 512
   * @readOnly
   */
  exceptionFileName?: string;
  /**
   * @title 异常发生的方法名
   * @maxLength 512
   * @readOnly
   */
  exceptionMethodName?: string;
  /**
   * @title 异常发生的方法所在行
   * @asType integer
   * @readOnly
   */
  exceptionLineNumber?: number;
  /**
   * @title 处理状态
   * @asType integer
   * @dict infra_api_error_log_process_status
   * @readOnly
   */
  processStatus?: number;
  /**
   * @title 处理时间
   * @format timestamp
   * @readOnly
   */
  processTime?: number;
  /**
   * @title 处理用户编号
   * @asType integer
   * @readOnly
   */
  processUserId?: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
