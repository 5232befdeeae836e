// Issue 13 points 6 and 4: the user list's 创建时间 range is picked with the calendar (Chinese, opening 90 days
// back), the list is filtered by it and the request carries whole days; 参数设置 and 用户管理 at 1440 px give 参数名称
// and 手机号码 room to be read. Screenshots go to E2E_SCREENS_DIR (default test-results/screens).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';

const picker = (page: Page) => page.getByRole('dialog');

/** Opens one end of the range with its calendar button. */
async function openEnd(page: Page, end: 'begin' | 'end'): Promise<void> {
  await main(page).getByTestId('filter-createTime').getByRole('button', { name: /选择日期/ }).nth(end === 'begin' ? 0 : 1).click();
  await expect(picker(page)).toBeVisible();
}

/** The calendar's header in Chinese, e.g. 八月 2026. */
const monthLabel = (year: number, month: number) => `${['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'][month]}月 ${year}`;

/**
 * The dates the test needs, as the browser sees them (its time zone is the config's Asia/Shanghai, not this
 * process's): today, the month 90 days back, and the timestamps MUI puts on that month's first and second day.
 */
async function calendarFacts(page: Page) {
  return page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const now = new Date();
    const back = new Date();
    back.setDate(back.getDate() - 90);
    const y = back.getFullYear();
    const m = back.getMonth();
    return {
      today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      monthsBack: now.getFullYear() * 12 + now.getMonth() - (y * 12 + m),
      year: y,
      month: m,
      first: `${y}-${pad(m + 1)}-01`,
      firstStamp: new Date(y, m, 1).getTime(),
      secondStamp: new Date(y, m, 2).getTime(),
    };
  });
}

/** A day of the open calendar by its timestamp: while the months slide, the leaving month's days are still there. */
const dayCell = (page: Page, stamp: number) => picker(page).locator(`[role="gridcell"][data-timestamp="${stamp}"]`);

test.use({ viewport: { width: 1440, height: 900 } });

test('a range picked on the calendar filters the user list by whole days', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/user');
  await expect(main(page).getByTestId('result-row').first()).toBeVisible();

  // The start opens on the month 90 days back, in Chinese; its first day is picked.
  const facts = await calendarFacts(page);
  await openEnd(page, 'begin');
  await expect(picker(page).locator('.MuiPickersCalendarHeader-label')).toHaveText(monthLabel(facts.year, facts.month));
  await dayCell(page, facts.firstStamp).click();
  await expect(picker(page)).toHaveCount(0);
  const start = facts.first;
  await expect(main(page).getByTestId('filter-createTime-begin')).toHaveValue(start);

  // The end: the second of the same month, reached with 上个月 — before any demo user existed.
  await openEnd(page, 'end');
  for (let i = facts.monthsBack; i > 0; i--) {
    await picker(page).getByRole('button', { name: '上个月' }).click();
  }
  await expect(picker(page).locator('.MuiPickersCalendarHeader-label')).toHaveText(monthLabel(facts.year, facts.month));
  await dayCell(page, facts.secondStamp).click();
  await expect(picker(page)).toHaveCount(0);
  const end = `${start.slice(0, 7)}-02`;
  await expect(main(page).getByTestId('filter-createTime-end')).toHaveValue(end);

  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/admin-api/system/user/page')),
    main(page).getByTestId('search-submit').click(),
  ]);
  const params = new URL(request.url()).searchParams;
  expect(params.get('createTime[0]')).toBe(`${start} 00:00:00`);
  expect(params.get('createTime[1]')).toBe(`${end} 23:59:59`);
  await expect(main(page).getByTestId('result-empty')).toBeVisible();

  // 今天 as the end takes in the demo users created today.
  await openEnd(page, 'end');
  await picker(page).getByRole('button', { name: '今天' }).click();
  await expect(main(page).getByTestId('filter-createTime-end')).toHaveValue(facts.today);
  await main(page).getByTestId('search-submit').click();
  await expect(main(page).getByTestId('result-row').first()).toBeVisible();
  await saveScreen(page, { path: `${SCREENS}/user-list-1440.png` });
});

test('参数名称 and 手机号码 are read whole at 1440 px', async ({ page }) => {
  await signIn(page);
  await page.goto('/infra/config');
  const name = main(page).getByTestId('result-row').locator('[data-field="name"] span').first();
  await expect(name).toBeVisible();
  // no cut: every name fits its column, on at most two lines
  for (const el of await main(page).getByTestId('result-row').locator('[data-field="name"] span').all()) {
    expect(await el.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight)).toBe(true);
  }
  const table = main(page).getByTestId('result-table');
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await saveScreen(page, { path: `${SCREENS}/config-list-1440.png` });

  await page.goto('/system/user');
  const mobile = main(page).getByTestId('result-row').locator('[data-field="mobile"] span').first();
  await expect(mobile).toBeVisible();
  expect(await mobile.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const box = await mobile.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1440);
});
