import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MessagePage } from '../../components/index.ts';
import { BackToLogin } from './BackToLogin.tsx';
import { SocialEntries, useSocialClients } from './SocialEntries.tsx';

/**
 * `/bind`: choose a provider; its round trip comes back to /social-login, where an account bound to nobody gets
 * the bind form (a platform account and password) and a bound one signs in.
 */
export default function BindPage() {
  const translate = useTranslate();
  const { clients } = useSocialClients();
  const [search] = useSearchParams();
  return (
    <MessagePage fullScreen testId="page-bind" title={translate('app.public.bindTitle')} actions={<BackToLogin />}>
      <p>{translate(clients.length ? 'app.social.bindChoose' : 'app.social.bindNone')}</p>
      <SocialEntries clients={clients} redirect={search.get('redirect')} divider={false} />
    </MessagePage>
  );
}
