import { describe, expect, it } from 'vitest';
import { validateLogin, type LoginValues } from '../../../src/client/pages/login/validateLogin.ts';
import { zhCNApp } from '../../../src/client/i18n/zhCN.ts';

const filled: LoginValues = { tenantName: '市人大常委会', username: 'admin', password: 'admin123', code: '1234', rememberMe: false };

const text = (key: string | undefined): string | undefined =>
  key?.split('.').slice(1).reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], zhCNApp) as string | undefined;

describe('login form validation', () => {
  it('passes a complete form', () => {
    expect(validateLogin(filled, true)).toEqual({});
  });

  it('names each empty field in Chinese', () => {
    const errors = validateLogin({ tenantName: ' ', username: '  ', password: '', code: '', rememberMe: false }, true);
    expect(text(errors.tenantName)).toBe('租户不能为空');
    expect(text(errors.username)).toBe('账号不能为空');
    expect(text(errors.password)).toBe('密码不能为空');
    expect(text(errors.code)).toBe('验证码不能为空');
  });

  it('does not ask for a captcha when it is disabled', () => {
    expect(validateLogin({ ...filled, code: '' }, false)).toEqual({});
  });
});
