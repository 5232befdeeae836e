// Issue 34, point 3: what a deputy, a unit and an approver do, done on a 375 × 812 phone — a proposal written with a
// file and a photo from the camera and submitted, 立案 by staff, a unit's reply with its own attachment, the deputy's
// rating, a leave approved and another refused, an annual report uploaded and submitted. At every step the page fits
// the phone (phoneProblems: nothing wider than the screen, no table, touch targets ≥ 44 px).
import { expect, test, type Page } from '@playwright/test';
import { makeDocx } from '../support/docx.ts';
import { answerConfirm } from './support/confirm.ts';
import { choose, typeRich } from './support/formFields.ts';
import { phoneProblems, PHONE } from './support/phoneLayout.ts';
import { main, shoot } from './support/screens.ts';
import { apiAs, field, signIn } from './support/session.ts';

const suffix = Date.now().toString(36).slice(-6);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// A 1 × 1 PNG: what the camera hands the page is an image file like any other.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const detail = (page: Page) => main(page).getByTestId('proposal-detail-page');

async function onPhone(page: Page, username: string, password: string): Promise<void> {
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); }).catch(() => undefined);
  await page.setViewportSize(PHONE);
  await signIn(page, username, password);
}

async function fits(page: Page, where: string): Promise<void> {
  expect(await phoneProblems(page, where), `${where} does not fit a 375 px phone`).toEqual([]);
}

test('a proposal on phones: written with a file and a photo, 立案, answered by the unit with a file, rated by the deputy', async ({ page, request }) => {
  test.setTimeout(240_000);
  const title = `关于在地铁站增设无障碍电梯的建议 ${suffix}`;

  // 张建国 writes it on his phone: a file, and a photo taken with the camera (an image-only input that asks for it)
  await onPhone(page, 'deputy1', 'deputy123');
  await page.goto('/proposal/create');
  const form = main(page).getByTestId('proposal-create-page');
  await expect(form.getByTestId('rich-text-editor')).toBeVisible();
  await field(page, 'proposal-title').fill(title);
  await choose(page, 'proposal-type', '建议');
  await choose(page, 'proposal-category', '城乡建设');
  await typeRich(page, 'proposal-content', '多个地铁站只有楼梯和自动扶梯，轮椅和推车出行不便，建议增设无障碍电梯。');
  // The file's upload is answered only after the photo's: the later answer must not drop the photo (it did, CI
  // caught it: each upload handed up the list as it was when its file was chosen).
  let photoUploaded!: () => void;
  const photoDone = new Promise<void>((resolve) => { photoUploaded = resolve; });
  let uploads = 0;
  await page.route('**/admin-api/infra/file/upload', async (route) => {
    const nth = uploads++;
    const response = await route.fetch();
    if (nth === 0) await photoDone;
    await route.fulfill({ response });
    if (nth === 1) photoUploaded();
  });
  await form.getByTestId('proposal-attachments-input').setInputFiles({ name: '站点清单.pdf', mimeType: 'application/pdf', buffer: PDF });
  const camera = form.getByTestId('proposal-attachments-camera');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await camera.setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: PHOTO });
  const files = form.getByTestId('proposal-attachments-list');
  await expect(files).toContainText('站点清单.pdf');
  await expect(files).toContainText('IMG_0001.png');
  await page.unroute('**/admin-api/infra/file/upload');
  await fits(page, 'the proposal form with two attachments');
  await shoot(page, 'phone-work-proposal-form');
  await form.getByTestId('proposal-submit').click();
  await answerConfirm(page, '提交后建议将进入审核，不能再修改', { button: '确定提交' });
  await expect(page.getByTestId('toast').filter({ hasText: '已提交，等待审核' })).toBeVisible();
  await expect(page).toHaveURL(/\/proposal\/detail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(detail(page).getByTestId('proposal-attachments')).toContainText('IMG_0001.png');
  await fits(page, 'the submitted proposal');

  // 王联络 accepts it on a phone (立案), and assigns it
  await onPhone(page, 'staff', 'staff123');
  await page.goto(`/proposal/detail?id=${id}`);
  await expect(detail(page).getByTestId('proposal-task-review')).toBeVisible();
  await fits(page, 'staff reviewing the proposal');
  await main(page).getByTestId('review-submit').click();
  await answerConfirm(page, '立案后建议将编号并等待交办，不能撤回', { button: '确定立案' });
  await expect(page.getByTestId('toast').filter({ hasText: '已立案，等待交办' })).toBeVisible();
  const staff = await apiAs(request, 'staff', 'staff123');
  const admin = await apiAs(request);
  const depts = await admin<{ id: number; name: string }[]>('GET', '/system/dept/list');
  const housing = depts.find((d) => d.name === '市住房和城乡建设委员会')!;
  await staff('PUT', '/renda/proposal/assign', { id, units: [{ deptId: housing.id, handleType: '1' }], reason: '请按期办理' });

  // 周建设 (unit1) finds it among the cards of 办理建议 and replies from its detail, with a file of his own
  await onPhone(page, 'unit1', 'unit123');
  await page.goto('/renda/handle-proposal');
  const card = main(page).locator('article').filter({ hasText: title });
  await expect(card).toContainText('办理中');
  await fits(page, '办理建议 as cards');
  await card.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('proposal-task-handle')).toBeVisible();
  await typeRich(page, 'reply-content', '已将三个站点列入明年改造计划。');
  await choose(page, 'reply-handleResult', '正在解决');
  await choose(page, 'reply-resultType', 'B类（列入计划逐步解决）');
  await main(page).getByTestId('reply-files-input').setInputFiles({ name: '改造计划.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(page).getByTestId('reply-files-list')).toContainText('改造计划.pdf');
  await fits(page, 'the unit replying');
  await shoot(page, 'phone-work-reply');
  await main(page).getByTestId('reply-submit').click();
  await answerConfirm(page, '答复提交后不能修改', { button: '确定答复' });
  await expect(page.getByTestId('toast').filter({ hasText: '答复已提交' })).toBeVisible();
  await expect(detail(page).getByTestId('proposal-task-handle')).toHaveCount(0);

  // 张建国 rates it 满意 on his phone: the proposal is closed
  await onPhone(page, 'deputy1', 'deputy123');
  await page.goto(`/proposal/detail?id=${id}`);
  await expect(detail(page).getByTestId('proposal-task-feedback')).toBeVisible();
  await expect(detail(page)).toContainText('改造计划.pdf');
  await main(page).getByTestId('feedback-1').click();
  await fits(page, 'the deputy rating the answer');
  await shoot(page, 'phone-work-feedback');
  await main(page).getByTestId('feedback-submit').click();
  await answerConfirm(page, '评价提交后不能修改，建议将办结', { button: '确定提交' });
  await expect(page.getByTestId('toast').filter({ hasText: '评价已提交，建议已办结' })).toBeVisible();
  await expect(detail(page).getByTestId('proposal-info-status')).toHaveText('已办结');
});

test('an approver approves one leave and refuses another on a phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const apply = async (reason: string, day: number) => {
    const leaveId = await deputy<number>('POST', '/bpm/oa/leave/create', {
      type: 2, reason, startTime: new Date(`2031-04-${day}T09:00:00+08:00`).getTime(), endTime: new Date(`2031-04-${day}T18:00:00+08:00`).getTime(),
    });
    return (await deputy<{ processInstanceId: string }>('GET', `/bpm/oa/leave/get?id=${leaveId}`)).processInstanceId;
  };
  const first = await apply(`参加社区议事会 ${suffix}`, 10);
  const second = await apply(`外出学习 ${suffix}`, 11);
  const tasks = await deputy<{ result: number; assigneeUser: { id: number } }[]>('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${first}`);
  const admin = await apiAs(request);
  const { username } = await admin<{ username: string }>('GET', `/system/user/get?id=${tasks.find((t) => t.result === 1)!.assigneeUser.id}`);
  const PASSWORDS: Record<string, string> = { admin: 'admin123', staff: 'staff123' };
  expect(PASSWORDS[username], `the leave's approver ${username} is a demo user`).toBeTruthy();

  await onPhone(page, username, PASSWORDS[username]);
  // 待办任务 as cards: each names the leave; its button opens the task where it is decided
  await page.goto('/bpm/task/todo');
  await expect(main(page).locator('article').first()).toBeVisible();
  await fits(page, '待办任务 as cards');
  const card = main(page).locator('[data-testid^="pending-task-"]');

  await page.goto(`/bpm/process-instance/detail?id=${first}`);
  await expect(card.getByTestId('leave-context-reason')).toHaveText(`参加社区议事会 ${suffix}`);
  await fits(page, 'a leave task');
  await shoot(page, 'phone-work-leave-task');
  await card.getByTestId('approval-reason').fill('同意');
  await card.getByTestId('task-approve').click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过' })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto(`/bpm/process-instance/detail?id=${second}`);
  await expect(card.getByTestId('leave-context-reason')).toHaveText(`外出学习 ${suffix}`);
  await card.getByTestId('approval-reason').fill('本周有代表活动，请改期');
  await card.getByTestId('task-reject').click();
  await answerConfirm(page, '不通过后流程将结束', { button: '确定不通过' });
  await expect(page.getByTestId('toast').filter({ hasText: '已不通过，流程已结束' })).toBeVisible();
  await expect(main(page).getByTestId('process-detail-result')).toContainText('不通过');
  await fits(page, 'a refused leave');
});

test('a deputy uploads the annual report on a phone and submits it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const heading = `年度履职报告 ${suffix}`;
  const docx = await makeDocx({ heading, paragraph: '全年参加视察三次，走访选民四十户。', rows: [['项目', '次数'], ['视察', '3']] });
  await onPhone(page, 'deputy1', 'deputy123');
  await page.goto('/renda/my-report');
  await main(page).getByTestId('my-report-create').click();
  const form = page.getByTestId('report-form');
  await form.getByTestId('report-form-file').setInputFiles({ name: `${heading}.docx`, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx });
  await expect(field(page, 'report-form-title')).toHaveValue(heading);
  await fits(page, 'the report form with its file');
  await form.getByTestId('report-form-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: '保存成功' })).toBeVisible();
  await expect(form).toHaveCount(0);

  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  const mine = await deputy<{ list: { id: number; title: string }[] }>('GET', '/renda/report/my-page?pageNo=1&pageSize=100');
  const id = mine.list.find((r) => r.title === heading)!.id;
  const card = main(page).getByTestId(`my-report-row-${id}`);
  // 提交 is the card's button; it asks first
  await card.getByTestId('row-submit').click();
  await answerConfirm(page, `确定提交「${heading}」吗`, { button: '确定' });
  await expect(card.getByTestId('row-status')).toHaveText('已提交');
  await fits(page, '我的年度报告 after submitting');
  await shoot(page, 'phone-work-report-submitted');
});
