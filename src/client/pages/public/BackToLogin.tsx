import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function BackToLogin({ to = '/login' }: { to?: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} variant="contained">
      {translate('app.public.backToLogin')}
    </Button>
  );
}
