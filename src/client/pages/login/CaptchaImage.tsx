import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/** The captcha picture; a click (or Enter/Space) asks for a new one. */
export function CaptchaImage({ src, loading, onRefresh }: { src: string | null; loading: boolean; onRefresh(): void }) {
  const translate = useTranslate();
  const label = translate('app.login.captchaRefresh');
  return (
    <Box
      role="button"
      tabIndex={0}
      title={label}
      aria-label={label}
      onClick={onRefresh}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onRefresh();
        }
      }}
      sx={{
        width: 128,
        height: 48,
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        cursor: 'pointer',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        bgcolor: 'grey.50',
        fontSize: 12,
        color: 'text.secondary',
      }}
    >
      {src ? (
        <img src={src} alt={label} data-testid="login-captcha-img" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : loading ? (
        <CircularProgress size={18} />
      ) : (
        <span data-testid="login-captcha-img">{translate('app.login.captchaRetry')}</span>
      )}
    </Box>
  );
}
