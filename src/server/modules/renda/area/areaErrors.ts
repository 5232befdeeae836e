import type { ErrorCode } from '../../../../shared/errorCodes.ts';

/** Error codes of electoral areas (1_010_005_xxx; 000 and 001 are the manifest's unique rule and notFound). */
export const AreaErrors = {
  PARENT_NOT_EXISTS: { code: 1010005002, msg: '上级选区不存在' },
  PARENT_ERROR: { code: 1010005003, msg: '不能设置自己为上级选区' },
  PARENT_IS_CHILD: { code: 1010005004, msg: '不能设置自己的下级选区为上级选区' },
  EXISTS_CHILDREN: { code: 1010005005, msg: '存在下级选区，无法删除' },
  EXISTS_DEPUTY: { code: 1010005006, msg: '选区中还有代表，无法删除' },
  NOT_USABLE: { code: 1010005007, msg: '选区不存在或已停用，不能选择' },
} as const satisfies Record<string, ErrorCode>;
