/** zh-CN texts of permission assignment (yudao's wording): role menus, user roles, the menu tree table. */
export const zhCNPermission = {
  assignMenu: '菜单权限',
  assignRole: '分配角色',
  menuTitle: '菜单权限',
  roleTitle: '分配角色',
  roleName: '角色名称',
  roleCode: '角色标识',
  menus: '菜单权限',
  expand: '展开/折叠',
  checkAll: '全选/全不选',
  cascade: '父子联动',
  username: '用户名称',
  nickname: '用户昵称',
  roles: '角色',
  rolesPlaceholder: '请选择角色',
  saved: '分配成功',
};
