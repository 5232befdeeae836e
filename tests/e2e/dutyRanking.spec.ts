// Issue 36 point 4 in the browser: the staff at a desk see the year's ranking, find a deputy, adjust the score with a
// reason (the row's score follows) and open the deputy's record; on a 375 × 812 phone the ranking is cards and nothing
// is wider than the screen.
import { expect, test } from '@playwright/test';
import { phoneProblems, PHONE } from './support/phoneLayout.ts';
import { main, shoot } from './support/screens.ts';
import { apiAs, signIn } from './support/session.ts';

test('the staff see the ranking, adjust a score with a reason and open a deputy; on a phone it fits', async ({ browser, request }) => {
  test.slow();
  const year = new Date().getFullYear();
  const staffApi = await apiAs(request, 'staff', 'staff123');
  const before = (await staffApi<{ list: { deputyId: number; score: number }[] }>('GET', `/renda/duty-record/ranking?year=${year}&nickname=${encodeURIComponent('张建国')}`)).list[0];

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await desk.newPage();
  await signIn(page, 'staff', 'staff123');
  await page.goto('/renda/duty-ranking');
  const view = main(page);
  await expect(view.getByTestId('duty-ranking')).toBeVisible();
  // the first rows are ranked from 1
  await expect(view.getByTestId('row-rank').first()).toHaveText('1');
  await view.getByTestId('ranking-name').fill('张建国');
  await view.getByTestId('ranking-name').press('Enter');
  const row = view.getByTestId(`ranking-row-${before.deputyId}`);
  await expect(row).toContainText('张建国');
  await expect(row.getByTestId('row-score')).toHaveText(String(before.score));
  await shoot(page, 'duty-ranking-desk');

  // 调整分数: the reason is required, then the score moves by the points given
  await row.getByTestId('row-adjust').click();
  const dialog = page.getByTestId('adjust-dialog');
  await dialog.getByTestId('adjust-points').fill('2.5');
  await dialog.getByTestId('adjust-save').click();
  await expect(dialog.getByTestId('adjust-error')).toHaveText('请填写调整理由');
  await dialog.getByTestId('adjust-reason').fill('带队开展专题调研并形成报告');
  await dialog.getByTestId('adjust-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已调整分数' })).toBeVisible();
  await expect(row.getByTestId('row-score')).toHaveText(String(before.score + 2.5));

  // a row opens the deputy's record of that year
  await row.getByTestId('row-record').click();
  await expect(page).toHaveURL(new RegExp(`/renda/duty-record\\?deputyId=${before.deputyId}&year=${year}`));
  await desk.close();

  // on a phone: cards, nothing wider than the screen
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const small = await phone.newPage();
  await signIn(small, 'staff', 'staff123');
  await small.goto('/renda/duty-ranking');
  await expect(main(small).getByTestId(`ranking-row-${before.deputyId}`).or(main(small).locator('[data-testid^="ranking-row-"]').first())).toBeVisible();
  expect(await phoneProblems(small, '履职排名'), '履职排名 does not fit a 375 px phone').toEqual([]);
  await shoot(small, 'duty-ranking-phone');
  await small.goto('/renda/duty-statistics');
  await expect(main(small).getByTestId('stat-levels')).toBeVisible();
  expect(await phoneProblems(small, '履职统计'), '履职统计 does not fit a 375 px phone').toEqual([]);
  await shoot(small, 'duty-statistics-phone');
  await phone.close();
});
