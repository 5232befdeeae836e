/**
 * A tenant package (yudao system_tenant_package): the menus its tenants may use. A tenant's roles grant only menus
 * of its package; changing the menus here changes every tenant that has the package (their tenant_admin role gets
 * exactly these menus, other roles lose the ones dropped). Managed by the platform tenant only.
 * @title 租户套餐
 */
export interface TenantPackage {
  /**
   * @title 套餐编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 套餐名
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   */
  status: number;
  /**
   * @title 备注
   * @maxLength 256
   */
  remark?: string;
  /**
   * @title 菜单权限
   * @maxItems 10000
   */
  menuIds: MenuId[];
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}

/**
 * @title 菜单编号
 * @asType integer
 * @minimum 1
 */
type MenuId = number;
