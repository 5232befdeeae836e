import { useTranslate } from 'react-admin';
import { MessagePage } from '../../components/index.ts';
import { BackToLogin } from './BackToLogin.tsx';

/** `/register`: accounts of this platform are created by administrators, there is no self-service sign-up. */
export default function RegisterPage() {
  const translate = useTranslate();
  return (
    <MessagePage fullScreen testId="page-register" title={translate('app.public.registerTitle')} actions={<BackToLogin />}>
      <p>{translate('app.public.registerBody')}</p>
    </MessagePage>
  );
}
