import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/** yudao's infra file codes (API-CONTRACT §4.4), and ours for what an upload and a storage key must be. */
export const FileErrors = {
  NOT_EXISTS: ec(1001003001, '文件不存在'),
  IS_EMPTY: ec(1001003002, '文件为空'),
  TYPE_NOT_ALLOWED: ec(1001003003, '文件格式不正确，请上传 {} 格式的文件'),
  TOO_LARGE: ec(1001003004, '文件大小不能超过 {}'),
  PATH_INVALID: ec(1001003005, '文件路径不正确：{}'),
  // Ours: a zip-based upload past zipLimits.ts's limits (a zip bomb), with the reason.
  CONTENT_REFUSED: ec(1001003006, '文件内容异常：{}'),
  CONFIG_NOT_EXISTS: ec(1001006000, '文件配置不存在'),
  CONFIG_DELETE_FAIL_MASTER: ec(1001006001, '该文件配置不允许删除，原因：它是主配置，删除会导致无法上传文件'),
  STORAGE_NOT_SUPPORTED: ec(1001006002, '暂不支持该存储器：{}'),
  CONFIG_INVALID: ec(1001006003, '文件配置不正确：{}'),
  STORAGE_UNAVAILABLE: ec(1001006004, '文件存储不可用：{}'),
};
