import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MessagePage } from '../components/index.ts';
import type { AppRoute } from './types.ts';

/** A menu page whose component key has no registered screen yet: said plainly, with the key. */
export function UnavailablePage({ route }: { route: AppRoute }) {
  const translate = useTranslate();
  const name = route.titleKey ? translate(route.titleKey, { _: route.title }) : route.title;
  return (
    <MessagePage
      testId="page-unavailable"
      title={translate('app.unavailable.title', { name })}
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
