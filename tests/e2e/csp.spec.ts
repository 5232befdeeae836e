// The built SPA under the server's Content-Security-Policy (src/server/http/securityHeaders.ts): Chromium reports no
// violation on the sign-in page, home, a generated form and its validation (ajv), an Excel export (a blob: download),
// the BPMN designer and the process viewer (bpmn-js). Also: a sign-in that the limiter stops shows the captcha.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, field, signInWithForm, TENANT } from './support/session.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';

/** Every CSP report of the page: Chromium logs each refused load or evaluation to the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test('the app runs under its CSP without a single violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  const login = await page.goto('/login');
  const csp = (await login!.allHeaders())['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");

  await signInWithForm(page); // the form too runs under the CSP

  // A generated form: the empty submit runs the client-side validation (ajv compiles the schema).
  await page.goto('/infra/config');
  const main = page.locator('[data-testid="kept-view"]:visible');
  await main.getByTestId('toolbar-create').click();
  const dialog = page.getByTestId('form-dialog');
  await dialog.getByTestId('form-submit').click();
  await expect(dialog.getByTestId('field-error').filter({ hasText: '参数名称不能为空' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // An Excel export arrives as a blob and is saved through an object URL.
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByTestId('toolbar-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx?$/);

  // The BPMN designer on a model of its own.
  const call = await apiAs(request);
  const key = `csp_${Date.now()}`;
  const id = await call<number>('POST', '/bpm/model/create', { key, name: 'CSP 检查' });
  try {
    await page.goto(`/bpm/manager/model/design?modelId=${id}`);
    await expect(page.getByTestId('bpmn-designer')).toBeVisible();
    // Draw a start event: bpmn-js renders SVG with inline styles.
    await page.locator('.djs-palette [data-action="create.start-event"]').click();
    const canvas = (await page.getByTestId('bpmn-canvas').boundingBox())!;
    await page.mouse.click(canvas.x + 200, canvas.y + 200);
    await expect(page.locator('.djs-element.djs-shape').first()).toBeVisible();
  } finally {
    await call('DELETE', `/bpm/model/delete?id=${id}`);
  }

  // The process viewer's demo page (no seeded menu: added to the menu answer, as tests/e2e/bpmn.spec.ts does).
  await page.route('**/admin-api/system/auth/list-menus', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.push({ id: 990001, parentId: 0, name: '流程图演示', path: '/bpm-viewer-demo', component: 'bpm/viewer/demo', componentName: 'BpmViewerDemo', icon: 'guide', visible: false, keepAlive: false, alwaysShow: false, children: [] });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/bpm-viewer-demo');
  await expect(page.getByTestId('process-viewer')).toBeVisible();
  await expect(page.locator('.djs-element[data-element-id="deptApprove"]')).toBeVisible();

  expect(violations).toEqual([]);
});

test.describe('the sign-in limiter', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startExtraServer({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '2', LOGIN_FAILURE_DELAY_MS: '0' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('asks for the captcha after repeated failures although it is switched off', async ({ page }) => {
    await page.goto(`${server.baseURL}/login`);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('login-captcha')).toHaveCount(0);
    await field(page, 'login-tenant').fill(TENANT);
    await field(page, 'login-username').fill('staff');
    for (let i = 0; i < 2; i++) {
      await field(page, 'login-password').fill('wrong1');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toContainText('登录失败，账号密码不正确');
    }
    await field(page, 'login-password').fill('staff123');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toContainText('登录失败次数过多，请输入验证码');
    await expect(field(page, 'login-captcha')).toBeVisible();
    await expect(page.getByTestId('login-captcha-img')).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
    // Without a code the form says so before asking the server.
    await field(page, 'login-password').fill('staff123');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('验证码不能为空').first()).toBeVisible();
  });
});
