/** Error codes of 履职登记 (1_010_011_1xx, decision 96). Messages with {} are filled where thrown. */
export const DutyRegisterErrors = {
  NOT_EXISTS: { code: 1010011100, msg: '履职登记不存在' },
  NOT_EDITABLE: { code: 1010011101, msg: '履职登记已审核通过，不能修改或删除' },
  WRONG_STATE: { code: 1010011102, msg: '履职登记当前为【{}】状态，不能审核' },
  REASON_REQUIRED: { code: 1010011103, msg: '退回履职登记请填写退回理由' },
  PHOTO_NOT_IMAGE: { code: 1010011104, msg: '照片须为本系统上传的图片（JPG、PNG、GIF、WEBP，每张不超过 10 MB）' },
  TYPE_UNKNOWN: { code: 1010011105, msg: '履职类型【{}】不存在' },
  NOT_DEPUTY: { code: 1010011106, msg: '只有人大代表可以登记履职' },
} as const;

/** `renda_duty_register_status` (seeded by migration 0045). */
export const DUTY_STATUS = { PENDING: 0, APPROVED: 1, RETURNED: 2 } as const;

export const DUTY_STATUS_LABELS: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已退回' };
