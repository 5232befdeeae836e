/**
 * One API write (yudao system_operate_log): who called which operation, with what and how it ended. Written by the
 * server's operation-log hook (modules/system/operateLog); read-only here.
 * @title 操作日志
 */
export interface OperateLog {
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
  /**
   * @title 用户编号
   * @asType integer
   * @readOnly
   */
  userId?: number;
  /**
   * @title 操作人
   * @virtual true
   * @lookup {"table": "system_users", "key": "userId", "field": "nickname"}
   * @readOnly
   */
  userNickname?: string;
  /**
   * @title 用户类型
   * @asType integer
   * @dict user_type
   * @readOnly
   */
  userType?: number;
  /**
   * @title 操作模块
   * @maxLength 50
   * @readOnly
   */
  module?: string;
  /**
   * @title 操作名
   * @maxLength 50
   * @readOnly
   */
  name?: string;
  /**
   * @title 操作类型
   * @asType integer
   * @dict system_operate_type
   * @readOnly
   */
  type?: number;
  /**
   * @title 操作内容
   * @maxLength 2000
   * @readOnly
   */
  content?: string;
  /**
   * @title 拓展字段
   * @maxLength 512
   * @readOnly
   */
  exts?: string;
  /**
   * @title 请求方法
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
  /**
   * @title 用户 IP
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
  // The route that served the call ("PUT /admin-api/system/user/update"): yudao names its Java method here.
  /**
   * @title 方法名
   * @maxLength 512
   * @readOnly
   */
  javaMethod?: string;
  /**
   * @title 方法参数
   * @maxLength 8000
   * @readOnly
   */
  javaMethodArgs?: string;
  /**
   * @title 操作时间
   * @format timestamp
   * @readOnly
   */
  startTime?: number;
  /**
   * @title 执行时长(毫秒)
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
   * @title 结果数据
   * @maxLength 4000
   * @readOnly
   */
  resultData?: string;
  // The client's 操作状态 filter (true: succeeded); a column the database derives from `resultCode` (migration 0009).
  /**
   * @title 是否成功
   * @readOnly
   */
  success?: boolean;
  // The time the row was written, equal to the start time: the client's date range filters by it.
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
