import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from '../../../src/client/routes/index.ts';

describe('redirect parameter safety', () => {
  it('follows same-origin paths with their query and hash', () => {
    expect(safeRedirect('/renda/survey')).toBe('/renda/survey');
    expect(safeRedirect('/system/user?pageNo=2#top')).toBe('/system/user?pageNo=2#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'renda/survey',
    '/\tevil',
    '',
  ])('refuses %j and falls back to /index', (raw) => {
    expect(safeRedirect(raw)).toBe('/index');
  });

  it('falls back for null and for /login itself', () => {
    expect(safeRedirect(null)).toBe('/index');
    expect(safeRedirect('/login?redirect=/x')).toBe('/index');
    expect(safeRedirect(undefined, '/')).toBe('/');
  });

  it('builds /login?redirect= with the encoded full path', () => {
    expect(loginPath({ pathname: '/renda/survey', search: '' })).toBe('/login?redirect=%2Frenda%2Fsurvey');
    expect(loginPath({ pathname: '/system/user', search: '?a=1&b=2' })).toBe('/login?redirect=%2Fsystem%2Fuser%3Fa%3D1%26b%3D2');
  });
});
