/** The login form's values and its client-side checks (messages are i18n keys). */
export interface LoginValues {
  tenantName: string;
  username: string;
  password: string;
  code: string;
  rememberMe: boolean;
  /** The SMS tab (yudao's loginType `sms`): the mobile and the code sent to it. */
  mobile: string;
  mobileCode: string;
}

export type LoginType = 'uname' | 'sms';
export type LoginField = 'tenantName' | 'username' | 'password' | 'code' | 'mobile' | 'mobileCode';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The seeded tenant 1 (API-CONTRACT §2.10 uses "芋道源码"; this product's is the city congress). */
export const DEFAULT_TENANT_NAME = '市人大常委会';

/** The server's mobile format (shared/validation/ajv.ts). */
const MOBILE = /^1[3-9]\d{9}$/;

export function validateMobile(mobile: string): string | undefined {
  if (!mobile.trim()) return 'app.login.required.mobile';
  if (!MOBILE.test(mobile.trim())) return 'app.login.mobileFormat';
  return undefined;
}

export function validateLogin(values: LoginValues, captchaEnabled: boolean, loginType: LoginType = 'uname'): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.tenantName.trim()) errors.tenantName = 'app.login.required.tenant';
  if (loginType === 'sms') {
    errors.mobile = validateMobile(values.mobile);
    if (!values.mobileCode.trim()) errors.mobileCode = 'app.login.required.mobileCode';
    return errors;
  }
  if (!values.username.trim()) errors.username = 'app.login.required.username';
  if (!values.password) errors.password = 'app.login.required.password';
  if (captchaEnabled && !values.code.trim()) errors.code = 'app.login.required.code';
  return errors;
}
