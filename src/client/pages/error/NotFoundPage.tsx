import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/index.ts';

/** `/404`, where unknown paths land (SPEC §2.1). */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <MessagePage
      fullScreen
      testId="page-404"
      badge="404"
      title={translate('app.error.notFoundTitle')}
      actions={
        <Button component={Link} to="/index" variant="contained">
          {translate('app.common.backHome')}
        </Button>
      }
    >
      <p>{translate('app.error.notFoundBody')}</p>
    </MessagePage>
  );
}
