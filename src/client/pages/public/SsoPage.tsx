import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { MessagePage, PageLoading } from '../../components/index.ts';
import { loginPath } from '../../routes/index.ts';
import { useSsoAuthorize } from './useSsoAuthorize.ts';

/** `/sso`: a third-party application asks for access to the signed-in user's account. */
export default function SsoPage() {
  const translate = useTranslate();
  const location = useLocation();
  const { clientId, signedIn, info, checked, setChecked, error, busy, decide } = useSsoAuthorize();
  const title = translate('app.sso.title');

  if (!signedIn || !clientId) {
    return (
      <MessagePage fullScreen testId="page-sso" title={title} actions={signedIn ? (
        // Signed in but no application asked (a bare /sso): nothing to decide, so home.
        <Button component={Link} to="/index" variant="contained">
          {translate('app.common.backHome')}
        </Button>
      ) : (
        <Button component={Link} to={loginPath(location)} variant="contained">
          {translate('app.sso.signInFirst')}
        </Button>
      )}>
        <p>{translate(clientId ? 'app.sso.needLogin' : 'app.sso.missingClient')}</p>
      </MessagePage>
    );
  }
  if (!info && !error) return <PageLoading fullScreen />;
  return (
    <MessagePage
      fullScreen
      testId="page-sso"
      title={info ? translate('app.sso.asks', { client: info.client?.name ?? clientId }) : title}
      actions={info && (
        <>
          <Button variant="outlined" disabled={busy} onClick={() => void decide(false)} data-testid="sso-deny">
            {translate('app.sso.deny')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void decide(true)} data-testid="sso-approve">
            {translate('app.sso.approve')}
          </Button>
        </>
      )}
    >
      {error && <Alert severity="error" sx={{ textAlign: 'left', mb: 2 }}>{error}</Alert>}
      {info && (
        <Avatar
          src={info.client?.logo || undefined}
          alt={translate('app.sso.noLogo')}
          variant="rounded"
          data-testid="sso-logo"
          sx={{ width: 64, height: 64, mx: 'auto', mb: 2, bgcolor: '#b3261e', fontSize: 28 }}
        >
          {(info.client?.name ?? clientId).slice(0, 1)}
        </Avatar>
      )}
      {info && (
        <FormGroup sx={{ alignItems: 'flex-start', mx: 'auto', width: 'fit-content' }}>
          {(info.scopes ?? []).map((s) => (
            <FormControlLabel
              key={s.key}
              control={<Checkbox inputProps={{ 'data-testid': `sso-scope-${s.key}` } as Record<string, string>} checked={!!checked[s.key]} onChange={(e) => setChecked((c) => ({ ...c, [s.key]: e.target.checked }))} />}
              label={translate(`app.sso.scopes.${s.key.replace(/\./g, '_')}`, { _: s.key })}
            />
          ))}
        </FormGroup>
      )}
    </MessagePage>
  );
}
