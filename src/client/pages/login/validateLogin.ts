/** The login form's values and its client-side checks (messages are i18n keys). */
export interface LoginValues {
  tenantName: string;
  username: string;
  password: string;
  code: string;
  rememberMe: boolean;
}

export type LoginField = 'tenantName' | 'username' | 'password' | 'code';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The seeded tenant 1 (API-CONTRACT §2.10 uses "芋道源码"; this product's is the city congress). */
export const DEFAULT_TENANT_NAME = '市人大常委会';

export function validateLogin(values: LoginValues, captchaEnabled: boolean): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.tenantName.trim()) errors.tenantName = 'app.login.required.tenant';
  if (!values.username.trim()) errors.username = 'app.login.required.username';
  if (!values.password) errors.password = 'app.login.required.password';
  if (captchaEnabled && !values.code.trim()) errors.code = 'app.login.required.code';
  return errors;
}
