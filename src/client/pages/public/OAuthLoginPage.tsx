import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, systemApi } from '../../api/index.ts';
import { MessagePage, PageLoading } from '../../components/index.ts';
import { BackToLogin } from './BackToLogin.tsx';

/** Provider codes in the URL → yudao SocialTypeEnum (API-CONTRACT §2.6). */
const SOCIAL_TYPES: Record<string, number> = { gitee: 10, dingtalk: 20, 'wechat-enterprise': 30 };

/**
 * `/oauthLogin/:provider`: ask the server for the provider's authorize URL and go there; the provider
 * returns to /social-login. `/oauthLogin/province` (the provincial identity service) has no contract in
 * this client yet and says so.
 */
export default function OAuthLoginPage({ provider: fixed }: { provider?: string }) {
  const translate = useTranslate();
  const { provider: fromUrl = '' } = useParams();
  const provider = fixed ?? fromUrl;
  const [search] = useSearchParams();
  const type = SOCIAL_TYPES[provider];
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (type === undefined) return;
    const back = new URL('/social-login', window.location.origin);
    back.searchParams.set('type', String(type));
    const redirect = search.get('redirect');
    if (redirect) back.searchParams.set('redirect', redirect);
    let active = true;
    systemApi
      .socialAuthRedirect(type, back.toString())
      .then((url) => {
        if (!active) return;
        if (url && /^https?:\/\//i.test(url)) window.location.assign(url);
        else setError(translate('app.public.oauthNoUrl'));
      })
      .catch((e: unknown) => active && setError(errorMessage(e)));
    return () => {
      active = false;
    };
  }, [type, search, translate]);

  if (type !== undefined && !error) return <PageLoading fullScreen />;
  const title = provider === 'province' ? translate('app.public.provinceTitle') : translate('app.public.oauthTitle', { provider });
  return (
    <MessagePage fullScreen testId="page-oauth-login" title={title} actions={<BackToLogin />}>
      {error ? (
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {error}
        </Alert>
      ) : (
        <p>{translate(provider === 'province' ? 'app.public.provinceBody' : 'app.public.oauthUnsupported', { provider })}</p>
      )}
    </MessagePage>
  );
}
