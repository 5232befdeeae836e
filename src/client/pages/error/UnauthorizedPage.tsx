import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { MessagePage } from '../../components/index.ts';

/** `/401`, the unauthorised page (SPEC §2.1). */
export function UnauthorizedPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <MessagePage
      fullScreen
      testId="page-401"
      badge="401"
      title={translate('app.error.unauthorizedTitle')}
      actions={
        <>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {translate('app.common.back')}
          </Button>
          <Button component={Link} to="/index" variant="contained">
            {translate('app.common.backHome')}
          </Button>
        </>
      }
    >
      <p>{translate('app.error.unauthorizedBody')}</p>
    </MessagePage>
  );
}
