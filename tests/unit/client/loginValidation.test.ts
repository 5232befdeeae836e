import { describe, expect, it } from 'vitest';
import { validateLogin, type LoginValues } from '../../../src/client/pages/login/validateLogin.ts';
import { zhCNApp } from '../../../src/client/i18n/zhCN.ts';

const filled: LoginValues = { tenantName: '市人大常委会', username: 'admin', password: 'admin123', code: '1234', rememberMe: false, mobile: '', mobileCode: '' };

const text = (key: string | undefined): string | undefined =>
  key?.split('.').slice(1).reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], zhCNApp) as string | undefined;

describe('login form validation', () => {
  it('passes a complete form', () => {
    expect(validateLogin(filled, true)).toEqual({});
  });

  it('names each empty field in Chinese', () => {
    const errors = validateLogin({ ...filled, tenantName: ' ', username: '  ', password: '', code: '' }, true);
    expect(text(errors.tenantName)).toBe('租户不能为空');
    expect(text(errors.username)).toBe('账号不能为空');
    expect(text(errors.password)).toBe('密码不能为空');
    expect(text(errors.code)).toBe('验证码不能为空');
  });

  it('does not ask for a captcha when it is disabled', () => {
    expect(validateLogin({ ...filled, code: '' }, false)).toEqual({});
  });

  it('checks the SMS tab\'s mobile and code, not the account fields', () => {
    const sms = { ...filled, username: '', password: '' };
    expect(validateLogin({ ...sms, mobile: '13812345602', mobileCode: '123456' }, true, 'sms')).toEqual({});
    const empty = validateLogin(sms, true, 'sms');
    expect(text(empty.mobile)).toBe('手机号不能为空');
    expect(text(empty.mobileCode)).toBe('验证码不能为空');
    expect(text(validateLogin({ ...sms, mobile: '12345', mobileCode: '1' }, true, 'sms').mobile)).toBe('手机号格式不正确');
  });
});
