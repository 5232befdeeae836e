/**
 * One execution of a job, or one retry of it (yudao infra_job_log). Written by the scheduler (modules/infra/job);
 * read-only here.
 * @title 定时任务日志
 */
export interface JobLog {
  /**
   * @title 日志编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 任务编号
   * @asType integer
   * @readOnly
   */
  jobId?: number;
  /**
   * @title 处理器的名字
   * @maxLength 64
   * @readOnly
   */
  handlerName?: string;
  /**
   * @title 处理器的参数
   * @maxLength 255
   * @readOnly
   */
  handlerParam?: string;
  /**
   * 1 为首次执行，2 为第一次重试，依此类推
   * @title 第几次执行
   * @asType integer
   * @readOnly
   */
  executeIndex?: number;
  /**
   * @title 执行时间
   * @format timestamp
   * @readOnly
   */
  beginTime?: number;
  /**
   * @title 结束执行时间
   * @format timestamp
   * @readOnly
   */
  endTime?: number;
  /**
   * 单位：毫秒
   * @title 执行时长
   * @asType integer
   * @readOnly
   */
  duration?: number;
  /**
   * @title 任务状态
   * @asType integer
   * @dict infra_job_log_status
   * @readOnly
   */
  status?: number;
  /**
   * 处理器返回的结果，或失败时的错误信息
   * @title 结果数据
   * @maxLength 4000
   * @readOnly
   */
  result?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
