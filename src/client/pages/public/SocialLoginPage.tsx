import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, getRememberMe, setToken, systemApi } from '../../api/index.ts';
import { resetSession } from '../../auth/index.ts';
import { MessagePage, PageLoading } from '../../components/index.ts';
import { safeRedirect } from '../../routes/index.ts';
import { BackToLogin } from './BackToLogin.tsx';

/**
 * `/social-login?type=&code=&state=`: the provider sent the user back; sign in with POST
 * social-quick-login and continue to `redirect`, or show the server's reason (e.g. 未绑定账号).
 */
export default function SocialLoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const type = params.get('type') ?? '';
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const redirect = params.get('redirect');

  useEffect(() => {
    if (!code || !type) return;
    let active = true;
    systemApi
      .socialQuickLogin({ type: Number(type) || type, code, state })
      .then((result) => {
        if (!active) return;
        setToken(result, getRememberMe());
        resetSession();
        navigate(safeRedirect(redirect), { replace: true });
      })
      .catch((e: unknown) => active && setError(errorMessage(e)));
    return () => {
      active = false;
    };
  }, [type, code, state, redirect, navigate]);

  const missing = !code || !type;
  if (!missing && !error) return <PageLoading fullScreen />;
  return (
    <MessagePage fullScreen testId="page-social-login" title={translate('app.public.socialTitle')} actions={<BackToLogin />}>
      <Alert severity="error" sx={{ textAlign: 'left' }} data-testid="social-login-error">
        {missing ? translate('app.public.socialMissing') : error}
      </Alert>
    </MessagePage>
  );
}
