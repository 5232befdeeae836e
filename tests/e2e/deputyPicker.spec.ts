// The deputy picker (SPEC §2.5, issue 16) from the demos page: 50 a page with previous and next, a search by pinyin
// initials, two deputies added (each once) and confirmed, shown on the page; the deputy-number field for staff (dbt)
// and not for a deputy. Screens go to E2E_SCREENS_DIR (default test-results/screens).
import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const picker = (page: Page) => page.getByTestId('deputy-picker');
const allItems = (page: Page) => picker(page).getByTestId('deputy-all-items').getByRole('option');
const chosenItems = (page: Page) => picker(page).getByTestId('deputy-selected-items').getByRole('option');

/** Given names for the deputies this test adds, some with the initials zs (张顺, 张帅, …). */
const NAMES = ['张顺', '张帅', '张松', '周树', '赵山', '李明', '王芳', '刘洋', '陈静', '杨帆'];

/**
 * The picker pages 50 at a time: make sure the city button (deputy level 3) has more than two pages' worth of
 * deputies (the demo seed brings 400 city deputies among its 520; a tree with fewer gets 110 added here through the
 * user screens' API).
 */
test.beforeAll(async ({ request }) => {
  const admin = await apiAs(request);
  const { total } = await admin<{ total: number }>('GET', '/system/user/getDeputyPageBaseByRoleId?pageNo=1&pageSize=1&deputyLevel=3');
  if (total > 100) return;
  const roles = await admin<{ id: number; name: string }[]>('GET', '/system/role/list-all-simple');
  const deputyRole = roles.find((r) => r.name === '人大代表')!.id;
  for (let i = 0; i < 110; i += 1) {
    const id = await admin<number>('POST', '/system/user/create', {
      username: `pick${i}`, nickname: `${NAMES[i % NAMES.length]}${i}`, password: 'deputy123', rendaNo: `E2E${String(i).padStart(4, '0')}`, deputyLevel: '3',
    });
    await admin('POST', '/system/permission/assign-user-role', { userId: id, roleIds: [deputyRole] });
  }
});

async function openCityPicker(page: Page): Promise<void> {
  await page.goto('/demos/home');
  await expect(page.getByTestId('demos-page')).toBeVisible();
  await page.getByTestId('demos-pick-city').click();
  await expect(picker(page).getByRole('heading', { name: '选择代表' })).toBeVisible();
  await expect(allItems(page).first()).toBeVisible();
}

test('staff pick two deputies: pages, a pinyin search, each added once, confirmed and shown', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'staff', 'staff123');
  await openCityPicker(page);
  await expect(picker(page)).toContainText('所有代表');
  await expect(picker(page)).toContainText('已选代表');
  await expect(picker(page).getByTestId('deputy-selected-empty')).toHaveText('无数据');
  await expect(picker(page).getByPlaceholder('请输入搜索内容').first()).toBeVisible();
  // dbt searches by deputy number too
  await expect(picker(page).getByTestId('deputy-search-number')).toBeVisible();

  // 50 a page, "number - nickname"; next and back
  await expect(allItems(page)).toHaveCount(50);
  await expect(allItems(page).first()).toHaveText(/^\S+ - \S+$/);
  const firstOfPageOne = await allItems(page).first().textContent();
  await expect(picker(page).getByTestId('deputy-prev')).toBeDisabled();
  await picker(page).getByTestId('deputy-next').click();
  await expect(picker(page).getByTestId('deputy-page')).toContainText('第 2 /');
  await expect(allItems(page).first()).not.toHaveText(firstOfPageOne!);
  await picker(page).getByTestId('deputy-prev').click();
  await expect(picker(page).getByTestId('deputy-page')).toContainText('第 1 /');
  await expect(allItems(page).first()).toHaveText(firstOfPageOne!);

  // pinyin initials: zs finds 张三-like names (the server matches name, pinyin and initials)
  await picker(page).getByTestId('deputy-search-nickname').fill('zs');
  await picker(page).getByTestId('deputy-search').click();
  await expect(picker(page).getByTestId('deputy-page')).toContainText('第 1 /');
  await expect(allItems(page).first()).toBeVisible();
  await expect(allItems(page).first()).not.toHaveText(firstOfPageOne!);
  await saveScreen(page, { path: `${SCREENS}/deputy-picker-search.png` });

  // check two with the mouse and the keyboard, add; adding one of them again keeps it once
  const first = (await allItems(page).nth(0).textContent())!;
  const second = (await allItems(page).nth(1).textContent())!;
  await allItems(page).nth(0).click();
  await expect(allItems(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await picker(page).getByTestId('deputy-all-items').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(allItems(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(chosenItems(page)).toHaveText([first, second]);
  await allItems(page).nth(0).click();
  await picker(page).getByTestId('deputy-append').click();
  await expect(chosenItems(page)).toHaveCount(2);

  // nothing matches: the transfer's text
  await picker(page).getByTestId('deputy-search-nickname').fill('没有这个人');
  await page.keyboard.press('Enter');
  await expect(picker(page).getByTestId('deputy-all-empty')).toHaveText('无匹配数据');
  await saveScreen(page, { path: `${SCREENS}/deputy-picker-chosen.png` });

  await picker(page).getByTestId('deputy-confirm').click();
  await expect(picker(page)).toBeHidden();
  await expect(page.getByTestId('demos-city-chosen').getByRole('listitem')).toHaveText([first, second]);
  await expect(page.getByTestId('demos-city-count')).toHaveText('已选择 2 位代表');
  await saveScreen(page, { path: `${SCREENS}/demos-chosen.png` });

  // reopened, the choice is there; cancel leaves it as it was
  await page.getByTestId('demos-pick-city').click();
  await expect(chosenItems(page)).toHaveText([first, second]);
  await picker(page).getByTestId('deputy-cancel').click();
  await expect(page.getByTestId('demos-city-chosen').getByRole('listitem')).toHaveCount(2);
});

test('a deputy searches by name only: no deputy-number field', async ({ page }) => {
  await signIn(page, 'deputy1', 'deputy123');
  await openCityPicker(page);
  await expect(picker(page).getByTestId('deputy-search-nickname')).toBeVisible();
  await expect(picker(page).getByTestId('deputy-search-number')).toHaveCount(0);
  await saveScreen(page, { path: `${SCREENS}/deputy-picker-deputy.png` });
});

test('小组成员维护 on a deputy group: the picker starts with the members and 确定 replaces them', async ({ page, request }) => {
  const admin = await apiAs(request);
  const name = `选择测试小组${Date.now().toString(36)}`;
  const groupId = await admin<number>('POST', '/renda/group/create', { name, sort: 1, status: 0 });
  await admin('PUT', '/renda/group/updateuser', { id: groupId, userIds: [101] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'staff', 'staff123');
  await page.goto('/renda/group');
  const main = page.locator('[data-testid="kept-view"]:visible');
  const row = main.getByTestId('result-row').filter({ hasText: name });
  await row.getByTestId('row-update-user').click();
  await expect(picker(page).getByRole('heading', { name: `小组成员：${name}` })).toBeVisible();
  await expect(chosenItems(page)).toHaveCount(1);
  await expect(chosenItems(page).first()).toContainText('张建国');
  await expect(allItems(page).first()).toBeVisible();
  await allItems(page).nth(1).click();
  await picker(page).getByTestId('deputy-append').click();
  await expect(chosenItems(page)).toHaveCount(2);
  await picker(page).getByTestId('deputy-confirm').click();
  await expect(picker(page)).toBeHidden();
  await expect.poll(async () => (await admin<{ userIds: number[] }>('GET', `/renda/group/get?id=${groupId}`)).userIds.length).toBe(2);
});
