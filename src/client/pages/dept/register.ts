import DataScopeIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { WidgetProps } from '@rjsf/utils';
import { createElement, lazy, Suspense } from 'react';
import { registerFormWidget, registerListView, registerRowAction } from '../../resources/extensions.ts';

/**
 * Departments and posts around the generated screens (issue 12): 部门管理 as a tree table, the department tree
 * beside 用户管理, the department tree select of the user and department forms, and a role's 数据权限. The
 * screens and dialogs load when first shown.
 */
export function installDeptFeatures(): void {
  registerListView('dept', lazy(() => import('../permission/MenuTreeList.tsx')));
  registerListView('user', lazy(() => import('./UserListWithDepts.tsx')));
  const DeptTreeSelectWidget = lazy(() => import('./DeptTreeSelectWidget.tsx'));
  registerFormWidget('deptTreeSelect', (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(DeptTreeSelectWidget, props)));
  registerRowAction('role', {
    key: 'data-scope',
    label: 'app.dept.dataScope',
    permission: 'system:permission:assign-role-data-scope',
    icon: createElement(DataScopeIcon, { fontSize: 'small' }),
    // built-in roles keep their scope (the server refuses: 不能操作类型为系统内置的角色)
    visible: (row) => Number(row.type) !== 1,
    dialog: lazy(() => import('./RoleDataScopeDialog.tsx')),
  });
}
