/**
 * A tenant (yudao system_tenant): one congress using the platform, with its package (the menus it may use), contact,
 * expiry and account quota. Creating one also creates its administrator (`username`, `password`: given on create,
 * not stored here) holding the tenant_admin role with the package's menus. The platform's own tenant (package 0)
 * cannot be changed or deleted. Managed by the platform tenant only.
 * @title 租户
 */
export interface Tenant {
  /**
   * @title 租户编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 租户名
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  /**
   * @title 联系人
   * @minLength 1
   * @maxLength 30
   */
  contactName: string;
  /**
   * @title 联系手机
   * @format mobile
   * @maxLength 11
   * @errorMessage {"format": "手机号格式不正确", "maxLength": "手机号格式不正确"}
   */
  contactMobile?: string;
  /**
   * @title 租户状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   */
  status: number;
  /**
   * @title 绑定域名
   * @pattern ^(https?://)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:[0-9]{1,5})?(/\S*)?$
   * @maxLength 256
   * @errorMessage {"pattern": "绑定域名必须是域名或网址（如 rd.example.cn 或 https://rd.example.cn）"}
   */
  domain?: string;
  /**
   * @title 租户套餐
   * @asType integer
   * @minimum 0
   */
  packageId: number;
  /**
   * @title 套餐名
   * @virtual true
   * @readOnly
   */
  packageName?: string;
  // The tenant tree (decision 101): a province's staff read the aggregates of the tenants below it (省级统计).
  /**
   * @title 上级租户
   * @asType integer
   * @minimum 1
   * @reference {"resource": "tenant", "as": "parentName"}
   */
  parentId?: number;
  /**
   * @title 过期时间
   * @format timestamp
   */
  expireTime: number;
  /**
   * @title 账号额度
   * @asType integer
   * @minimum 1
   * @maximum 100000
   */
  accountCount: number;
  /**
   * @title 用户名称
   * @minLength 4
   * @maxLength 30
   * @pattern ^[a-zA-Z0-9]{4,30}$
   * @errorMessage {"minLength": "用户账号长度为 4-30 个字符", "maxLength": "用户账号长度为 4-30 个字符", "pattern": "用户账号由 4-30 位数字和字母组成"}
   * @virtual true
   * @createOnly true
   */
  username: string;
  /**
   * @title 用户密码
   * @minLength 4
   * @maxLength 16
   * @errorMessage {"minLength": "密码长度为 4-16 位", "maxLength": "密码长度为 4-16 位"}
   * @virtual true
   * @writeOnly
   * @createOnly true
   */
  password: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
