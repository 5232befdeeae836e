import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import { createElement, lazy } from 'react';
import { registerRowAction } from '../../resources/extensions.ts';

/**
 * Around the generated screens of issue 18: 令牌管理's 强退 on each token row (the SMS and OAuth2 client screens
 * are the generated ones as they are).
 */
export function installSignInFeatures(): void {
  registerRowAction('oauth2Token', {
    key: 'force-logout',
    label: 'app.signIn.forceLogout',
    permission: 'system:oauth2-token:delete',
    icon: createElement(LogoutIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./ForceLogoutDialog.tsx')),
  });
}
