// Issue 35 (docs/stations.md): a liaison station's QR code, followed as a citizen does. The staff open 代表联络站 and
// its 海报 (the A4 poster and the address its QR code holds); on a 375 × 812 phone, with no session at all, that
// address shows the station and its deputies, takes a feedback with a photo, answers the tracking number, and the
// tracking page shows its status. (The image captcha is off on the browser tests' server, CAPTCHA_ENABLED=false, as
// for the sign-in; the API tests hold it.) Each page fits the phone.
import { expect, test } from '@playwright/test';
import { phoneProblems, PHONE } from './support/phoneLayout.ts';
import { main, shoot } from './support/screens.ts';
import { signIn } from './support/session.ts';

// A 1 × 1 PNG: a photo as the camera hands it to the page.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const STATION = '城东区东华街道人大代表联络站';

test('a station\'s QR code: the poster, then on a phone without signing in the public page, a feedback submitted and tracked', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // the staff's list and the poster, at desk size
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'staff', 'staff123');
  await page.goto('/renda/station');
  const row = main(page).getByRole('row').filter({ hasText: STATION });
  await row.getByTestId('row-poster').click();
  const dialog = page.getByTestId('station-poster-dialog');
  await expect(dialog.getByTestId('station-poster-image')).toBeVisible();
  await expect.poll(() => dialog.getByTestId('station-poster-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1240);
  const url = await dialog.getByTestId('station-page-url').getAttribute('href');
  expect(url).toMatch(/\/feedback\?station=CDSTATION1$/);
  await shoot(page, 'station-poster-desk');

  // a citizen's phone: a browser of its own, nothing signed in
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const citizen = await phone.newPage();
  await citizen.goto(url!);
  const station = citizen.getByTestId('feedback-station');
  await expect(citizen.getByRole('heading', { name: STATION })).toBeVisible();
  await expect(station).toContainText('每周三上午');
  await expect(station).toContainText('张建国');
  expect(await phoneProblems(citizen, 'the public page'), 'the public page does not fit a 375 px phone').toEqual([]);
  await shoot(citizen, 'station-public-form-phone');

  await citizen.getByTestId('feedback-type').selectOption({ label: '民生诉求' });
  await citizen.getByTestId('feedback-content').fill('小区东门的路灯坏了一个月，晚上出行不安全，请尽快修复。');
  await citizen.getByTestId('feedback-name').fill('王女士');
  await citizen.getByTestId('feedback-mobile').fill('13900001111');
  await citizen.getByTestId('feedback-photo-input').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(citizen.getByRole('button', { name: '删除照片' })).toBeVisible();
  await citizen.getByTestId('feedback-submit').click();
  const trackingNo = citizen.getByTestId('tracking-no');
  await expect(trackingNo).toHaveText(/^LZ\d{8}[A-Z2-9]{6}$/);
  const number = (await trackingNo.textContent())!;
  expect(await phoneProblems(citizen, 'the submitted page'), 'the submitted page does not fit a 375 px phone').toEqual([]);
  await shoot(citizen, 'station-public-submitted-phone');

  // tracking: the number is carried over, the mobile given is asked for, a wrong one refused
  await citizen.getByTestId('feedback-track-link').click();
  await expect(citizen.getByTestId('track-no')).toHaveValue(number);
  await citizen.getByTestId('track-mobile').fill('13900002222');
  await citizen.getByTestId('track-submit').click();
  await expect(citizen.getByTestId('track-error')).toHaveText('查询码或手机号不正确');
  await citizen.getByTestId('track-mobile').fill('13900001111');
  await citizen.getByTestId('track-submit').click();
  const result = citizen.getByTestId('track-result');
  await expect(result.getByTestId('track-status')).toHaveText('待处理');
  await expect(result.getByTestId('track-reply')).toHaveText('尚未答复，请耐心等待');
  await expect(result).toContainText(STATION);
  await expect(result).not.toContainText('王女士');
  await expect(result).not.toContainText('路灯');
  expect(await phoneProblems(citizen, 'the tracking page'), 'the tracking page does not fit a 375 px phone').toEqual([]);
  await shoot(citizen, 'station-public-track-phone');

  // an unknown code says so rather than showing an empty form
  await citizen.goto('/feedback?station=NOSUCHCODE');
  await expect(citizen.getByTestId('feedback-station-error')).toHaveText('联络站不存在或已停用，请重新扫描联络站的二维码');
  await phone.close();
});
