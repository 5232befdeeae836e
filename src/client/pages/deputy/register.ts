import GroupIcon from '@mui/icons-material/GroupAddOutlined';
import { createElement, lazy } from 'react';
import { installDeputyWidget } from '../../components/deputyPicker/register.ts';
import { registerRowAction } from '../../resources/extensions.ts';
import { registerPages } from '../../routes/registry.ts';

/**
 * The deputy side of issue 16 in the client: `@widget deputies` in generated forms, 小组成员维护 on a deputy group's
 * row, the demos page (menu key demos/home/index, fixed route demos/home) and the personal centre. All load lazily.
 */
export function installDeputyFeatures(): void {
  installDeputyWidget();
  registerRowAction('group', {
    key: 'update-user',
    label: 'app.deputy.groupMembers',
    permission: 'renda:group:update-user',
    icon: createElement(GroupIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./GroupMembersDialog.tsx')),
  });
  const demos = () => import('../demos/DemosPage.tsx');
  registerPages({
    'demos/home': demos,
    'demos/home/index': demos,
    'system/user/profile/index': () => import('../profile/ProfilePage.tsx'),
  });
}
