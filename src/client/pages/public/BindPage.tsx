import { useTranslate } from 'react-admin';
import { MessagePage } from '../../components/index.ts';
import { BackToLogin } from './BackToLogin.tsx';

/** `/bind`: binding a third-party account needs a signed-in platform account first. */
export default function BindPage() {
  const translate = useTranslate();
  return (
    <MessagePage fullScreen testId="page-bind" title={translate('app.public.bindTitle')} actions={<BackToLogin />}>
      <p>{translate('app.public.bindBody')}</p>
    </MessagePage>
  );
}
