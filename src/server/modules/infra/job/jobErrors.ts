import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/**
 * yudao's job codes (API-CONTRACT §4.3); ours beside them: 1001001006 a handler this server does not have, 1001001007
 * a parameter its handler refuses.
 */
export const JobErrors = {
  NOT_EXISTS: ec(1001001000, '定时任务不存在'),
  HANDLER_EXISTS: ec(1001001001, '定时任务的处理器已经存在'),
  CHANGE_STATUS_INVALID: ec(1001001002, '只允许修改为开启或者关闭状态'),
  CHANGE_STATUS_EQUALS: ec(1001001003, '定时任务已经处于该状态，无需修改'),
  UPDATE_ONLY_NORMAL_STATUS: ec(1001001004, '只有开启状态的任务，才可以修改'),
  CRON_EXPRESSION_VALID: ec(1001001005, 'CRON 表达式不正确'),
  HANDLER_NOT_EXISTS: ec(1001001006, '定时任务的处理器【{}】不存在'),
  HANDLER_PARAM_INVALID: ec(1001001007, '定时任务的参数不正确：{}'),
  LOG_NOT_EXISTS: ec(1001002000, '定时任务日志不存在'),
};

/** infra_job_status: 0 初始化中, 1 开启, 2 暂停. */
export const JobStatus = { INIT: 0, NORMAL: 1, STOP: 2 } as const;
/** infra_job_log_status: 0 运行中, 1 成功, 2 失败. */
export const JobLogStatus = { RUNNING: 0, SUCCESS: 1, FAILURE: 2 } as const;
