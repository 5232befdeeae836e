import type { ErrorCode } from '../../../shared/errorCodes.ts';

/**
 * Business error codes of the user, role and menu screens (yudao's system ErrorCodeConstants, API-CONTRACT §3.2–3.4).
 * `{}` placeholders are filled by `fail(code, ...args)`.
 */
const ec = (code: number, msg: string): ErrorCode => Object.freeze({ code, msg });

export const MenuErrors = {
  NAME_DUPLICATE: ec(1002001000, '已经存在该名字的菜单'),
  PARENT_NOT_EXISTS: ec(1002001001, '父菜单不存在'),
  PARENT_ERROR: ec(1002001002, '不能设置自己为父菜单'),
  PARENT_IS_CHILD: ec(1002001002, '不能设置自己的子菜单为父菜单'),
  NOT_EXISTS: ec(1002001003, '菜单不存在'),
  EXISTS_CHILDREN: ec(1002001004, '存在子菜单，无法删除'),
  PARENT_NOT_DIR_OR_MENU: ec(1002001005, '父菜单的类型必须是目录或者菜单'),
};

export const RoleErrors = {
  NOT_EXISTS: ec(1002002000, '角色不存在'),
  NAME_DUPLICATE: ec(1002002001, '已经存在名为【{}】的角色'),
  CODE_DUPLICATE: ec(1002002002, '已经存在编码为【{}】的角色'),
  CAN_NOT_UPDATE_SYSTEM_TYPE: ec(1002002003, '不能操作类型为系统内置的角色'),
  IS_DISABLE: ec(1002002004, '名字为【{}】的角色已被禁用'),
  CODE_RESERVED: ec(1002002005, '编码【{}】不能使用'),
  ONLY_SUPER_ADMIN_GRANTS_SUPER_ADMIN: ec(403, '只有超级管理员可以授予或收回超级管理员角色'),
  // who may change whom (user/userProtection.ts)
  ONLY_TENANT_ADMIN_GRANTS_TENANT_ADMIN: ec(403, '只有超级管理员和租户管理员可以授予或收回租户管理员角色'),
};

export const UserErrors = {
  USERNAME_EXISTS: ec(1002003000, '用户账号已经存在'),
  MOBILE_EXISTS: ec(1002003001, '手机号已经存在'),
  EMAIL_EXISTS: ec(1002003002, '邮箱已经存在'),
  NOT_EXISTS: ec(1002003003, '用户不存在'),
  IMPORT_LIST_IS_EMPTY: ec(1002003004, '导入用户数据不能为空！'),
  PASSWORD_FAILED: ec(1002003005, '用户密码校验失败'),
  IS_DISABLE: ec(1002003006, '名字为【{}】的用户已被禁用'),
  COUNT_MAX: ec(1002003008, '创建用户失败，原因：超过租户最大租户配额({})！'),
  DELETE_SELF: ec(400, '不能删除当前登录的用户'),
  DISABLE_SELF: ec(400, '不能禁用当前登录的用户'),
  RENDA_NO_SEARCH_DENIED: ec(403, '只有超级管理员和代表联络工作人员可以按代表证号查询'),
  // who may change whom (user/userProtection.ts)
  ONLY_SUPER_ADMIN_MANAGES_SUPER_ADMIN: ec(403, '只有超级管理员可以修改超级管理员账号'),
  ONLY_TENANT_ADMIN_MANAGES_TENANT_ADMIN: ec(403, '只有超级管理员和租户管理员可以修改租户管理员账号'),
  PICKER_ROLE_DENIED: ec(403, '只能选择人大代表：按其他角色查找用户需要用户查询权限'),
};

// departments and posts (issue 12): yudao v1.6.2's DEPT_* and POST_* codes
export const DeptErrors = {
  NAME_DUPLICATE: ec(1002004000, '已经存在该名字的部门'),
  PARENT_NOT_EXITS: ec(1002004001, '父级部门不存在'),
  NOT_FOUND: ec(1002004002, '当前部门不存在'),
  EXITS_CHILDREN: ec(1002004003, '存在子部门，无法删除'),
  PARENT_ERROR: ec(1002004004, '不能设置自己为父部门'),
  EXISTS_USER: ec(1002004005, '部门中存在员工，无法删除'),
  NOT_ENABLE: ec(1002004006, '部门({})不处于开启状态，不允许选择'),
  PARENT_IS_CHILD: ec(1002004007, '不能设置自己的子部门为父部门'),
};

export const PostErrors = {
  NOT_FOUND: ec(1002005000, '当前岗位不存在'),
  NOT_ENABLE: ec(1002005001, '岗位({}) 不启用'),
  NAME_DUPLICATE: ec(1002005002, '已经存在该名字的岗位'),
  CODE_DUPLICATE: ec(1002005003, '已经存在该标识的岗位'),
};

/** yudao's CommonStatusEnum. */
export const STATUS = { ENABLE: 0, DISABLE: 1 } as const;
