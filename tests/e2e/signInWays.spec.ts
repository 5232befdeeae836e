// Sign-in ways of issue 18 through the pages: SMS sign-in on the login page (the code read from 短信日志 as the
// administrator, through the API), and the /sso approval page of our OAuth2 server redirecting to the application
// with a code that the token endpoint then exchanges. Screens are saved to E2E_SCREENS_DIR (default test-results/screens).
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, field, signIn, TENANT } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };

async function shoot(page: Page, name: string): Promise<void> {
  await saveScreen(page, { path: `${SCREENS}/${name}.png`, fullPage: true });
}

test('SMS sign-in: 获取验证码 counts down, the code from 短信日志 signs deputy2 in', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const admin = await apiAs(request);
  await page.goto('/login');
  await field(page, 'login-tenant').fill(TENANT);
  await page.getByTestId('login-tab-sms').click();
  await expect(page.getByText('手机号')).toBeVisible();
  // a malformed number is caught before anything is sent
  await field(page, 'login-mobile').fill('12345');
  await page.getByTestId('login-send-code').click();
  await expect(page.getByText('手机号格式不正确')).toBeVisible();

  await field(page, 'login-mobile').fill('13812345603');
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('login-send-code')).toHaveText(/^\d+秒后可重新获取$/);
  await expect(page.getByTestId('login-send-code')).toBeDisabled();
  await expect(page.getByText('验证码已发送，5 分钟内有效')).toBeVisible();
  await shoot(page, 'sign-in-sms-sent');

  const log = await admin<{ list: { templateContent: string; mobile: string }[] }>('GET', '/system/sms-log/page?mobile=13812345603&pageNo=1&pageSize=1');
  const code = /验证码是(\d{6})/.exec(log.list[0].templateContent)![1];

  // a wrong code is refused with the server's message
  await field(page, 'login-sms-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('验证码不正确');

  await field(page, 'login-sms-code').fill(code);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('home-user')).toBeVisible();
  await shoot(page, 'sign-in-sms-home');
});

test('短信日志 shows the text to the administrator; 应用管理 and 令牌管理 list the OAuth2 side', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/sms/sms-log');
  const rows = page.locator('[data-testid="kept-view"]:visible').getByTestId('result-row');
  await expect(rows.first()).toContainText('您的验证码是');
  await shoot(page, 'sign-in-sms-log');
});

test('/sso shows the application and its scopes; 同意授权 redirects with a code the application exchanges', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const admin = await apiAs(request);
  const redirectUri = 'https://app.example.test/callback';
  await admin('POST', '/system/oauth2-client/create', {
    clientId: 'e2e-app', secret: 'e2e-secret-123', name: '代表履职移动端', logo: '', description: '浏览器测试的应用', status: 0,
    accessTokenValiditySeconds: 1800, refreshTokenValiditySeconds: 86400, redirectUris: [redirectUri],
    authorizedGrantTypes: ['authorization_code', 'refresh_token'], scopes: ['user.read', 'user.write'], autoApproveScopes: [],
  });
  // The application's callback, as a page of its own origin.
  await page.route('https://app.example.test/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>app callback</h1>' }));

  await signIn(page, 'deputy1', 'deputy123');
  // a bare /sso says what is missing and offers a way back
  await page.goto('/sso');
  await expect(page.getByText('缺少 client_id 参数，无法发起授权。')).toBeVisible();
  await shoot(page, 'sign-in-sso-missing-client');

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'e2e-app', redirect_uri: redirectUri, response_type: 'code', state: 'st-42', scope: 'user.read user.write',
    code_challenge: challenge, code_challenge_method: 'S256',
  });
  await page.goto(`/sso?${query}`);
  await expect(page.getByText('「代表履职移动端」请求访问您的账号')).toBeVisible();
  await expect(page.getByText('访问你的个人信息')).toBeVisible();
  await expect(page.getByText('修改你的个人信息')).toBeVisible();
  await page.getByTestId('sso-scope-user.read').check();
  await expect(page.getByTestId('sso-scope-user.write')).not.toBeChecked();
  await shoot(page, 'sign-in-sso-approve');

  await page.getByTestId('sso-approve').click();
  await page.waitForURL(/^https:\/\/app\.example\.test\/callback\?/);
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('st-42');
  const code = back.searchParams.get('code')!;
  expect(code).toMatch(/^[0-9a-f]{32}$/);

  const token = await request.post('/admin-api/system/oauth2/token', {
    headers: { authorization: `Basic ${Buffer.from('e2e-app:e2e-secret-123').toString('base64')}` },
    form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier },
  });
  const body = (await token.json()) as { access_token: string; scope: string };
  expect(body.scope).toBe('user.read');
  const me = await request.get('/admin-api/system/oauth2/user/get', { headers: { authorization: `Bearer ${body.access_token}` } });
  expect(((await me.json()) as { data: { username: string } }).data.username).toBe('deputy1');

  // the approval is remembered: the page lets the application through without asking again
  await page.goto(`/sso?${new URLSearchParams({ client_id: 'e2e-app', redirect_uri: redirectUri, response_type: 'code', state: 'st-43', scope: 'user.read' })}`);
  await page.waitForURL(/^https:\/\/app\.example\.test\/callback\?code=[0-9a-f]{32}&state=st-43$/);
});

test('应用管理 and 令牌管理 screens, with 强退 on a token', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/oauth2/application');
  const rows = page.locator('[data-testid="kept-view"]:visible').getByTestId('result-row');
  await expect(rows.first()).toContainText('e2e-app');
  await shoot(page, 'sign-in-oauth2-clients');
  await page.locator('[data-testid="kept-view"]:visible').getByTestId('toolbar-create').click();
  await expect(page.getByTestId('form-dialog')).toContainText('客户端密钥');
  await shoot(page, 'sign-in-oauth2-client-form');
  await page.keyboard.press('Escape');
  await page.goto('/system/oauth2/token');
  await expect(rows.filter({ hasText: 'e2e-app' }).first()).toBeVisible();
  await shoot(page, 'sign-in-oauth2-tokens');
  const before = await rows.filter({ hasText: 'e2e-app' }).count();
  await rows.filter({ hasText: 'e2e-app' }).first().getByTestId('row-force-logout').click();
  await page.getByTestId('force-logout-confirm').click();
  await expect(rows.filter({ hasText: 'e2e-app' })).toHaveCount(before - 1);
});
