/**
 * A role of one tenant (yudao system_role). `code` is fixed at creation (`super_admin` and `tenant_admin` are
 * reserved); built-in roles (type 1) come from the seed and cannot be changed or deleted; `status` is changed
 * through update-status, the menus a role grants through /system/permission/assign-role-menu.
 * @title 角色
 */
export interface Role {
  /**
   * @title 角色编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 角色名称
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  /**
   * @title 角色标识
   * @minLength 1
   * @maxLength 100
   * @pattern ^[A-Za-z][A-Za-z0-9_-]*$
   * @errorMessage {"pattern": "角色标识只能包含字母、数字、下划线和中划线，且以字母开头"}
   * @createOnly true
   */
  code: string;
  /**
   * @title 显示顺序
   * @asType integer
   * @minimum 0
   */
  sort: number;
  /**
   * @title 角色状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   * @createOnly true
   */
  status?: number;
  /**
   * @title 角色类型
   * @asType integer
   * @dict system_role_type
   * @readOnly
   */
  type?: number;
  /**
   * @title 数据范围
   * @asType integer
   * @dict system_data_scope
   * @readOnly
   */
  dataScope?: number;
  /**
   * @title 数据范围(指定部门)
   * @readOnly
   */
  dataScopeDeptIds?: DeptId[];
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

/**
 * @title 部门编号
 * @asType integer
 * @minimum 1
 */
type DeptId = number;
