/**
 * A department of one tenant (yudao system_dept): the standing committee's offices and committees, a tree by
 * `parentId` (0 is the root). The list is flat; clients build the tree. Users belong to one department, and a role's
 * data scope is expressed in departments.
 * @title 部门
 */
export interface Dept {
  /**
   * @title 部门编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 部门名称
   * @minLength 1
   * @maxLength 30
   * @errorMessage {"maxLength": "部门名称长度不能超过30个字符"}
   */
  name: string;
  /**
   * @title 上级部门
   * @asType integer
   * @minimum 0
   * @default 0
   */
  parentId?: number;
  /**
   * @title 显示顺序
   * @asType integer
   * @minimum 0
   */
  sort: number;
  /**
   * @title 负责人
   * @asType integer
   * @minimum 1
   */
  leaderUserId?: number;
  /**
   * @title 负责人
   * @readOnly
   * @virtual true
   * @lookup {"table": "system_users", "key": "leaderUserId", "field": "nickname"}
   */
  leaderNickname?: string;
  /**
   * @title 联系电话
   * @maxLength 11
   * @errorMessage {"maxLength": "联系电话长度不能超过11个字符"}
   */
  phone?: string;
  /**
   * @title 邮箱
   * @format email
   * @maxLength 50
   * @errorMessage {"format": "邮箱格式不正确", "maxLength": "邮箱长度不能超过 50 个字符"}
   */
  email?: string;
  /**
   * @title 部门状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   */
  status?: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
