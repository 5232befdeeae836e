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
import type { LoginParams } from '../../auth/index.ts';
import { safeRedirect } from '../../routes/index.ts';
import { useCaptcha } from './useCaptcha.ts';
import { DEFAULT_TENANT_NAME, validateLogin, type LoginErrors, type LoginValues } from './validateLogin.ts';

/**
 * The login page's controller: form state, validation, tenant resolution (name → id, stored as TENANT_ID /
 * TENANT_NAME before signing in so the login call carries the tenant header), sign-in, and the redirect.
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
  }));
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

  const submit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (submitting) return;
    const found = validateLogin(values, captcha.enabled === true);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    setLoginError(null);
    try {
      const tenantName = values.tenantName.trim();
      const tenantId = await systemApi.getTenantIdByName(tenantName);
      if (tenantId === null || tenantId === undefined || Number(tenantId) < 0) {
        setErrors({ tenantName: 'app.login.tenantNotFound' });
        return;
      }
      setTenant(tenantId, tenantName);
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

  return { values, setField, errors, submitting, loginError, captcha, submit };
}
