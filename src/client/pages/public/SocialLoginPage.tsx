import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, getRememberMe, setToken, systemApi, type LoginResult } from '../../api/index.ts';
import { resetSession } from '../../auth/index.ts';
import { MessagePage, PageLoading } from '../../components/index.ts';
import { safeRedirect } from '../../routes/index.ts';
import { BackToLogin } from './BackToLogin.tsx';
import { SocialBindForm } from './SocialBindForm.tsx';
import { takePendingRoundTrip } from './socialRoundTrip.ts';

type Outcome = { kind: 'working' } | { kind: 'bind' } | { kind: 'error'; message: string };

/**
 * `/social-login?type=&code=&state=`: the provider sent the user back. A round trip started from the personal
 * centre binds the account to the signed-in user; otherwise social-quick-login signs in and, when it fails (an
 * account bound to nobody), v1.6.2's bind form asks for a platform account (SocialBindForm).
 */
export default function SocialLoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending] = useState(takePendingRoundTrip);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const type = Number(params.get('type'));
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const missing = !code || !state || !type;
  const redirect = params.get('redirect') ?? pending.redirect;

  const signedIn = (result: LoginResult) => {
    setToken(result, getRememberMe());
    resetSession();
    navigate(safeRedirect(redirect), { replace: true });
  };

  useEffect(() => {
    if (missing) return;
    let active = true;
    const callback = { type, code, state };
    if (pending.intent === 'bind') {
      systemApi.socialBind(callback)
        .then(() => active && navigate('/user/profile?tab=social', { replace: true }))
        .catch((e: unknown) => active && setOutcome({ kind: 'error', message: errorMessage(e) }));
    } else {
      systemApi.socialQuickLogin(callback)
        .then((result) => active && signedIn(result))
        .catch(() => active && setOutcome({ kind: 'bind' }));
    }
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one attempt per callback
  }, [type, code, state]);

  if (!missing && outcome.kind === 'working') return <PageLoading fullScreen />;
  return (
    <MessagePage fullScreen testId="page-social-login" title={translate(outcome.kind === 'bind' ? 'app.social.bindTitle' : 'app.public.socialTitle')} actions={<BackToLogin />}>
      {outcome.kind === 'bind' && !missing ? (
        <SocialBindForm callback={{ type, code, state }} onSignedIn={signedIn} />
      ) : (
        <Alert severity="error" sx={{ textAlign: 'left' }} data-testid="social-login-error">
          {missing ? translate('app.public.socialMissing') : outcome.kind === 'error' ? outcome.message : ''}
        </Alert>
      )}
    </MessagePage>
  );
}
