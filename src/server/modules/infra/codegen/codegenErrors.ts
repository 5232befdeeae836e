import type { ErrorCode } from '../../../../shared/errorCodes.ts';

const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

/**
 * yudao's code generator codes (API-CONTRACT §4.5); ours beside them from 1003001010: what generating a resource into
 * the running platform can refuse.
 */
export const CodegenErrors = {
  TABLE_EXISTS: ec(1003001000, '表定义已经存在'),
  IMPORT_TABLE_NULL: ec(1003001001, '导入的表不存在'),
  IMPORT_COLUMNS_NULL: ec(1003001002, '导入的字段不存在'),
  TABLE_NOT_EXISTS: ec(1003001004, '表定义不存在'),
  COLUMN_NOT_EXISTS: ec(1003001005, '字段义不存在'),
  SYNC_COLUMNS_NULL: ec(1003001006, '同步的字段不存在'),
  SYNC_NONE_CHANGE: ec(1003001007, '同步失败，不存在改变'),
  TABLE_COMMENT_IS_NULL: ec(1003001008, '数据库的表注释未填写'),
  COLUMN_COMMENT_IS_NULL: ec(1003001009, '数据库的表字段({})注释未填写'),
  NO_ID_COLUMN: ec(1003001010, '表必须有名为 id 的整数主键，才能生成'),
  NAME_INVALID: ec(1003001011, '模块名和业务名只能包含小写字母、数字和短横线，且以字母开头'),
  CONFLICT: ec(1003001012, '生成失败：{}'),
  NOT_GENERATED: ec(1003001013, '该表尚未生成到平台'),
  PARENT_MENU_INVALID: ec(1003001014, '上级菜单不存在或不是目录'),
  CONDITION_INVALID: ec(1003001015, '查询方式只能是 =、>=、LIKE 或 BETWEEN'),
  TABLE_NAME_INVALID: ec(1003001016, '表名只能包含小写字母、数字和下划线，且以字母开头'),
  DICT_TYPE_NOT_EXISTS: ec(1003001017, '字典类型({})不存在'),
  NOT_MASTER_SOURCE: ec(1003001018, '只有主数据源（master）的表可以生成到平台，其他数据源的表只能预览和下载代码'),
};
