/** Error codes of liaison stations and their public page (1_010_009_0xx, decisions.md 13). {} is filled where thrown. */
export const StationErrors = {
  NOT_EXISTS: { code: 1010009000, msg: '联络站不存在' },
  CODE_TAKEN: { code: 1010009001, msg: '联络站编码【{}】已被使用，请换一个' },
  NAME_TAKEN: { code: 1010009002, msg: '已经存在名为【{}】的联络站' },
  NOT_DEPUTY: { code: 1010009003, msg: '驻站代表【{}】不是本单位的人大代表' },
  COORDINATES_INCOMPLETE: { code: 1010009004, msg: '经度和纬度须同时填写' },
  AREA_NOT_EXISTS: { code: 1010009005, msg: '所属选区不存在' },
  // the public page (docs/stations.md)
  PUBLIC_STATION_UNKNOWN: { code: 1010009010, msg: '联络站不存在或已停用，请重新扫描联络站的二维码' },
  PUBLIC_SENSITIVE: { code: 1010009011, msg: '反馈内容含有不当用语【{}】，请修改后再提交' },
  PUBLIC_STATION_BUSY: { code: 1010009012, msg: '该联络站近一小时收到的反馈过多，请稍后再试' },
  PUBLIC_TOO_MANY_PHOTOS: { code: 1010009013, msg: '照片最多 {} 张' },
  PUBLIC_CONTENT_EMPTY: { code: 1010009014, msg: '反馈内容不能为空' },
  PUBLIC_TRACK_NOT_FOUND: { code: 1010009015, msg: '查询码或手机号不正确' },
  PUBLIC_PHOTO_UNKNOWN: { code: 1010009016, msg: '照片须通过本页面上传，请重新上传' },
  PUBLIC_UPLOAD_TOO_MANY: { code: 1010009017, msg: '上传的照片过多，请稍后再试' },
} as const;
