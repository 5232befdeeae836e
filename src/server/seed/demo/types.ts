/**
 * Shapes of the demo seed data. Pure data: the inserting code lives in src/server/seed/ and maps these onto rows
 * (ids are stable so that role grants and later migrations can refer to them).
 */

export interface MenuSeed {
  id: number;
  name: string;
  permission?: string;
  /** 1 directory, 2 page (menu), 3 button */
  type: 1 | 2 | 3;
  sort: number;
  parentId: number;
  /** absolute (`/system`, or an http(s) link) at the top level, relative below */
  path?: string;
  icon?: string;
  /** view key (`system/user/index`) for pages; null for directories */
  component?: string | null;
  componentName?: string;
  visible?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  /** hidden pages: full path of the sidebar entry to highlight while they are open (route meta.activeMenu) */
  activeMenu?: string;
}

export interface RoleSeed {
  id: number;
  name: string;
  code: string;
  sort: number;
  /** 1 system (built-in), 2 custom */
  type: 1 | 2;
  remark?: string;
  /** menu ids granted; super_admin needs none (it gets everything implicitly) */
  menuIds: number[];
}

export interface UserSeed {
  id: number;
  username: string;
  /** plain text here; the seeder hashes it */
  password: string;
  nickname: string;
  rendaNo?: string;
  mobile?: string;
  email?: string;
  /** 1 male, 2 female, 3 unknown */
  sex: 1 | 2 | 3;
  remark?: string;
  roleCodes: string[];
  /** the department's name in the tenant's organisation (org.ts) */
  deptName?: string;
  /** codes of the posts the user holds (org.ts) */
  postCodes?: string[];
}

/** A department of a tenant's organisation; the tree is given by the parent's name (names are unique in a seed). */
export interface DeptSeed {
  name: string;
  parentName?: string;
  sort: number;
  /** the head, a demo user of the same tenant */
  leaderUsername?: string;
  phone?: string;
  email?: string;
}

export interface PostSeed {
  code: string;
  name: string;
  sort: number;
  remark?: string;
}

export interface DictTypeSeed {
  name: string;
  type: string;
  remark?: string;
  data: DictDataSeed[];
}

export interface DictDataSeed {
  value: string;
  label: string;
  colorType?: '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';
  cssClass?: string;
  remark?: string;
}

export interface ConfigSeed {
  category: string;
  name: string;
  key: string;
  value: string;
  /** 1 system (built-in, undeletable), 2 custom */
  type: 1 | 2;
  visible: boolean;
  remark?: string;
}

export interface TenantSeed {
  id: number;
  name: string;
  contactName: string;
  contactMobile?: string;
  /** 绑定域名: yudao 1.6.2's tenant form requires one (migration 0037) */
  domain: string;
  /** 0 enabled, 1 disabled */
  status: 0 | 1;
  expireTime: string /* ISO date */;
  accountCount: number;
  /** name of the tenant's package (tenantPackages.ts); none: the platform tenant, package 0, every menu */
  packageName?: string;
}

export interface TenantPackageSeed {
  name: string;
  remark?: string;
  /** menu ids the package's tenants may use */
  menuIds: number[];
}
