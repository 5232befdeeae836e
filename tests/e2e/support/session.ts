// Signing in through the page and calling the API as a given user, for the browser tests.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const TENANT = '市人大常委会';

/** The input behind a test id, whether the id sits on the <input> or on its MUI wrapper. */
export function field(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], textarea[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/**
 * Signs in as the sign-in page does — the same two calls, the tokens where the page keeps them without 记住我
 * (sessionStorage, the tenant in localStorage) — and opens the home page, waiting until it has finished loading
 * (menus, dictionaries, manifest). Not through the form: filling it costs every test seconds, and the form has tests
 * of its own (auth.spec, signInWays.spec: `signInWithForm`).
 */
export async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  const tenantId = await unwrap<number>(await page.request.get(`/admin-api/system/tenant/get-id-by-name?name=${encodeURIComponent(TENANT)}`));
  const tokens = await unwrap<{ accessToken: string; refreshToken: string; isRese?: boolean }>(
    await page.request.post('/admin-api/system/auth/login', { headers: { 'tenant-id': String(tenantId) }, data: { username, password, code: '', uuid: '' } }),
  );
  // Storage belongs to the origin: a small document of ours first (the health answer), then the keys, then the app.
  await page.goto('/admin-api/system/health');
  await page.evaluate(({ tenantId, tenant, tokens }) => {
    localStorage.setItem('TENANT_ID', String(tenantId));
    localStorage.setItem('TENANT_NAME', tenant);
    for (const key of ['ACCESS_TOKEN', 'REFRESH_TOKEN', 'IS_RESE']) localStorage.removeItem(key);
    sessionStorage.setItem('ACCESS_TOKEN', tokens.accessToken);
    sessionStorage.setItem('REFRESH_TOKEN', tokens.refreshToken);
    // SPEC §3: a password an administrator set is to be changed first (the page keeps the answer's isRese so).
    if (tokens.isRese) sessionStorage.setItem('IS_RESE', 'true');
    else sessionStorage.removeItem('IS_RESE');
  }, { tenantId, tenant: TENANT, tokens });
  await page.goto('/index');
  // Navigating away before the first load ends would abort it (and the guard then signs out).
  await expect(page.getByTestId('home-user')).toBeVisible();
}

/** Signs in on /login through the form, as a person does, and waits until the home page has finished loading. */
export async function signInWithForm(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await field(page, 'login-tenant').fill(TENANT);
  await field(page, 'login-username').fill(username);
  await field(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('home-user')).toBeVisible();
}

/** A small API client signed in as one user: `call('POST', '/system/role/create', body)` → the envelope's data. */
export async function apiAs(request: APIRequestContext, username = 'admin', password = 'admin123') {
  const tenant = await unwrap<number>(await request.get(`/admin-api/system/tenant/get-id-by-name?name=${encodeURIComponent(TENANT)}`));
  const headers = { 'tenant-id': String(tenant) };
  const login = await unwrap<{ accessToken: string }>(
    await request.post('/admin-api/system/auth/login', { headers, data: { username, password, code: '', uuid: '' } }),
  );
  const auth = { ...headers, Authorization: `Bearer ${login.accessToken}` };
  return async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const res = await request.fetch(`/admin-api${path}`, { method, headers: auth, data });
    return unwrap<T>(res);
  };
}

async function unwrap<T>(res: { json(): Promise<unknown> }): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`API error ${body.code}: ${body.msg}`);
  return body.data;
}
