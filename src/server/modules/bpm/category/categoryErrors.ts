import type { ErrorCode } from '../../../../shared/errorCodes.ts';

/**
 * yudao's 1_009_012_xxx (ErrorCodeConstants, BpmCategoryServiceImpl): 000–002 are also the manifest's not-found and
 * uniqueness rules; 050 and 051 are ours, the refusals to delete a category that a model still names or to change
 * its code.
 */
export const CategoryErrors = {
  NOT_EXISTS: { code: 1009012000, msg: '流程分类不存在' },
  NAME_DUPLICATE: { code: 1009012001, msg: '流程分类名字【{}】重复' },
  CODE_DUPLICATE: { code: 1009012002, msg: '流程分类编码【{}】重复' },
  IN_USE: { code: 1009012050, msg: '流程分类已被流程模型使用，不能删除' },
  IN_USE_CODE: { code: 1009012051, msg: '流程分类已被流程模型使用，不能修改编码' },
} satisfies Record<string, ErrorCode>;
