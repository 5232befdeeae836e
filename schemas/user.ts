/**
 * A back-office account of one tenant (yudao system_users). `username` is fixed at creation; the password is
 * write-only (stored as an argon2 hash, never returned) and changed through update-password; `status` is changed
 * through update-status (disabling ends the user's sessions).
 * @title 用户
 */
export interface User {
  /**
   * @title 用户编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 用户账号
   * @minLength 4
   * @maxLength 30
   * @pattern ^[a-zA-Z0-9]{4,30}$
   * @errorMessage {"minLength": "用户账号长度为 4-30 个字符", "maxLength": "用户账号长度为 4-30 个字符", "pattern": "用户账号由 4-30 位数字和字母组成"}
   * @createOnly true
   */
  username: string;
  /**
   * @title 用户昵称
   * @minLength 1
   * @maxLength 30
   */
  nickname: string;
  /**
   * @title 用户密码
   * @minLength 4
   * @maxLength 16
   * @errorMessage {"minLength": "密码长度为 4-16 位", "maxLength": "密码长度为 4-16 位"}
   * @writeOnly
   * @createOnly true
   */
  password: string;
  /**
   * @title 备注
   * @maxLength 500
   */
  remark?: string;
  /**
   * @title 部门编号
   * @asType integer
   * @minimum 1
   */
  deptId?: number;
  /**
   * @title 部门
   * @readOnly
   * @virtual true
   * @lookup {"table": "system_dept", "key": "deptId", "field": "name"}
   */
  deptName?: string;
  /**
   * @title 岗位
   * @virtual true
   * @linked true
   * @maxItems 50
   * @uniqueItems true
   */
  postIds?: PostId[];
  /**
   * @title 用户邮箱
   * @format email
   * @maxLength 50
   * @errorMessage {"format": "邮箱格式不正确", "maxLength": "邮箱长度不能超过 50 个字符"}
   */
  email?: string;
  /**
   * @title 手机号码
   * @format mobile
   * @maxLength 11
   * @errorMessage {"format": "手机号格式不正确", "maxLength": "手机号格式不正确"}
   */
  mobile?: string;
  /**
   * @title 用户性别
   * @asType integer
   * @dict system_user_sex
   * @minimum 1
   * @maximum 3
   * @default 3
   */
  sex?: number;
  /**
   * @title 用户头像
   * @maxLength 512
   * @default ""
   */
  avatar?: string;
  /**
   * @title 帐号状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   * @createOnly true
   */
  status?: number;
  /**
   * @title 代表证号
   * @maxLength 32
   */
  rendaNo?: string;
  /**
   * @title 代表层级
   * @dict renda_five_level
   * @maxLength 10
   */
  deputyLevel?: string;
  /**
   * @title 代表团类型
   * @dict renda_delegation_type
   * @maxLength 10
   */
  delegationType?: string;
  /**
   * @title 选区编号
   * @asType integer
   * @minimum 1
   */
  areaId?: number;
  /**
   * @title 选区
   * @readOnly
   * @virtual true
   * @lookup {"table": "renda_area", "key": "areaId", "field": "name"}
   */
  areaName?: string;
  /**
   * @title 选区来源
   * @dict renda_area_source
   * @maxLength 10
   */
  areaSource?: string;
  /**
   * @title 连任状态
   * @dict renda_reappointment_status
   * @maxLength 10
   */
  reappointmentStatus?: string;
  /**
   * @title 学历
   * @dict renda_education
   * @maxLength 10
   */
  education?: string;
  /**
   * @title 城市
   * @dict renda_city
   * @maxLength 10
   */
  city?: string;
  /**
   * @title 功能区
   * @dict renda_functional_zone
   * @maxLength 10
   */
  functionalZone?: string;
  /**
   * @title 离任时间
   * @format timestamp
   */
  leaveTime?: number;
  // The nickname's pinyin and initials for the deputy picker's search, kept by the server (nicknamePinyin.ts).
  /**
   * @title 姓名拼音
   * @maxLength 200
   * @readOnly
   * @writeOnly
   */
  nicknamePinyin?: string;
  /**
   * @title 姓名首字母
   * @maxLength 60
   * @readOnly
   * @writeOnly
   */
  nicknameInitials?: string;
  /**
   * @title 最后登录IP
   * @maxLength 50
   * @readOnly
   */
  loginIp?: string;
  /**
   * @title 最后登录时间
   * @format timestamp
   * @readOnly
   */
  loginDate?: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}

/**
 * @title 岗位编号
 * @asType integer
 * @minimum 1
 */
type PostId = number;
