import UploadIcon from '@mui/icons-material/Upload';
import { createElement, lazy } from 'react';
import { registerListToolbarAction } from '../../resources/extensions.ts';

/** The permission of yudao's 导入 button and of both import routes (seeded as a button of 用户管理). */
export const USER_IMPORT_PERMISSION = 'system:user:import';

/** 导入 in the generated user list's toolbar (issue 3). Light on purpose: the dialog loads when first opened. */
export function installUserImport(): void {
  registerListToolbarAction('user', {
    key: 'import',
    label: 'app.userImport.button',
    permission: USER_IMPORT_PERMISSION,
    color: 'info',
    icon: createElement(UploadIcon),
    dialog: lazy(() => import('./UserImportDialog.tsx')),
  });
}
