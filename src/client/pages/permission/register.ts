import AddIcon from '@mui/icons-material/Add';
import TreeIcon from '@mui/icons-material/AccountTreeOutlined';
import RolesIcon from '@mui/icons-material/ManageAccountsOutlined';
import { createElement, lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { registerFormWidget, registerListView, registerRowAction } from '../../resources/extensions.ts';

/** The built-in super administrator holds every permission by its role code: its menus are not edited (yudao). */
const isSuperAdminRole = (row: Record<string, unknown>): boolean => row.code === 'super_admin' && Number(row.type) === 1;

/**
 * Permission assignment on the generated role and user lists (issue 3): 菜单权限 on a role's row, 分配角色 on a
 * user's row; 菜单管理 as a tree table with 新增 of a child on each directory and page; the same menu tree picks a
 * tenant package's menus (issue 14). Light on purpose: the dialogs, the tree table and the widget load when first
 * shown.
 */
export function installPermissionActions(): void {
  registerRowAction('role', {
    key: 'assign-menu',
    label: 'app.permission.assignMenu',
    permission: 'system:permission:assign-role-menu',
    icon: createElement(TreeIcon, { fontSize: 'small' }),
    visible: (row) => !isSuperAdminRole(row),
    dialog: lazy(() => import('./RoleMenuDialog.tsx')),
  });
  registerRowAction('user', {
    key: 'assign-role',
    label: 'app.permission.assignRole',
    permission: 'system:permission:assign-user-role',
    icon: createElement(RolesIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./UserRoleDialog.tsx')),
  });
  registerListView('menu', lazy(() => import('./MenuTreeList.tsx')));
  const MenuTreeWidget = lazy(() => import('./MenuTreeWidget.tsx'));
  registerFormWidget('menuTree', (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(MenuTreeWidget, props)));
  registerRowAction('menu', {
    key: 'add-child',
    label: 'app.generated.add',
    permission: 'system:menu:create',
    icon: createElement(AddIcon, { fontSize: 'small' }),
    visible: (row) => Number(row.type) !== 3,
    dialog: lazy(() => import('./MenuChildDialog.tsx')),
  });
}
