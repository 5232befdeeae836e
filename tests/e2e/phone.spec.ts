// A deputy's and a unit's platform on a phone (issue 34): every page of deputy1's and unit1's menus, and the
// proposal's pages they work on, at 375 × 812 — nothing wider than the screen, no table (lists are cards there), every
// button, icon button and menu entry at least 44 px tall. Screens go to E2E_SCREENS_DIR (default
// test-results/screens), phone-*.png.
import { expect, test, type Page } from '@playwright/test';
import { go, loaded, trackRequests } from './support/inAppNavigation.ts';
import { menuPages } from './support/menuPages.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';
import { apiAs, signIn } from './support/session.ts';
import { phoneProblems, PHONE } from './support/phoneLayout.ts';

const BEYOND_MENUS = [{ path: '/bpm/process-instance/create', title: '发起流程' }, { path: '/user/profile', title: '个人中心' }];

/** Signs in on a phone and checks the home page and every menu page of the user, reached as the sidebar reaches them. */
async function walk(page: Page, username: string, password: string): Promise<string[]> {
  await page.setViewportSize(PHONE);
  trackRequests(page);
  await signIn(page, username, password);
  const problems = await phoneProblems(page, `${username} /index`);
  await saveScreen(page, { path: `${SCREENS}/phone-${username}-index.png`, fullPage: true });
  // the menus' pages, then those reached from the toolbar and the avatar: 发起流程, 个人中心
  const pages = [...(await menuPages(page, username, password)).map((r) => ({ path: r.path, title: r.title })), ...BEYOND_MENUS];
  for (const route of pages) {
    if (route.path === '/index') continue;
    await go(page, route.path);
    await loaded(page, route.path);
    problems.push(...(await phoneProblems(page, `${username} ${route.path} (${route.title})`)));
    await saveScreen(page, { path: `${SCREENS}/phone-${username}${route.path.replaceAll('/', '-')}.png`, fullPage: true });
  }
  return problems;
}

for (const [username, password] of [['deputy1', 'deputy123'], ['unit1', 'unit123']] as const) {
  test(`every page of ${username}'s menus fits a phone: no sideways scroll, no table`, async ({ page }) => {
    const problems = await walk(page, username, password);
    if (process.env.PHONE_PROBLEMS) (await import('node:fs')).writeFileSync(`${process.env.PHONE_PROBLEMS}-${username}.txt`, problems.join('\n'));
    expect(problems, `pages that do not fit a 375 px phone:\n\n${problems.join('\n')}\n`).toEqual([]);
  });
}

test('a proposal\'s pages fit a phone: the form to write one, its detail for the deputy and for the unit', async ({ page }) => {
  const deputy = await apiAs(page.request, 'deputy1', 'deputy123');
  const mine = await deputy<{ list: { id: number; status: number }[] }>('GET', '/renda/proposal/my-page?pageNo=1&pageSize=100');
  // one the units have answered: the detail then shows the document, the units, their replies and the rating
  const answered = mine.list.find((p) => p.status >= 5) ?? mine.list[0]!;
  const unit = await apiAs(page.request, 'unit1', 'unit123');
  const given = await unit<{ list: { id: number }[] }>('GET', '/renda/proposal/handle-page?pageNo=1&pageSize=10');

  await page.setViewportSize(PHONE);
  trackRequests(page);
  await signIn(page, 'deputy1', 'deputy123');
  const problems: string[] = [];
  const visit = async (path: string, name: string, ready: string) => {
    await go(page, path);
    await expect(page.getByTestId(ready).filter({ visible: true }).first()).toBeVisible();
    await loaded(page, path.split('?')[0]!);
    problems.push(...(await phoneProblems(page, name)));
    await saveScreen(page, { path: `${SCREENS}/phone-${name.replaceAll(' ', '-')}.png`, fullPage: true });
  };
  await visit('/proposal/create', 'deputy1 proposal create', 'proposal-create-page');
  await visit(`/proposal/detail?id=${answered.id}`, 'deputy1 proposal detail', 'proposal-detail-page');
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'unit1', 'unit123');
  await visit(`/proposal/detail?id=${given.list[0]!.id}`, 'unit1 proposal detail', 'proposal-detail-page');
  expect(problems, `pages that do not fit a 375 px phone:\n\n${problems.join('\n')}\n`).toEqual([]);
});

test('on a phone a form dialog fills the screen, a question stays small, and a card\'s other actions are in its menu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  trackRequests(page);
  await signIn(page, 'deputy1', 'deputy123');

  // 新增报告: the form takes the whole screen, one column, nothing wider than it
  await go(page, '/renda/my-report');
  await loaded(page, '/renda/my-report');
  await page.getByTestId('my-report-create').click();
  const paper = page.getByTestId('report-form').locator('.MuiDialog-paper');
  await expect(paper).toBeVisible();
  expect(await paper.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  expect(await phoneProblems(page, 'report form')).toEqual([]);
  await saveScreen(page, { path: `${SCREENS}/phone-deputy1-report-form.png` });
  await page.keyboard.press('Escape');
  await expect(paper).toBeHidden();

  // 我的建议: a draft's card has 修改 as its button and 删除 in its ⋮ menu; 删除 asks first, in a small dialog
  await go(page, '/renda/my-proposal');
  await loaded(page, '/renda/my-proposal');
  const deputy = await apiAs(page.request, 'deputy1', 'deputy123');
  const drafts = (await deputy<{ list: { id: number; status: number; cosigned: boolean }[] }>('GET', '/renda/proposal/my-page?pageNo=1&pageSize=100&status=0')).list;
  const draft = main(page).getByTestId(`my-proposal-row-${drafts.find((p) => !p.cosigned)!.id}`);
  await expect(draft.getByTestId('row-edit')).toBeVisible();
  await expect(draft.getByTestId('row-delete')).toHaveCount(0);
  await draft.getByTestId('card-more').click();
  const remove = page.getByRole('menuitem').filter({ hasText: '删除' });
  await expect(remove).toBeVisible();
  // measured once the menu has grown in (mid-transition it is scaled down)
  await expect.poll(async () => (await remove.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await saveScreen(page, { path: `${SCREENS}/phone-deputy1-card-menu.png` });
  await remove.click();
  const question = page.locator('.MuiDialog-paper').filter({ hasText: '删除' });
  await expect(question).toBeVisible();
  expect((await question.boundingBox())!.width).toBeLessThan(PHONE.width - 16);
  await page.getByRole('button', { name: '取消' }).click();
  await expect(question).toBeHidden();
});

test('a deputy reads the messages on a phone and opens the item of one in a click', async ({ page }) => {
  await page.setViewportSize(PHONE);
  trackRequests(page);
  await signIn(page, 'deputy1', 'deputy123');
  await go(page, '/user/notify-message');
  await loaded(page, '/user/notify-message');
  expect(await phoneProblems(page, '我的站内信')).toEqual([]);
  await saveScreen(page, { path: `${SCREENS}/phone-deputy1-messages.png` });
  // a message that names a task opens it (the outbox's link), and is read on the way
  const card = main(page).getByTestId('my-notify-row').filter({ has: page.getByTestId('my-notify-open') }).first();
  const id = await card.getAttribute('data-id');
  await card.getByTestId('my-notify-open').click();
  await expect(page).not.toHaveURL(/notify-message/);
  await go(page, '/user/notify-message');
  await expect(main(page).locator(`[data-testid="my-notify-row"][data-id="${id}"]`)).toContainText('是');
});
