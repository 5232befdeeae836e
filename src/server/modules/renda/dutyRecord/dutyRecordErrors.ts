/** Error codes of the record of duty and terms (1_010_012_0xx, decision 98). Messages with {} are filled where thrown. */
export const DutyRecordErrors = {
  DEPUTY_NOT_EXISTS: { code: 1010012000, msg: '代表不存在' },
  TERM_NOT_EXISTS: { code: 1010012001, msg: '届次不存在' },
  PERIOD_REQUIRED: { code: 1010012002, msg: '请选择年度或届次' },
  TERM_DATES: { code: 1010012003, msg: '届次的结束日期不能早于开始日期' },
  RECEPTION_NOT_STATIONED: { code: 1010012010, msg: '您不是联络站【{}】的驻站代表，不能在此签到接待' },
  RECEPTION_NO_PLACE: { code: 1010012011, msg: '联络站【{}】未设置经纬度，无法签到接待，请联系工作人员补充' },
  RECEPTION_OUT_OF_RANGE: { code: 1010012012, msg: '您距联络站 {} 米，超出接待签到范围 {} 米' },
  RECEPTION_ALREADY: { code: 1010012013, msg: '您今天已在联络站【{}】签到接待（{}），无需重复签到' },
  RECEPTION_STATION_NOT_EXISTS: { code: 1010012014, msg: '联络站不存在或已停用' },
} as const;
