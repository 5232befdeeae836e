import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { LoginErrors, LoginValues } from './validateLogin.ts';

interface Props {
  values: LoginValues;
  errors: LoginErrors;
  setField: <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => void;
  sms: { sendCode: () => Promise<void>; sending: boolean; codeSent: boolean; secondsLeft: number };
}

/** The SMS tab of the login page: 手机号, 验证码 and 获取验证码, which counts down 60 s after a code went out. */
export function SmsLoginFields({ values, errors, setField, sms }: Props) {
  const translate = useTranslate();
  const err = (field: keyof LoginErrors) => (errors[field] ? translate(errors[field]) : undefined);
  const waiting = sms.secondsLeft > 0;
  return (
    <>
      <TextField
        label={translate('app.login.mobile')}
        value={values.mobile}
        onChange={(e) => setField('mobile', e.target.value)}
        error={!!errors.mobile}
        helperText={err('mobile')}
        autoComplete="tel"
        size="small"
        fullWidth
        slotProps={{
          input: { startAdornment: <InputAdornment position="start"><PhoneIphoneOutlined fontSize="small" /></InputAdornment> },
          htmlInput: { 'data-testid': 'login-mobile', inputMode: 'numeric', maxLength: 11 },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label={translate('app.login.smsCode')}
          value={values.mobileCode}
          onChange={(e) => setField('mobileCode', e.target.value)}
          error={!!errors.mobileCode}
          helperText={err('mobileCode') ?? (sms.codeSent ? translate('app.login.codeSent') : undefined)}
          autoComplete="one-time-code"
          size="small"
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SmsOutlined fontSize="small" /></InputAdornment> },
            htmlInput: { 'data-testid': 'login-sms-code', inputMode: 'numeric', maxLength: 6 },
          }}
        />
        <Button
          variant="outlined"
          onClick={() => void sms.sendCode()}
          disabled={waiting}
          loading={sms.sending}
          data-testid="login-send-code"
          sx={{ minWidth: 132, height: 40, whiteSpace: 'nowrap', color: '#b3261e', borderColor: '#b3261e' }}
        >
          {waiting ? translate('app.login.resendIn', { seconds: sms.secondsLeft }) : translate('app.login.sendCode')}
        </Button>
      </Box>
    </>
  );
}
