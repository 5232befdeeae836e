/**
 * A BPM user group (yudao bpm_user_group): people an assign rule of type 40 (用户组) gives a task to, whatever their
 * department or role. A disabled group cannot be picked in a rule and assigns nobody.
 * @title 用户组
 */
export interface BpmUserGroup {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 组名
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  /**
   * @title 描述
   * @minLength 1
   * @maxLength 255
   */
  description: string;
  /**
   * @title 成员
   * @minItems 1
   * @maxItems 500
   * @uniqueItems true
   */
  memberUserIds: MemberUserId[];
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @default 0
   */
  status: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}

/**
 * @title 成员编号
 * @asType integer
 * @minimum 1
 */
type MemberUserId = number;
