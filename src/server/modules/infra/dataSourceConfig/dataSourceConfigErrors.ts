import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/** yudao's infra ErrorCodeConstants for 数据源配置 (1-001-007-xxx). */
export const DataSourceConfigErrors = {
  NOT_EXISTS: ec(1001007000, '数据源配置不存在'),
  NOT_OK: ec(1001007001, '数据源配置不正确，无法进行连接'),
};
