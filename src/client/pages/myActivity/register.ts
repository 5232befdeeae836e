import GroupsIcon from '@mui/icons-material/Groups';
import { createElement, lazy } from 'react';
import { registerRowAction } from '../../resources/extensions.ts';
import { registerPages } from '../../routes/registry.ts';

/**
 * 我的活动 (a deputy's page: sign up, check in) and 参加情况 on the staff's 履职活动 rows (the roster, attendance by
 * hand). docs/activities.md "Sign-up, check-in and the roster".
 */
export function installMyActivityFeatures(): void {
  registerPages({ 'renda/activity/my': () => import('./MyActivityPage.tsx') });
  registerRowAction('activity', {
    key: 'roster',
    label: 'app.myActivity.roster',
    permission: 'renda:activity:query',
    icon: createElement(GroupsIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./RosterDialog.tsx')),
  });
}
