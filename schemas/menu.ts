/**
 * A menu entry (yudao system_menu), shared by all tenants: directories (type 1) hold pages (type 2), pages hold
 * buttons (type 3) whose `permission` codes guard the API. The list is flat; clients build the tree by `parentId`.
 * @title 菜单
 */
export interface Menu {
  /**
   * @title 菜单编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 菜单名称
   * @minLength 1
   * @maxLength 50
   */
  name: string;
  /**
   * @title 权限标识
   * @maxLength 100
   * @pattern ^([a-z][a-z0-9-]*(:[a-z][a-z0-9-]*){2})?$
   * @errorMessage {"pattern": "权限标识格式应为 模块:资源:操作，如 system:user:query"}
   * @default ""
   */
  permission?: string;
  /**
   * @title 菜单类型
   * @asType integer
   * @dict system_menu_type
   * @minimum 1
   * @maximum 3
   */
  type: number;
  /**
   * @title 显示顺序
   * @asType integer
   * @minimum 0
   */
  sort: number;
  /**
   * @title 上级菜单
   * @asType integer
   * @minimum 0
   * @default 0
   */
  parentId: number;
  /**
   * @title 路由地址
   * @maxLength 200
   * @default ""
   */
  path?: string;
  /**
   * @title 菜单图标
   * @maxLength 100
   * @default "#"
   */
  icon?: string;
  /**
   * @title 组件路径
   * @maxLength 255
   */
  component?: string;
  /**
   * @title 组件名称
   * @maxLength 255
   */
  componentName?: string;
  /**
   * @title 菜单状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   */
  status: number;
  /**
   * @title 是否可见
   * @default true
   */
  visible?: boolean;
  /**
   * @title 是否缓存
   * @default true
   */
  keepAlive?: boolean;
  /**
   * @title 总是显示
   * @default true
   */
  alwaysShow?: boolean;
  /**
   * @title 高亮菜单
   * @description 隐藏页面打开时侧边栏高亮的菜单的完整路由地址，如 /system/dict；留空时高亮页面本身
   * @maxLength 255
   * @default ""
   */
  activeMenu?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
