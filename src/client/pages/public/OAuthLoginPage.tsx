import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, getTenantId, getTenantName, setTenant, systemApi } from '../../api/index.ts';
import { DEFAULT_TENANT_NAME } from '../login/validateLogin.ts';
import { MessagePage, PageLoading } from '../../components/index.ts';
import { BackToLogin } from './BackToLogin.tsx';
import { startSocialRoundTrip } from './socialRoundTrip.ts';

/**
 * `/oauthLogin/province` and `/oauthLogin/:code`: the tenant's enabled provider with that code (社交客户端's
 * 登录路由编码) starts the round trip, which comes back to /social-login; a code no enabled provider has says so.
 */
export default function OAuthLoginPage({ provider: fixed }: { provider?: string }) {
  const translate = useTranslate();
  const { provider: fromUrl = '' } = useParams();
  const code = fixed ?? fromUrl;
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    // The tenant signed in last, else the login form's default: the round trip signs in there.
    const name = getTenantName() || DEFAULT_TENANT_NAME;
    const stored = getTenantId();
    (stored ? Promise.resolve(Number(stored)) : systemApi.getTenantIdByName(name))
      .then((id) => {
        if (id && !stored) setTenant(id, name);
        return id ? systemApi.socialClients(id) : [];
      })
      .then((clients) => {
        const client = clients.find((c) => c.code === code);
        if (!client) throw new Error(translate('app.social.notConfigured', { code }));
        return startSocialRoundTrip(client.type, 'login', search.get('redirect'));
      })
      .catch((e: unknown) => active && setError(errorMessage(e)));
    return () => {
      active = false;
    };
  }, [code, search, translate]);

  if (!error) return <PageLoading fullScreen />;
  const title = code === 'province' ? translate('app.public.provinceTitle') : translate('app.public.oauthTitle', { provider: code });
  return (
    <MessagePage fullScreen testId="page-oauth-login" title={title} actions={<BackToLogin />}>
      <Alert severity="warning" sx={{ textAlign: 'left' }} data-testid="oauth-login-error">{error}</Alert>
    </MessagePage>
  );
}
