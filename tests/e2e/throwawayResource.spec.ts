// The low-code promise in the browser (issue 3, item 5): a resource declared only by one interface and one manifest
// entry (in a temporary copy of schemas/) gets a generated list and form once a menu points at it — no client code.
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makeSchemaCopyWithWidget } from '../support/throwawayResource.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';
import { apiAs, signIn } from './support/session.ts';
import { saveScreen } from './support/screens.ts';

let server: ExtraServer;
let schemaDir: string;

test.beforeAll(async () => {
  // the hook's own timeout: the extra server's first start (initdb, migrations, seed) is slow on a busy machine
  test.setTimeout(180_000);
  schemaDir = makeSchemaCopyWithWidget();
  server = await startExtraServer({ SCHEMA_DIR: schemaDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (schemaDir) rmSync(schemaDir, { recursive: true, force: true });
});

test('a declared-only resource shows a working generated list and form under its menu', async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const api = await apiAs(request);
  const menus = await api<{ id: number; path: string; parentId: number }[]>('GET', '/system/menu/list');
  const infra = menus.find((m) => m.path === '/infra' && m.parentId === 0)!;
  await api('POST', '/system/menu/create', {
    name: '小部件管理', type: 2, sort: 99, parentId: infra.id, path: 'widget', component: 'demo/widget/index',
    icon: 'list', status: 0, visible: true, keepAlive: true, permission: 'demo:widget:query',
  });

  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/infra/widget');
  const main = page.locator('[data-testid="kept-view"]:visible');
  await expect(main.getByTestId('result-table')).toContainText('名称');
  await expect(main.getByTestId('result-table')).toContainText('数量');

  // The form comes from the declaration too, with its Chinese validation.
  await main.getByTestId('toolbar-create').click();
  const dialog = page.getByTestId('form-dialog');
  await expect(dialog).toContainText('添加小部件');
  await dialog.locator('#root_name').fill('齿');
  await dialog.locator('#root_quantity').fill('-1');
  await dialog.getByTestId('form-submit').click();
  await expect(dialog.getByTestId('field-error').filter({ hasText: '名称长度不能少于 2 个字符' })).toBeVisible();
  await dialog.locator('#root_name').fill('齿轮');
  await dialog.locator('#root_quantity').fill('3');
  await dialog.getByTestId('form-submit').click();
  await expect(dialog).toHaveCount(0);
  const row = main.getByTestId('result-row').first();
  await expect(row.locator('[data-field="name"]')).toHaveText('齿轮');
  await expect(row.locator('[data-field="quantity"]')).toHaveText('3');
  await saveScreen(page, { path: 'test-results/screens/throwaway-widget-list.png' });
  await context.close();
  await request.dispose();
});
