/**
 * A deputy group (代表小组): deputies who do their duty work together. Members are kept by `updateuser`.
 * @title 代表小组
 */
export interface Group {
  /**
   * @title 小组编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 小组名称
   * @minLength 1
   * @maxLength 50
   */
  name: string;
  // The kind of delegation the group works in (区代表团 …): a type, not a delegation (docs/deputies.md).
  /**
   * @title 代表团类型
   * @dict renda_delegation_type
   * @maxLength 100
   */
  delegationType?: string;
  /**
   * @title 显示顺序
   * @asType integer
   * @minimum 0
   */
  sort: number;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @default 0
   */
  status: number;
  /**
   * @title 成员数
   * @asType integer
   * @readOnly
   * @virtual true
   */
  memberCount?: number;
  /**
   * @title 备注
   * @maxLength 500
   */
  remark?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
