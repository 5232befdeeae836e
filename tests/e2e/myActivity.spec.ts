// Issue 36 points 1 and 2 in the browser: a deputy on a 375 × 812 phone signs up for an activity open for sign-up and
// checks in on the spot with the position the browser is granted (the server measures the distance); the same deputy
// registers a duty done outside the platform (履职登记) with a photo; the staff, at a desk, see the activity's roster
// and approve the registration. At every phone step the page fits the phone (phoneProblems).
import { expect, test, type Page } from '@playwright/test';
import { answerConfirm } from './support/confirm.ts';
import { phoneProblems, PHONE } from './support/phoneLayout.ts';
import { main, shoot } from './support/screens.ts';
import { apiAs, field, signIn } from './support/session.ts';

const suffix = Date.now().toString(36).slice(-6);
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// the activity's centre, and where the phone says it is: about 90 m away
const CENTRE = { longitude: 116.4321, latitude: 39.9402 };
const HERE = { longitude: 116.4321, latitude: 39.9410 };

async function fits(page: Page, where: string): Promise<void> {
  expect(await phoneProblems(page, where), `${where} does not fit a 375 px phone`).toEqual([]);
}

test('a deputy signs up and checks in on a phone, registers a duty; the staff see the roster and approve it', async ({ browser, request }) => {
  test.slow();
  const title = `走访城东社区 ${suffix}`;
  const staffApi = await apiAs(request, 'staff', 'staff123');
  const activityId = await staffApi<number>('POST', '/renda/activity/create', {
    title, activityType: '5', organizerType: '2', startTime: Date.now() + 10 * 60_000, endTime: Date.now() + 3 * 3600_000,
    address: '城东街道幸福里社区服务中心', ...CENTRE, checkinRadius: 300, status: 0, signupOpen: true, signupLimit: 20,
  });

  // 李秀英 (deputy2, not invited) on her phone, the position granted to the page
  const phone = await browser.newContext({ viewport: PHONE, geolocation: HERE, permissions: ['geolocation'], isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await signIn(page, 'deputy2', 'deputy123');
  await page.goto('/renda/my-activity');
  const card = main(page).getByTestId(`my-activity-row-${activityId}`);
  await expect(card).toContainText(title);
  await expect(card.getByTestId('activity-part')).toHaveText('可报名');
  await fits(page, '我的活动 before signing up');
  await shoot(page, 'my-activity-phone');
  await card.getByTestId('row-signup').click();
  await answerConfirm(page, `确定报名参加活动「${title}」吗？`, { button: '确定' });
  await expect(page.getByTestId('toast').filter({ hasText: '报名成功' })).toBeVisible();
  await expect(card.getByTestId('activity-part')).toHaveText('已报名');

  // 签到: the dialog takes the position, the server measures it
  await card.getByTestId('row-checkin').click();
  const checkIn = page.getByTestId('check-in');
  await expect(checkIn.getByTestId('check-in-position')).toContainText('已获取您的位置');
  await checkIn.getByTestId('check-in-photo').setInputFiles({ name: 'IMG_0002.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(checkIn.getByTestId('check-in-photo-preview')).toBeVisible();
  await fits(page, 'the check-in dialog');
  await shoot(page, 'my-activity-check-in-phone');
  await checkIn.getByTestId('check-in-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: /签到成功，您距活动地点 \d+ 米/ })).toBeVisible();
  await expect(card.getByTestId('activity-part')).toHaveText('已签到');
  await expect(card.getByTestId('row-checkin')).toHaveCount(0);
  await fits(page, '我的活动 after checking in');

  // 履职登记: a duty done outside the platform, with a photo
  const dutyTitle = `接待选民来访 ${suffix}`;
  await page.goto('/renda/my-duty-register');
  await main(page).getByTestId('duty-create').click();
  const form = page.getByTestId('duty-form');
  await form.getByTestId('duty-form-dutyType').getByRole('combobox').click();
  await page.getByRole('option', { name: '接待选民', exact: true }).click();
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
  await field(page, 'duty-form-title').fill(dutyTitle);
  await field(page, 'duty-form-address').fill('城东街道代表联络站');
  await form.getByTestId('duty-form-content').locator('textarea').first().fill('接待选民 6 人次，收集意见 3 条，已转交街道办理。');
  await form.getByTestId('duty-form-photos').setInputFiles({ name: 'IMG_0003.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByTestId('duty-form-photo')).toHaveCount(1);
  await fits(page, 'the duty register form');
  await shoot(page, 'duty-register-form-phone');
  await form.getByTestId('duty-form-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已提交，等待审核' })).toBeVisible();
  const dutyCard = main(page).locator('[data-testid^="duty-row-"]').filter({ hasText: dutyTitle });
  await expect(dutyCard).toContainText('待审核');
  await fits(page, '履职登记 with the registration');
  await shoot(page, 'duty-register-phone');
  await phone.close();

  // the staff at a desk: the activity's roster shows her checked in; the registration is approved from its detail
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await desk.newPage();
  await signIn(staff, 'staff', 'staff123');
  const roster = await staffApi<{ list: { deputyName: string; state: string }[] }>('GET', `/renda/activity/roster?id=${activityId}`);
  expect(roster.list).toEqual([expect.objectContaining({ deputyName: '李秀英', state: 'checkedIn' })]);
  await staff.goto('/renda/activity');
  await main(staff).getByRole('row').filter({ hasText: title }).getByTestId('row-roster').click();
  const rosterDialog = staff.getByTestId('activity-roster');
  await expect(rosterDialog.getByTestId('roster-summary')).toContainText('报名 1');
  await expect(rosterDialog.getByRole('row').filter({ hasText: '李秀英' }).getByTestId('roster-state')).toHaveText('已签到');
  await shoot(staff, 'activity-roster-desk');
  await rosterDialog.getByRole('button', { name: '关闭' }).click();
  await expect(rosterDialog).toBeHidden();
  await staff.goto('/renda/duty-register');
  const row = main(staff).locator('[data-testid^="duty-row-"]').filter({ hasText: dutyTitle });
  await expect(row).toContainText('李秀英');
  await shoot(staff, 'duty-register-review-desk');
  await row.getByTestId('row-view').click();
  const detail = staff.getByTestId('duty-detail');
  await expect(detail.getByTestId('duty-detail-content')).toHaveText('接待选民 6 人次，收集意见 3 条，已转交街道办理。');
  await expect(detail.locator('img')).toHaveCount(1);
  await shoot(staff, 'duty-register-detail-desk');
  await detail.getByTestId('duty-review-approve').click();
  await expect(staff.getByTestId('toast').filter({ hasText: '已审核通过' })).toBeVisible();
  await expect(detail).toBeHidden();
  await desk.close();
});
