import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { MessagePage } from '../../components/index.ts';
import { BackToLogin } from './BackToLogin.tsx';

/** Where a third-party popup lands: yudao hands the query to its opener through this storage key. */
export const OAUTH_CODE_KEY = 'x-admin-oauth-code';

/** `/auth-redirect`: store the provider's answer for the opener window, then try to close the popup. */
export default function AuthRedirectPage() {
  const translate = useTranslate();
  useEffect(() => {
    try {
      localStorage.setItem(OAUTH_CODE_KEY, window.location.search.slice(1));
    } catch {
      /* storage unavailable: nothing to hand over */
    }
    if (window.opener) window.close();
  }, []);
  return (
    <MessagePage fullScreen testId="page-auth-redirect" title={translate('app.public.authRedirectTitle')} actions={<BackToLogin />}>
      <p>{translate('app.public.authRedirectBody')}</p>
    </MessagePage>
  );
}
