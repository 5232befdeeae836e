/** Error codes of duty activities (1_010_008_xxx, decisions.md 13). Messages with {} are filled where thrown. */
export const ActivityErrors = {
  NOT_EXISTS: { code: 1010008000, msg: '履职活动不存在' },
  END_BEFORE_START: { code: 1010008001, msg: '结束时间不能早于开始时间' },
  COORDINATES_INCOMPLETE: { code: 1010008002, msg: '经度和纬度须同时填写' },
  NOT_DEPUTY: { code: 1010008003, msg: '参加代表【{}】不是本单位的人大代表' },
} as const;
