// Signing in through the page and calling the API as a given user, for the browser tests.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const TENANT = '市人大常委会';

/** The input behind a test id, whether the id sits on the <input> or on its MUI wrapper. */
export function field(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/** Signs in on /login and waits until the home page has finished loading (menus, dictionaries, manifest). */
export async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await field(page, 'login-tenant').fill(TENANT);
  await field(page, 'login-username').fill(username);
  await field(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/index$/);
  // Navigating away before the first load ends would abort it (and the guard then signs out).
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
