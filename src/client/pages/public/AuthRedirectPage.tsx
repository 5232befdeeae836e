import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MessagePage } from '../../components/index.ts';
import { getAccessToken } from '../../api/index.ts';
import { safeRedirect } from '../../routes/index.ts';
import { BackToLogin } from './BackToLogin.tsx';

/** Where a third-party popup lands: yudao hands the query to its opener through this storage key. */
export const OAUTH_CODE_KEY = 'x-admin-oauth-code';

/**
 * `/auth-redirect` finishes a round trip: a provider's answer (`type`, `code`, `state`) goes on to /social-login;
 * in a popup it is handed to the opener (yudao's storage key) and the popup closes; an SSO round trip's
 * `redirect` (back to /sso with the application's request) is followed once signed in, through /login otherwise.
 */
export default function AuthRedirectPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (window.opener) {
      try {
        localStorage.setItem(OAUTH_CODE_KEY, query.toString());
      } catch {
        /* storage unavailable: nothing to hand over */
      }
      window.close();
      return;
    }
    if (query.get('code') && query.get('state') && query.get('type')) {
      navigate(`/social-login?${query.toString()}`, { replace: true });
      return;
    }
    const redirect = query.get('redirect');
    if (redirect) {
      const target = safeRedirect(redirect);
      navigate(getAccessToken() ? target : `/login?redirect=${encodeURIComponent(target)}`, { replace: true });
    }
  }, [navigate]);
  return (
    <MessagePage fullScreen testId="page-auth-redirect" title={translate('app.public.authRedirectTitle')} actions={<BackToLogin />}>
      <p>{translate('app.public.authRedirectBody')}</p>
    </MessagePage>
  );
}
