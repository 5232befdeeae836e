// Issue 35, handling a liaison station's feedback in the browser: the staff assign it on a desk (联络站反馈), the deputy
// is told and replies on a 375 × 812 phone (我的联络站反馈, cards), then finishes it and makes it a proposal; the staff
// read the statistics. The feedback comes in through the public form's call (the captcha is off in the browser tests).
import { expect, test, type Page } from '@playwright/test';
import { answerConfirm } from './support/confirm.ts';
import { phoneProblems, PHONE } from './support/phoneLayout.ts';
import { main, shoot } from './support/screens.ts';
import { apiAs, signIn } from './support/session.ts';

const suffix = Date.now().toString(36).slice(-6).toUpperCase();
const DESK = { width: 1440, height: 900 };
const CONTENT = `小区东门的路灯坏了三个月，晚上老人出行很不方便，希望尽快修好 ${suffix}`;

async function as(page: Page, username: string, password: string, size: { width: number; height: number }): Promise<void> {
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); }).catch(() => undefined);
  await page.setViewportSize(size);
  await signIn(page, username, password);
}

test('staff assign a feedback on a desk; the deputy replies and finishes it on a phone, and makes it a proposal', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin', 'admin123');
  const users = await admin<{ list: { id: number; username: string }[] }>('GET', '/system/user/page?pageNo=1&pageSize=100&username=deputy1');
  const deputy1 = users.list.find((u) => u.username === 'deputy1')!.id;
  const code = `E2E${suffix}`;
  await admin('POST', '/renda/station/create', { name: `东直门联络站${suffix}`, code, address: '东城区东直门内大街1号', status: 0, deputyIds: [deputy1] });
  const submitted = await request.post('/admin-api/renda/station-feedback/public/create', {
    data: { station: code, feedbackType: '2', content: CONTENT, name: '王秀兰', mobile: '13912345678', anonymous: false },
  });
  const { data: { trackingNo } } = await submitted.json() as { data: { trackingNo: string } };
  expect(trackingNo).toMatch(/^LZ/);

  // 王联络 on a desk: the list, the feedback's detail, 分派 to the station's deputy
  await as(page, 'staff', 'staff123', DESK);
  await page.goto('/renda/station-feedback');
  const list = main(page).getByTestId('station-feedback');
  const row = list.getByTestId(/^feedback-row-/).filter({ hasText: CONTENT.slice(0, 20) });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('row-status')).toContainText('待处理');
  await shoot(page, 'station-feedback-staff-list-desk');
  await row.getByTestId('row-detail').click();
  const detail = page.getByTestId('feedback-detail');
  await expect(detail.getByTestId('feedback-tracking-no')).toHaveText(trackingNo);
  await expect(detail.getByTestId('feedback-log-submit')).toBeVisible();
  await detail.getByTestId('feedback-assign').click();
  await detail.getByTestId(`assign-deputy-${deputy1}`).click();
  await shoot(page, 'station-feedback-assign-desk');
  await detail.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已分派' })).toBeVisible();
  await expect(detail.getByTestId('feedback-status')).toContainText('处理中');
  await expect(detail.getByTestId('feedback-log-assign')).toContainText('分派给');
  const feedbackId = Number(new URL(page.url()).searchParams.get('id'));
  expect(feedbackId).toBeGreaterThan(0);
  await detail.getByTestId('feedback-close').click();
  await expect(row.getByTestId('row-status')).toContainText('处理中');

  // 张建国 on his phone: the message's link opens the feedback in 我的联络站反馈; the list is cards that fit
  await as(page, 'deputy1', 'deputy123', PHONE);
  await page.goto('/renda/my-station-feedback');
  const mine = main(page).getByTestId('my-station-feedback');
  await expect(mine.getByTestId(`feedback-row-${feedbackId}`)).toBeVisible();
  await expect(mine.locator('table:visible')).toHaveCount(0);
  expect(await phoneProblems(page, 'my station feedback list'), 'the list does not fit a 375 px phone').toEqual([]);
  await shoot(page, 'station-feedback-my-list-phone');
  await page.goto(`/renda/my-station-feedback?id=${feedbackId}`);
  const onPhone = page.getByTestId('feedback-detail');
  await expect(onPhone.getByTestId('feedback-content')).toHaveText(CONTENT);
  await onPhone.getByTestId('feedback-reply-open').click();
  await onPhone.getByTestId('feedback-reply-input').fill('已联系街道办事处，路灯将于本周五前修复。');
  expect(await phoneProblems(page, 'replying on a phone'), 'the reply does not fit a 375 px phone').toEqual([]);
  await shoot(page, 'station-feedback-reply-phone');
  await onPhone.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已答复' })).toBeVisible();
  await expect(onPhone.getByTestId('feedback-status')).toContainText('已反馈');
  await expect(onPhone.getByTestId('feedback-reply')).toHaveText('已联系街道办事处，路灯将于本周五前修复。');
  await expect(onPhone.getByTestId('feedback-log-reply')).toBeVisible();

  // 办结, then 转为建议: the draft is in 我的建议, and the feedback shows it
  await onPhone.getByTestId('feedback-finish').click();
  await answerConfirm(page, '办结后该反馈不再办理', { button: '确定' });
  await expect(onPhone.getByTestId('feedback-status')).toContainText('已办结');
  await onPhone.getByTestId('feedback-to-proposal').click();
  await answerConfirm(page, '将以该反馈的内容生成一份建议草稿', { button: '确定' });
  await expect(onPhone.getByTestId('feedback-proposal')).toContainText('草稿');
  expect(await phoneProblems(page, 'the finished feedback on a phone'), 'the detail does not fit a 375 px phone').toEqual([]);
  await shoot(page, 'station-feedback-detail-phone');
  const proposalPath = await onPhone.getByTestId('feedback-proposal').getByRole('link').getAttribute('href');
  await onPhone.getByTestId('feedback-close').click();
  await page.goto('/renda/my-proposal');
  await expect(main(page).getByText('关于小区东门的路灯坏了三个月').first()).toBeVisible();
  // the draft says where it came from, quoting the citizen, and leads back to the feedback
  await page.goto(proposalPath!);
  await expect(main(page).getByTestId('proposal-content')).toContainText(trackingNo);
  await main(page).getByTestId('proposal-info-source').getByRole('link').click();
  await expect(page.getByTestId('feedback-detail').getByTestId('feedback-tracking-no')).toHaveText(trackingNo);

  // the staff's statistics on a desk
  await as(page, 'staff', 'staff123', DESK);
  await page.goto('/renda/station-feedback-statistics');
  const stats = main(page).getByTestId('station-feedback-statistics');
  await expect(stats.getByTestId('stat-by-station')).toContainText(`东直门联络站${suffix}`);
  await shoot(page, 'station-feedback-statistics-desk');
});
