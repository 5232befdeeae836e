// Electoral areas and the deputy's record on the screens (issue 16 points 1 and 2): 选区管理 is a tree table whose
// rows open their sub-areas page (/selection/type/index/{areaId}) with the area's deputies, and the user form shows
// the deputy's fields. Screens go to E2E_SCREENS_DIR (default test-results/screens).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { field, signIn } from './support/session.ts';
import { main, shoot } from './support/screens.ts';

const DESKTOP = { width: 1440, height: 900 };

const rows = (page: Page) => main(page).getByTestId('result-row');
const cell = (row: Locator, name: string) => row.locator(`[data-field="${name}"]`);

test('选区管理 is a tree; a row opens its sub-areas and their deputies', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'staff', 'staff123');
  await page.goto('/renda/selection');
  const east = rows(page).filter({ hasText: '城东区' }).first();
  await expect(east).toBeVisible();
  await main(page).getByTestId('tree-expand-all').click();
  await expect(rows(page).filter({ hasText: '城东区第一选区' })).toBeVisible();
  await expect(cell(rows(page).filter({ hasText: '城东区第一选区' }), 'deputyCount')).not.toHaveText('0');
  await shoot(page, 'areas-tree');

  await east.getByTestId('row-sub-areas').click();
  await expect(page).toHaveURL(/\/selection\/type\/index\/\d+$/);
  const subPage = page.getByTestId('sub-areas-page');
  await expect(subPage.getByRole('heading', { name: '城东区：下级选区' })).toBeVisible();
  await expect(subPage.getByRole('table', { name: '下级选区' }).getByRole('row')).toHaveCount(9);
  await expect(subPage.getByRole('table', { name: '本选区代表' })).toContainText('张建国');
  await shoot(page, 'areas-sub-areas');

  await subPage.getByRole('link', { name: '城东区第一选区' }).click();
  await expect(subPage.getByRole('heading', { name: '城东区第一选区：下级选区' })).toBeVisible();
  await expect(subPage).toContainText('没有下级选区');
  await expect(subPage.getByRole('table', { name: '本选区代表' })).toContainText('D2026001');
});

test('the user form shows the deputy record with its hint', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/system/user');
  const deputy = rows(page).filter({ hasText: 'deputy1' });
  await expect(rows(page).first()).toBeVisible();
  await field(page, 'filter-username').fill('deputy1');
  await main(page).getByTestId('search-submit').click();
  await expect(deputy.first()).toBeVisible();
  await deputy.first().getByTestId('row-edit').click();
  const dialog = page.getByTestId('form-dialog');
  await expect(dialog.getByText('代表层级').first()).toBeVisible();
  await expect(dialog.getByText('仅对人大代表有效').first()).toBeVisible();
  await expect(dialog.getByTestId(/area-tree-select/)).toHaveValue(/\d+/);
  await shoot(page, 'user-form-deputy');
});
