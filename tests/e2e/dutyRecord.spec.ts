// Issue 36 point 3 in the browser: a deputy's duty registration approved by the staff is in 我的履职 on the deputy's
// 375 × 812 phone at once, under its month with the count of its kind, and opens its source (the registration) in one
// click; the page fits the phone (phoneProblems). The staff read the same record per deputy at a desk.
import { expect, test, type Page } from '@playwright/test';
import { phoneProblems, PHONE } from './support/phoneLayout.ts';
import { main, shoot } from './support/screens.ts';
import { apiAs, signIn } from './support/session.ts';

const suffix = Date.now().toString(36).slice(-6);

async function fits(page: Page, where: string): Promise<void> {
  expect(await phoneProblems(page, where), `${where} does not fit a 375 px phone`).toEqual([]);
}

test('an approved registration is in 我的履职 on a phone and opens its source; the staff read the record per deputy', async ({ browser, request }) => {
  test.slow();
  const title = `走访独居老人 ${suffix}`;
  const deputyApi = await apiAs(request, 'deputy1', 'deputy123');
  const staffApi = await apiAs(request, 'staff', 'staff123');
  const id = await deputyApi<number>('POST', '/renda/duty-register/create', {
    dutyType: '5', title, dutyDate: Date.now() - 3600_000, address: '城东街道幸福里社区', content: '走访独居老人 12 户。',
  });
  await staffApi('PUT', '/renda/duty-register/review', { id, decision: 'approve' });

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await signIn(page, 'deputy1', 'deputy123');
  await page.goto('/renda/my-duty-record');
  const item = main(page).getByTestId(`record-item-2-${id}`);
  await expect(item).toContainText(title);
  await expect(main(page).getByTestId('record-summary')).toContainText('张建国');
  await expect(main(page).getByTestId('record-kind-2')).not.toHaveText('履职登记 0');
  await fits(page, '我的履职');
  await shoot(page, 'my-duty-record-phone');
  await item.getByTestId('record-open').click();
  await expect(page).toHaveURL(new RegExp(`/renda/my-duty-register\\?id=${id}$`));
  await expect(page.getByTestId('duty-detail')).toContainText(title);
  await phone.close();

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await desk.newPage();
  await signIn(staffPage, 'staff', 'staff123');
  const deputy = (await deputyApi<{ deputy: { id: number } }>('GET', '/renda/duty-record/get')).deputy.id;
  await staffPage.goto(`/renda/duty-record?deputyId=${deputy}`);
  // the staff's page is another chunk, loaded on a busy machine
  await expect(main(staffPage).getByTestId(`record-item-2-${id}`)).toContainText(title, { timeout: 60_000 });
  await shoot(staffPage, 'duty-record-desk');
  await desk.close();
});
