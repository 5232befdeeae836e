// Issue 33 point 2 through the screens: work finds its people. After 张建国 (deputy1) submits a suggestion, 王联络
// (staff) sees 我的待办, the navbar's count and the bell rise (its message naming the suggestion); the todo row names the suggestion and one click opens
// its 审核 panel; once assigned, the unit's leader 周建设 (unit1) finds it on his home page, and the link every task
// message carries (/bpm/task/open/<id>) opens its 答复 panel. Screens of the todo page at 1280 and 375 px go to
// E2E_SCREENS_DIR.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';

const title = `关于增设公交站点的建议${Date.now().toString(36).slice(-5)}`;
const item = `建议：${title}`;

/** A figure or count as a number (a badge's text is empty at 0). */
const numberIn = async (locator: Locator) => Number((await locator.textContent())?.replace(/\D/g, '') || 0);
/** The bell's unread count, from its name (站内信 3 未读): its badge hides at 0. */
const bellCount = async (page: Page) => Number((await page.getByTestId('notify-bell').getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);

async function switchUser(page: Page, username: string, password: string): Promise<void> {
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, username, password);
}

test('a submitted suggestion reaches the staff\'s inbox, opens in one click, and reaches the unit\'s home page once assigned', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // the demo's own work has filled the staff member's bell past 99+: read, it starts from 0 and shows what arrives
  const staff = await apiAs(request, 'staff', 'staff123');
  await staff('PUT', '/system/notify-message/update-all-read');
  await signIn(page, 'staff', 'staff123');
  const todo = main(page).getByTestId('home-todo');
  await expect(todo).toHaveAttribute('data-state', 'ready');
  const homeBefore = await numberIn(todo.getByTestId('home-todo-count'));
  await expect(page.getByTestId('navbar-todo')).toHaveAttribute('aria-label', /\d+/);
  const badgeBefore = await numberIn(page.getByTestId('navbar-todo-count'));
  const bellBefore = await bellCount(page);

  // the deputy submits (the screens of submitting are proposal.spec's)
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const id = await deputy<number>('POST', '/renda/proposal/create', { title, type: '2', category: '2', content: '<p>沿线居民出行不便</p>' });
  await deputy('PUT', '/renda/proposal/submit', { id });

  // what the staff member sees without looking for it: the home figure, the navbar's count, the bell
  await main(page).getByTestId('home-refresh').click();
  await expect(todo.getByTestId('home-todo-count')).toHaveText(String(homeBefore + 1));
  await expect(todo.getByTestId('home-todo-task').filter({ hasText: item })).toBeVisible();
  await page.goto('/bpm/task/todo');
  await expect(page.getByTestId('navbar-todo-count')).toHaveText(String(Math.min(badgeBefore + 1, 99)).replace(/^99$/, '99+'));
  await expect.poll(() => bellCount(page)).toBeGreaterThan(bellBefore);
  // the message names the suggestion
  await page.getByTestId('notify-bell').click();
  await expect(page.getByTestId('notify-popover-item').filter({ hasText: title })).toBeVisible();
  await page.keyboard.press('Escape');

  // the row names the suggestion, its step and who asks; it opens the 审核 panel in one click
  const row = main(page).getByTestId('todo-task-table').locator('tr').filter({ hasText: item });
  await expect(row.getByTestId('task-step')).toHaveText('审核');
  await expect(row.getByTestId('task-summary')).toContainText('张建国');
  await saveScreen(page, { path: `${SCREENS}/inbox-todo-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  const card = main(page).getByTestId('todo-task-table').getByTestId(/^task-row-/).filter({ hasText: item });
  await expect(card.getByTestId('task-step')).toHaveText('审核');
  await saveScreen(page, { path: `${SCREENS}/inbox-todo-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByTestId('task-title').click();
  await expect(page).toHaveURL(new RegExp(`/proposal/detail\\?id=${id}$`));
  await expect(main(page).getByTestId('proposal-task-review')).toBeVisible();

  // accepted and assigned (proposal.spec drives these screens) with a day to reply, so it is among the nearest
  // deadlines the unit's home page names first (the demo gave the unit work of its own); the unit's leader learns of
  // it on his home page
  const admin = await apiAs(request);
  const days = (await admin<{ list: { id: number; value: string }[] }>('GET', '/infra/config/page?pageNo=1&pageSize=10&key=renda.proposal.handle-days')).list[0];
  await admin('PUT', '/infra/config/update', { id: days.id, value: '1' });
  await staff('PUT', '/renda/proposal/review', { id, decision: 'accept' });
  const units = await staff<{ id: number; name: string }[]>('GET', '/system/dept/list-all-simple');
  const unit = units.find((u) => u.name === '市住房和城乡建设委员会')!;
  await staff('PUT', '/renda/proposal/assign', { id, units: [{ deptId: unit.id, handleType: '1' }] });
  await admin('PUT', '/infra/config/update', { id: days.id, value: days.value });
  await switchUser(page, 'unit1', 'unit123');
  const unitTodo = main(page).getByTestId('home-todo');
  await expect(unitTodo).toHaveAttribute('data-state', 'ready');
  const assigned = unitTodo.getByTestId('home-todo-task').filter({ hasText: item });
  await expect(assigned).toContainText('答复');
  await saveScreen(page, { path: `${SCREENS}/inbox-home-unit.png`, fullPage: true });

  // the link of the task's message opens the same page, the 答复 panel, in one step
  const unitApi = await apiAs(request, 'unit1', 'unit123');
  const tasks = await unitApi<{ list: { id: string; business: { title: string } }[] }>('GET', '/bpm/task/todo-page?pageSize=100');
  const task = tasks.list.find((x) => x.business.title === item)!;
  await page.goto(`/bpm/task/open/${task.id}`);
  await expect(page).toHaveURL(new RegExp(`/proposal/detail\\?id=${id}$`));
  await expect(main(page).getByTestId('proposal-task-handle')).toBeVisible();
});
