import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AuthErrors } from '../../../shared/errorCodes.ts';
import {
  errorMessage,
  getRememberMe,
  isApiError,
  getRememberedUsername,
  getTenantName,
  notifier,
  setTenant,
  systemApi,
} from '../../api/index.ts';
import type { LoginParams, SmsLoginParams } from '../../auth/index.ts';
import { safeRedirect } from '../../routes/index.ts';
import { useCaptcha } from './useCaptcha.ts';
import { useCountdown } from './useCountdown.ts';
import { DEFAULT_TENANT_NAME, validateLogin, validateMobile, type LoginErrors, type LoginType, type LoginValues } from './validateLogin.ts';

/** yudao's resend interval: the send button counts down this long after a code was sent. */
const RESEND_SECONDS = 60;

/**
 * The login page's controller: form state, validation, tenant resolution (name → id, stored as TENANT_ID /
 * TENANT_NAME before signing in so the login call carries the tenant header), sign-in, and the redirect. Two ways
 * in (yudao's loginType): account and password (`uname`), or a mobile and the code sent to it (`sms`).
 */
export function useLoginForm() {
  const captcha = useCaptcha();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<LoginValues>(() => ({
    tenantName: getTenantName() || DEFAULT_TENANT_NAME,
    username: getRememberedUsername() ?? '',
    password: '',
    code: '',
    rememberMe: getRememberMe(),
    mobile: '',
    mobileCode: '',
  }));
  const [loginType, setLoginType] = useState<LoginType>('uname');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);

  const setField = <K extends keyof LoginValues>(field: K, value: LoginValues[K]): void => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (field in e ? { ...e, [field]: undefined } : e));
  };

  const fail = (error: unknown): void => {
    setLoginError(errorMessage(error));
    // A captcha is single use: a failed attempt needs a fresh one (API-CONTRACT §2.3). After too many failures the
    // server wants one even when it is switched off (登录失败次数过多，请输入验证码): show it from now on.
    if (isApiError(error) && error.code === AuthErrors.AUTH_LOGIN_CAPTCHA_REQUIRED.code) captcha.require();
    else captcha.reload();
    setValues((v) => ({ ...v, code: '' }));
  };

  /** The tenant's id by its name, stored for the calls that follow; false (and the field's error) when unknown. */
  const resolveTenant = async (): Promise<boolean> => {
    const tenantName = values.tenantName.trim();
    if (!tenantName) {
      setErrors((e) => ({ ...e, tenantName: 'app.login.required.tenant' }));
      return false;
    }
    const tenantId = await systemApi.getTenantIdByName(tenantName);
    if (tenantId === null || tenantId === undefined || Number(tenantId) < 0) {
      setErrors((e) => ({ ...e, tenantName: 'app.login.tenantNotFound' }));
      return false;
    }
    setTenant(tenantId, tenantName);
    return true;
  };

  /** 获取验证码: the code goes to the mobile (with the LOG channel: to the SMS log an administrator reads). */
  const sendCode = async (): Promise<void> => {
    if (sending || countdown.left > 0) return;
    const mobileError = validateMobile(values.mobile);
    setErrors((e) => ({ ...e, mobile: mobileError }));
    if (mobileError) return;
    setSending(true);
    setLoginError(null);
    try {
      if (!(await resolveTenant())) return;
      await systemApi.sendSmsCode(values.mobile);
      setCodeSent(true);
      countdown.start(RESEND_SECONDS);
    } catch (e) {
      setLoginError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  const switchType = (type: LoginType): void => {
    setLoginType(type);
    setErrors({});
    setLoginError(null);
  };

  const submit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (submitting) return;
    const found = validateLogin(values, captcha.enabled === true, loginType);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    setLoginError(null);
    try {
      if (!(await resolveTenant())) return;
      if (loginType === 'sms') {
        const sms: SmsLoginParams = { loginType: 'sms', mobile: values.mobile.trim(), mobileCode: values.mobileCode.trim(), rememberMe: values.rememberMe };
        await login(sms, safeRedirect(searchParams.get('redirect')));
        notifier.clear();
        return;
      }
      const params: LoginParams = {
        username: values.username.trim(),
        password: values.password,
        code: captcha.enabled ? values.code.trim() : '',
        uuid: captcha.enabled ? captcha.uuid : '',
        rememberMe: values.rememberMe,
      };
      await login(params, safeRedirect(searchParams.get('redirect')));
      notifier.clear();
    } catch (e) {
      fail(e);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values, setField, errors, submitting, loginError, captcha, submit,
    loginType, switchType, sms: { sendCode, sending, codeSent, secondsLeft: countdown.left },
  };
}
