import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MessagePage } from '../components/index.ts';
import { withData } from '../i18n/withData.tsx';
import type { AppRoute } from './types.ts';

/** A menu page whose component key has no registered screen yet: said plainly, with the key. */
export function UnavailablePage({ route }: { route: AppRoute }) {
  const translate = useTranslate();
  // A menu's name is the server's (data); a fixed route's is ours, translated.
  const title = route.titleKey
    ? translate('app.unavailable.title', { name: translate(route.titleKey, { _: route.title }) })
    : withData(translate, 'app.unavailable.title', { name: route.title });
  return (
    <MessagePage
      testId="page-unavailable"
      title={title}
      actions={
        <Button component={Link} to="/index" variant="contained">
          {translate('app.common.backHome')}
        </Button>
      }
    >
      <p>{translate('app.unavailable.body')}</p>
      <p>
        {translate('app.unavailable.component')} <code>{route.component}</code>
      </p>
    </MessagePage>
  );
}
