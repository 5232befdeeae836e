import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LocaleSwitch } from '../../shell/index.ts';
import { CaptchaImage } from './CaptchaImage.tsx';
import { SmsLoginFields } from './SmsLoginFields.tsx';
import { useLoginForm } from './useLoginForm.ts';
import { SocialEntries, useSocialClients } from '../public/SocialEntries.tsx';
import { useRegisterEnabled } from './useRegisterEnabled.ts';

const adorn = (icon: ReactNode) => ({ input: { startAdornment: <InputAdornment position="start">{icon}</InputAdornment> } });

/**
 * `/login`: tenant, then account, password and captcha, or a mobile and its SMS code (the two tabs of yudao's
 * loginType), remember me (SPEC §2.1, §7.1; API-CONTRACT §2.10).
 */
export function LoginPage() {
  const translate = useTranslate();
  const { values, setField, errors, submitting, loginError, captcha, submit, loginType, switchType, sms } = useLoginForm();
  const err = (field: keyof typeof errors) => (errors[field] ? translate(errors[field]) : undefined);
  const socialClients = useSocialClients(values.tenantName);
  const registerOpen = useRegisterEnabled(values.tenantName);
  const redirect = new URLSearchParams(window.location.search).get('redirect');

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(160deg, #8f1d1d 0%, #b3261e 38%, #f4f1ec 38.2%, #eef1f6 100%)',
        position: 'relative',
      }}
    >
      <Box sx={{ position: 'absolute', top: 12, right: 12, color: '#fff' }}>
        <LocaleSwitch />
      </Box>
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 2 }}>
        <Typography variant="h5" component="h1" align="center" sx={{ fontWeight: 700, letterSpacing: 2, color: '#8f1d1d' }}>
          {translate('app.title')}
        </Typography>
        <Tabs
          value={loginType}
          onChange={(_, type: 'uname' | 'sms') => switchType(type)}
          variant="fullWidth"
          sx={{ mt: 1, mb: 2, minHeight: 40, '& .MuiTab-root': { minHeight: 40 }, '& .Mui-selected': { color: '#8f1d1d !important' }, '& .MuiTabs-indicator': { bgcolor: '#b3261e' } }}
        >
          <Tab value="uname" label={translate('app.login.subtitle')} data-testid="login-tab-uname" />
          <Tab value="sms" label={translate('app.login.tabSms')} data-testid="login-tab-sms" />
        </Tabs>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="login-form" sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={translate('app.login.tenant')}
            value={values.tenantName}
            onChange={(e) => setField('tenantName', e.target.value)}
            error={!!errors.tenantName}
            helperText={err('tenantName')}
            autoComplete="organization"
            size="small"
            fullWidth
            slotProps={{ ...adorn(<ApartmentOutlined fontSize="small" />), htmlInput: { 'data-testid': 'login-tenant' } }}
          />
          {loginType === 'sms' && <SmsLoginFields values={values} errors={errors} setField={setField} sms={sms} />}
          {loginType === 'uname' && (<>
          <TextField
            label={translate('app.login.username')}
            value={values.username}
            onChange={(e) => setField('username', e.target.value)}
            error={!!errors.username}
            helperText={err('username')}
            autoComplete="username"
            autoFocus={!values.username}
            size="small"
            fullWidth
            slotProps={{ ...adorn(<PersonOutline fontSize="small" />), htmlInput: { 'data-testid': 'login-username' } }}
          />
          <TextField
            label={translate('app.login.password')}
            type="password"
            value={values.password}
            onChange={(e) => setField('password', e.target.value)}
            error={!!errors.password}
            helperText={err('password')}
            autoComplete="current-password"
            autoFocus={!!values.username}
            size="small"
            fullWidth
            slotProps={{ ...adorn(<LockOutlined fontSize="small" />), htmlInput: { 'data-testid': 'login-password' } }}
          />
          {captcha.enabled && (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <TextField
                label={translate('app.login.captcha')}
                value={values.code}
                onChange={(e) => setField('code', e.target.value)}
                error={!!errors.code}
                helperText={err('code')}
                autoComplete="off"
                size="small"
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{ ...adorn(<VerifiedUserOutlined fontSize="small" />), htmlInput: { 'data-testid': 'login-captcha', maxLength: 10 } }}
              />
              <CaptchaImage src={captcha.src} loading={captcha.loading} onRefresh={captcha.reload} />
            </Box>
          )}
          </>)}
          <FormControlLabel
            sx={{ mt: -1 }}
            control={
              <Checkbox
                size="small"
                checked={values.rememberMe}
                onChange={(e) => setField('rememberMe', e.target.checked)}
                slotProps={{ input: { 'data-testid': 'login-remember' } as Record<string, string> }}
              />
            }
            label={<Typography variant="body2">{translate('app.login.rememberMe')}</Typography>}
          />
          {loginError && (
            <Alert severity="error" data-testid="login-error" sx={{ py: 0 }}>
              {loginError}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" loading={submitting} loadingPosition="start" data-testid="login-submit" fullWidth sx={{ bgcolor: '#b3261e', '&:hover': { bgcolor: '#8f1d1d' } }}>
            {translate(submitting ? 'app.login.submitting' : 'app.login.submit')}
          </Button>
          <SocialEntries {...socialClients} redirect={redirect} />
          {registerOpen && (
            <Typography variant="body2" align="right" color="text.secondary">
              <Link component={RouterLink} to="/register" underline="hover" data-testid="login-register">
                {translate('app.login.registerLink')}
              </Link>
            </Typography>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
