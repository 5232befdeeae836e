// Issue 38 points 10 and 14, a newcomer's tour: no developer leftovers on the screens deputies, units and staff use
// (home page, process lists, menus); a report's form keeps nothing of a refused file and defaults to the year being
// reported on; /my-answer has a way back; the settings drawer says its changes need saving; every save says it worked.
// Screens at desk (1280×800) and phone (375×812) size go to test-results/screens/tour-*.png.
import { expect, test, type Page } from '@playwright/test';
import { makeDocx } from '../support/docx.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';
import { apiAs, field, signIn } from './support/session.ts';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Texts that speak to this project's developers, never to the people who use it. */
const DEVELOPER_SPEAK = ['系统信息', '接口地址', '/admin-api', '操作权限', '引擎前缀', 'docs/', '.md', 'camunda', 'surveyId', '项目仓库'];

async function expectNoDeveloperSpeak(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(DEVELOPER_SPEAK.filter((t) => text.includes(t)), where).toEqual([]);
}

/** The page at desk size, then at phone size (the sidebar closes at once there), and back to the desk. */
async function shoot(page: Page, name: string): Promise<void> {
  await saveScreen(page, { path: `${SCREENS}/tour-${name}-desk.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await saveScreen(page, { path: `${SCREENS}/tour-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESK);
}

test('each user\'s home page shows what is theirs, and nothing of the developers\'', async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page, 'deputy1', 'deputy123');
  const home = main(page);
  await expect(home.getByTestId('home-todo')).toHaveAttribute('data-state', 'ready');
  await expect(home.getByTestId('home-work')).toHaveAttribute('data-state', 'ready');
  await expect(home.getByTestId('home-user-dept')).toContainText('城东区代表团');
  await expect(home.getByTestId('home-links')).toHaveAttribute('data-state', 'ready');
  await expect(home.getByTestId('home-dicts')).toHaveCount(0);
  await expectNoDeveloperSpeak(page, 'deputy home');
  await shoot(page, 'home-deputy');

  // 发起流程: the processes a deputy may start, described for them
  await page.goto('/bpm/process-instance/create');
  await expect(main(page).getByTestId('definition-row-renda_proposal')).toContainText('代表建议议案的审核、交办、单位办理与代表评价');
  await expectNoDeveloperSpeak(page, '发起流程');
  await shoot(page, 'process-create');

  // a unit: its to-dos (the proposals given to it), which open their process
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'unit1', 'unit123');
  const todo = main(page).getByTestId('home-todo');
  await expect(todo).toHaveAttribute('data-state', 'ready');
  await expect(main(page).getByTestId('home-dicts')).toHaveCount(0);
  await expectNoDeveloperSpeak(page, 'unit home');
  await shoot(page, 'home-unit');
  await todo.getByTestId('home-todo-all').click();
  await expect(page).toHaveURL(/\/bpm\/task\/todo$/);

  // the administrator keeps 系统信息, without the API's address, and the model list shows no 引擎前缀
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await signIn(page, 'admin', 'admin123');
  await expect(main(page).getByTestId('home-dicts')).toHaveAttribute('data-state', 'ready');
  await expect(main(page).getByTestId('home-page')).not.toContainText('接口地址');
  await page.goto('/bpm/manager/model');
  await expect(main(page).getByTestId('model-list-page').locator('thead')).toContainText('流程标识');
  await expect(main(page).getByTestId('model-list-page')).not.toContainText('引擎前缀');
  await expect(main(page).getByTestId('model-list-page')).not.toContainText('camunda');
});

test('an annual report: the year being reported on, and nothing left of a refused file', async ({ page, request }) => {
  // 28 November: the deputy reports on this year
  await page.clock.setFixedTime(new Date('2026-11-28T10:00:00+08:00'));
  const deputy = await apiAs(request, 'deputy2', 'deputy123');
  const mine = async () => (await deputy<{ list: { id: number; title: string }[] }>('GET', '/renda/report/my-page?pageNo=1&pageSize=100')).list;
  for (const old of (await mine()).filter((r) => r.title === '李秀英年度述职')) await deputy('DELETE', `/renda/report/delete?id=${old.id}`);

  await page.setViewportSize(DESK);
  await signIn(page, 'deputy2', 'deputy123');
  await page.goto('/renda/my-report');
  await main(page).getByTestId('my-report-create').click();
  const form = page.getByTestId('report-form');
  await expect(form.getByTestId('report-form-year')).toContainText('2026年度');
  const title = field(page, 'report-form-title');

  // a PDF named .docx uploads (the upload takes any allowed file) and is refused on saving: it leaves the form
  await form.getByTestId('report-form-file').setInputFiles({ name: '伪装的报告.docx', mimeType: DOCX, buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(title).toHaveValue('伪装的报告');
  await form.getByTestId('report-form-save').click();
  await expect(form.getByTestId('report-form-error')).toContainText('不是 .docx 文件');
  await expect(form.getByTestId('report-form-file-name')).toHaveCount(0);
  await expect(title).toHaveValue('');
  await shoot(page, 'report-refused');

  // the good file gives its own title
  const docx = await makeDocx({ heading: '李秀英年度述职', paragraph: '全年参加视察两次。', rows: [['项目', '次数'], ['视察', '2']] });
  await form.getByTestId('report-form-file').setInputFiles({ name: '李秀英年度述职.docx', mimeType: DOCX, buffer: docx });
  await expect(title).toHaveValue('李秀英年度述职');
  await expect(form.getByTestId('report-form-file-name')).toContainText('李秀英年度述职.docx');
  await form.getByTestId('report-form-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: '保存成功' })).toBeVisible();
  await expect(form).toHaveCount(0);
  const saved = (await mine()).filter((r) => r.title === '李秀英年度述职');
  expect(saved).toHaveLength(1);
  expect(await deputy<{ year: string }>('GET', `/renda/report/get?id=${saved[0].id}`)).toMatchObject({ year: '2026' });
  await deputy('DELETE', `/renda/report/delete?id=${saved[0].id}`);
});

test('/my-answer leads back to the survey list', async ({ page, request }) => {
  const admin = await apiAs(request);
  const name = `履职满意度回访 ${Date.now().toString(36)}`;
  const surveyId = await admin<number>('POST', '/renda/survey/create', { surveyName: name, surveyType: '1', surveyDesc: '请谈谈您的意见。' });
  const questionId = await admin<number>('POST', '/renda/question/create', { surveyId, questionNo: 1, questionName: '意见和建议', questionType: 'textarea' });
  await admin('PUT', `/renda/survey/publish/${surveyId}`);
  const deputy = await apiAs(request, 'deputy2', 'deputy123');
  await deputy('POST', '/renda/answer/create', { surveyId, answerJson: JSON.stringify([{ questionId, questionType: 'textarea', optionIds: [], answerText: '多开座谈会' }]) });

  await page.setViewportSize(DESK);
  await signIn(page, 'deputy2', 'deputy123');
  await page.goto(`/my-answer?surveyId=${surveyId}`);
  await expect(page.getByTestId('my-answer-time')).toBeVisible();
  await shoot(page, 'my-answer');
  await page.getByTestId('survey-back').click();
  await expect(page).toHaveURL(/\/renda\/my-survey$/);

  // without a survey: the message says so in words, with the same way back
  await page.goto('/my-answer');
  await expect(page.getByTestId('survey-load-message')).toContainText('未指定问卷');
  await expectNoDeveloperSpeak(page, '/my-answer without a survey');
});

test('the settings drawer says its changes need saving, and saving, the avatar and group members say they worked', async ({ page, request }) => {
  await page.setViewportSize(DESK);
  await signIn(page, 'staff', 'staff123');
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('avatar-settings').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer.getByTestId('settings-unsaved-hint')).toHaveText('更改立即生效，但只有点击「保存配置」后才会保留，未保存的更改在刷新页面后丢失');
  await shoot(page, 'settings');
  await drawer.getByTestId('settings-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: '布局设置已保存' })).toBeVisible();

  // 小组成员维护: 确定 saves and says so
  const admin = await apiAs(request);
  const name = `新人小组${Date.now().toString(36)}`;
  await admin<number>('POST', '/renda/group/create', { name, sort: 1, status: 0 });
  await page.goto('/renda/group');
  await main(page).getByTestId('result-row').filter({ hasText: name }).getByTestId('row-update-user').click();
  const picker = page.getByTestId('deputy-picker');
  await expect(picker.getByRole('heading', { name: `小组成员：${name}` })).toBeVisible();
  await picker.getByTestId('deputy-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '小组成员已保存' })).toBeVisible();

  // 修改头像: the upload says it worked
  await page.goto('/user/profile');
  await page.getByTestId('profile-avatar').click();
  const dialog = page.getByTestId('avatar-dialog');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
  await dialog.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.locator('.reactEasyCrop_Image')).toBeVisible();
  await dialog.getByTestId('avatar-upload').click();
  await expect(page.getByTestId('toast').filter({ hasText: '头像修改成功' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
