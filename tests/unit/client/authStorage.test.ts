// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  StorageKeys,
  getAccessToken,
  getRefreshToken,
  getRememberMe,
  getRememberedUsername,
  rememberLogin,
  removeToken,
  setTenant,
  getTenantId,
  getTenantName,
  setToken,
  systemApi,
} from '../../../src/client/api/index.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session storage (remember-me semantics)', () => {
  it('keeps tokens in sessionStorage when remember-me is off', () => {
    setToken({ accessToken: 'a1', refreshToken: 'r1' }, false);
    expect(sessionStorage.getItem(StorageKeys.ACCESS_TOKEN)).toBe('a1');
    expect(localStorage.getItem(StorageKeys.ACCESS_TOKEN)).toBeNull();
    expect(getAccessToken()).toBe('a1');
    expect(getRefreshToken()).toBe('r1');
  });

  it('keeps tokens and the username in localStorage when remember-me is on, never the password', () => {
    setToken({ accessToken: 'a1', refreshToken: 'r1' }, true);
    rememberLogin(true, 'admin');
    expect(localStorage.getItem(StorageKeys.REFRESH_TOKEN)).toBe('r1');
    expect(getRememberedUsername()).toBe('admin');
    expect(getRememberMe()).toBe(true);
    const everything = JSON.stringify({ ...localStorage, ...sessionStorage });
    expect(everything).not.toMatch(/PASSWORD/i);
  });

  it('forgets the username when remember-me is turned off', () => {
    rememberLogin(true, 'admin');
    rememberLogin(false, 'admin');
    expect(getRememberedUsername()).toBeNull();
    expect(getRememberMe()).toBe(false);
  });

  it('a refreshed pair stays in the storage of the current session', () => {
    setToken({ accessToken: 'a1', refreshToken: 'r1' }, true);
    setToken({ accessToken: 'a2', refreshToken: 'r1' });
    expect(localStorage.getItem(StorageKeys.ACCESS_TOKEN)).toBe('a2');
    expect(sessionStorage.getItem(StorageKeys.ACCESS_TOKEN)).toBeNull();
    removeToken();
    setToken({ accessToken: 'b1', refreshToken: 's1' }, false);
    setToken({ accessToken: 'b2', refreshToken: 's1' });
    expect(sessionStorage.getItem(StorageKeys.ACCESS_TOKEN)).toBe('b2');
  });

  it('switching storage on a new sign-in leaves no stale token behind', () => {
    setToken({ accessToken: 'a1', refreshToken: 'r1' }, true);
    setToken({ accessToken: 'a2', refreshToken: 'r2' }, false);
    expect(localStorage.getItem(StorageKeys.ACCESS_TOKEN)).toBeNull();
    expect(getAccessToken()).toBe('a2');
    removeToken();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('stores the tenant id and name', () => {
    setTenant(1, '市人大常委会');
    expect(getTenantId()).toBe('1');
    expect(getTenantName()).toBe('市人大常委会');
  });
});

describe('captcha image type', () => {
  it('says image/png for a PNG (our server) and gif, as the yudao client does, otherwise', () => {
    expect(systemApi.captchaDataUri('iVBORw0KGgoAAAANSUhEUg==')).toBe('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==');
    expect(systemApi.captchaDataUri('R0lGODlhAQABAAAAACw=')).toBe('data:image/gif;base64,R0lGODlhAQABAAAAACw=');
  });
});
