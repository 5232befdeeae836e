/**
 * A scheduled job (yudao infra_job): a built-in handler run on a Quartz cron expression, retried on failure, with a
 * log row per run (jobLog). The scheduler, the handlers and the irregular routes are in modules/infra/job
 * (docs/jobs.md). Shared by every tenant: only the platform tenant sees it.
 * @title 定时任务
 */
export interface Job {
  /**
   * @title 任务编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 任务名称
   * @minLength 1
   * @maxLength 32
   */
  name: string;
  /**
   * @title 任务状态
   * @asType integer
   * @dict infra_job_status
   * @readOnly
   */
  status?: number;
  /**
   * @title 处理器的名字
   * @minLength 1
   * @maxLength 64
   * @createOnly true
   */
  handlerName: string;
  /**
   * @title 处理器的参数
   * @maxLength 255
   */
  handlerParam?: string;
  /**
   * @title CRON 表达式
   * @minLength 1
   * @maxLength 64
   */
  cronExpression: string;
  /**
   * @title 重试次数
   * @asType integer
   * @minimum 0
   * @maximum 10
   */
  retryCount: number;
  /**
   * 单位：毫秒，0 表示失败后立即重试
   * @title 重试间隔
   * @asType integer
   * @minimum 0
   * @maximum 3600000
   */
  retryInterval: number;
  /**
   * 单位：毫秒；执行中的实例失联超过该时间后，由其他实例接管（0 表示取默认值）
   * @title 监控超时时间
   * @asType integer
   * @minimum 0
   * @maximum 86400000
   */
  monitorTimeout?: number;
  /**
   * @title 下次执行时间
   * @format timestamp
   * @readOnly
   */
  nextFireTime?: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
