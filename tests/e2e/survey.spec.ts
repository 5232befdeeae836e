// Surveys end to end (issue 5): an administrator designs a survey with every question type and publishes it; a
// deputy answers it on a phone, reloads, submits past the required-question message, stays and sees the answer
// read-only (also when reopening); my answer; statistics and the Excel download; a withdrawn and a finished survey
// for a deputy who did not answer. Screenshots at desktop and phone width go to test-results/screens/survey-*.png.
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { SCREENS, saveScreen } from './support/screens.ts';
// The sign-in page's own calls, not its form (auth.spec and signInWays.spec test the form): seconds per sign-in.
import { signIn } from './support/session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SURVEY = `代表履职问卷 ${Date.now() % 100000}`;

function field(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], textarea[data-testid="${testId}"], select[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', acceptDownloads: true });
  return context.newPage();
}

interface QuestionPlan {
  type: string;
  name: string;
  options?: string[];
  extend?: number;
  required?: boolean;
  hidden?: boolean;
  readOnly?: boolean;
  defaultValue?: string;
  /** Show rule: question number shown in the picker, and the option text. */
  showWhen?: [string, string];
}

// Every question type of SPEC §3; 其他 allows free text; 满意的原因 is revealed by 满意; 您的信息来源 is required.
const PLAN: QuestionPlan[] = [
  { type: 'radio', name: '您对本次活动是否满意', options: ['满意', '一般', '其他'], extend: 2, required: true },
  { type: 'checkbox', name: '您参加过哪些活动', options: ['视察', '调研', '座谈'] },
  { type: 'select', name: '您的信息来源', options: ['报纸', '其他'], extend: 1, required: true },
  { type: 'input', name: '满意的原因', hidden: true, required: true, showWhen: ['1. 您对本次活动是否满意', '满意'] },
  { type: 'title', name: '第二部分' },
  { type: 'textarea', name: '意见和建议' },
  { type: 'text', name: '感谢您的参与，以下信息由系统填写。' },
  { type: 'input', name: '所在单位', readOnly: true, defaultValue: '市人大' },
];

async function addQuestion(page: Page, plan: QuestionPlan): Promise<void> {
  await page.getByTestId(`add-${plan.type}`).click();
  const editor = page.getByTestId('question-editor');
  await expect(editor).toBeVisible();
  await field(page, 'question-name').fill(plan.name);
  if (plan.options) {
    // The editor starts with two options: set the texts, add what is missing.
    for (let i = 0; i < plan.options.length; i++) {
      if (i >= 2) await editor.getByTestId('option-add').click();
      await field(page, `option-text-${i}`).fill(plan.options[i]);
    }
    if (plan.extend !== undefined) await editor.locator(`input[data-testid="option-extend-${plan.extend}"]`).check();
  }
  if (plan.required) await editor.locator('input[data-testid="toggle-required"]').check();
  if (plan.hidden) await editor.locator('input[data-testid="toggle-hidden"]').check();
  if (plan.readOnly) await editor.locator('input[data-testid="toggle-readOnly"]').check();
  if (plan.defaultValue) await field(page, 'default-value').fill(plan.defaultValue);
  if (plan.showWhen) {
    await field(page, 'show-rule-question').selectOption({ label: plan.showWhen[0] });
    await field(page, 'show-rule-option').selectOption({ label: plan.showWhen[1] });
  }
  await page.getByTestId('question-save').click();
  await expect(editor).toHaveCount(0);
}

/** The survey's row of 问卷管理 (the generated list: its buttons are row-<action>, its cells data-field). */
const surveyRow = (page: Page) => page.locator('[data-testid="kept-view"]:visible').getByTestId('result-row').filter({ hasText: SURVEY });
const rowButton = (page: Page, action: string) => surveyRow(page).getByTestId(`row-${action}`);
const statusCell = (page: Page) => surveyRow(page).locator('[data-field="status"]');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

/** The fill-in page once answered: the notice with the date and the rule, the submitted answers read-only. */
async function expectAnswered(page: Page): Promise<void> {
  const notice = page.getByTestId('survey-notice');
  await expect(notice).toContainText('您已提交过该问卷');
  await expect(notice).toContainText(/提交时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(notice).toContainText('每人只能提交一次，答卷提交后不能修改。');
  await expect(notice.getByRole('link', { name: '查看我的答卷' })).toBeVisible();
  await expect(page.getByTestId('survey-submit')).toHaveCount(0);
  const answer = (type: string, name: string) => page.locator(`[data-question-type="${type}"]`).filter({ hasText: name });
  const satisfied = answer('radio', '您对本次活动是否满意').getByLabel('满意', { exact: true });
  await expect(satisfied).toBeChecked();
  await expect(satisfied).toBeDisabled();
  await expect(answer('checkbox', '您参加过哪些活动').getByLabel('调研')).toBeChecked();
  await expect(answer('checkbox', '您参加过哪些活动').getByLabel('座谈')).not.toBeChecked();
  await expect(answer('input', '满意的原因').locator('input')).toHaveValue('组织有序');
  await expect(answer('input', '满意的原因').locator('input')).toBeDisabled();
  await expect(answer('select', '您的信息来源').locator('select')).toBeDisabled();
  await expect(answer('select', '您的信息来源').locator('input')).toHaveValue('微信公众号');
  await expect(answer('textarea', '意见和建议').locator('textarea').first()).toHaveValue('希望多组织基层调研');
  await expect(answer('input', '所在单位').locator('input')).toHaveValue('市人大');
}

test('surveys: design, publish, answer on a phone with restore, my answer, statistics and Excel', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  let surveyId = 0;

  await test.step('the administrator creates a survey', async () => {
    await signIn(page, 'admin', 'admin123');
    await page.goto('/renda/survey');
    await page.locator('[data-testid="kept-view"]:visible').getByTestId('toolbar-create').click();
    const dialog = page.getByTestId('form-dialog');
    await dialog.getByLabel('问卷名称').fill(SURVEY);
    await dialog.getByLabel('问卷说明').fill('请各位代表如实填写，谢谢！');
    await dialog.getByLabel('问卷类型').click();
    await page.getByRole('option', { name: '意见征集' }).click();
    await dialog.getByTestId('form-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(surveyRow(page)).toBeVisible();
    surveyId = Number(await surveyRow(page).getAttribute('data-id'));
    // A draft offers publish, not revoke or finish.
    await expect(rowButton(page, 'publish')).toBeVisible();
    await expect(rowButton(page, 'revoke')).toHaveCount(0);
    await rowButton(page, 'design').click();
    await expect(page).toHaveURL(new RegExp(`/survey/design\\?surveyId=${surveyId}$`));
  });

  await test.step('designs every question type, with tips in the live preview', async () => {
    for (const plan of PLAN) await addQuestion(page, plan);
    const list = page.getByTestId('question-list');
    await expect(list.locator('[data-testid^="design-question-"]')).toHaveCount(PLAN.length);
    const preview = page.getByTestId('design-preview');
    await expect(preview.getByText('[初始隐藏]')).toBeVisible();
    await expect(preview.getByText('[只读] [有默认值]')).toBeVisible();
    await expect(preview.getByText('具体为')).toHaveCount(0);
  });

  await test.step('drags 意见和建议 above 第二部分 (saved through updateQueNo)', async () => {
    await expect(page.getByTestId('design-question-4')).toContainText('第二部分');
    await page.getByTestId('drag-handle-5').dragTo(page.getByTestId('design-question-4'));
    await expect(toast(page, '题号已更新')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('design-question-4')).toContainText('意见和建议');
    await expect(page.getByTestId('design-question-5')).toContainText('第二部分');
    await saveScreen(page, { path: `${SCREENS}/survey-design-desktop.png`, fullPage: true });
  });

  await test.step('publishes; only revoke and finish remain', async () => {
    await page.goto('/renda/survey');
    await rowButton(page, 'publish').click();
    await page.getByTestId('survey-action-confirm').getByRole('button', { name: '确定' }).click();
    await expect(statusCell(page)).toHaveText('已发布');
    await expect(rowButton(page, 'publish')).toHaveCount(0);
    await expect(rowButton(page, 'revoke')).toBeVisible();
    await expect(rowButton(page, 'finish')).toBeVisible();
    await saveScreen(page, { path: `${SCREENS}/survey-list-desktop.png`, fullPage: true });
  });

  const phone = await newPage(browser, baseURL!, PHONE);
  const q = (n: number) => phone.locator('[data-testid^="question-"][data-question-type]').nth(n);

  await test.step('a deputy answers half on a phone, reloads and finds the choices restored', async () => {
    await signIn(phone, 'deputy1', 'deputy123');
    await phone.goto(`/preview?surveyId=${surveyId}`);
    await expect(phone.getByTestId('survey-name')).toHaveText(SURVEY);
    await expect(phone.getByTestId('survey-desc')).toHaveText('请各位代表如实填写，谢谢！');
    await expect(phone.getByText('满意的原因')).toHaveCount(0); // hidden until 满意 is chosen
    await q(0).getByLabel('满意', { exact: true }).check();
    await expect(phone.getByText('满意的原因')).toBeVisible();
    await phone.locator('[data-question-type="input"]').filter({ hasText: '满意的原因' }).locator('input').fill('组织有序');
    await q(1).getByLabel('视察').check();
    await q(1).getByLabel('调研').check();
    await expect(phone.locator('[data-question-type="input"]').filter({ hasText: '所在单位' }).locator('input')).toHaveValue('市人大');
    await expect(phone.locator('[data-question-type="input"]').filter({ hasText: '所在单位' }).locator('input')).toBeDisabled();
    expect(await phone.evaluate(() => sessionStorage.getItem('questionArr'))).toContain('组织有序');
    await saveScreen(phone, { path: `${SCREENS}/survey-fill-phone.png`, fullPage: true });

    await phone.reload();
    await expect(q(0).getByLabel('满意', { exact: true })).toBeChecked();
    await expect(q(1).getByLabel('视察')).toBeChecked();
    await expect(q(1).getByLabel('调研')).toBeChecked();
    await expect(q(1).getByLabel('座谈')).not.toBeChecked();
    await expect(phone.locator('[data-question-type="input"]').filter({ hasText: '满意的原因' }).locator('input')).toHaveValue('组织有序');
  });

  await test.step('back to top, and the close confirmation cancelled', async () => {
    await phone.setViewportSize({ width: PHONE.width, height: 560 }); // a long page on a small phone
    await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await phone.getByTestId('back-to-top').click();
    await expect.poll(() => phone.evaluate(() => window.scrollY)).toBe(0);
    await phone.setViewportSize(PHONE);
    await phone.getByTestId('survey-close').click();
    await expect(phone.getByTestId('survey-close-confirm')).toContainText('关闭当前页面?');
    await phone.getByTestId('survey-close-confirm').getByRole('button', { name: '取消' }).click();
    await expect(toast(phone, '已取消')).toBeVisible();
  });

  await test.step('submits past the required-question message, stays (已取消) and sees the answer read-only', async () => {
    await phone.getByTestId('survey-submit').click();
    const select = phone.locator('[data-question-type="select"]');
    await expect(select.getByRole('alert')).toHaveText('第3题「您的信息来源」为必答题，请选择');
    await expect(toast(phone, '第3题「您的信息来源」为必答题，请选择')).toBeVisible();
    await saveScreen(phone, { path: `${SCREENS}/survey-required-phone.png` });
    await select.locator('select').selectOption({ label: '其他' });
    await select.locator('input').fill('微信公众号');
    await expect(select.getByRole('alert')).toHaveCount(0);
    await phone.locator('[data-question-type="textarea"] textarea').first().fill('希望多组织基层调研');
    // a complete answer is sent only once confirmed: 取消 keeps the answers in the form, nothing is sent
    await phone.getByTestId('survey-submit').click();
    const ask = phone.getByTestId('survey-submit-confirm');
    await expect(ask).toContainText('答卷提交后不能修改，每人只能提交一次。确定提交吗？');
    await saveScreen(phone, { path: `${SCREENS}/survey-submit-confirm-phone.png` });
    await ask.getByRole('button', { name: '取消' }).click();
    await expect(ask).toBeHidden();
    await expect(phone.getByTestId('survey-submit')).toBeEnabled();
    await expect(phone.locator('[data-question-type="textarea"] textarea').first()).toHaveValue('希望多组织基层调研');
    await phone.getByTestId('survey-submit').click();
    await ask.getByRole('button', { name: '确定提交' }).click();
    const thanks = phone.getByTestId('survey-thanks');
    await expect(thanks).toContainText('感谢您，完成问卷调查, 是否关闭?');
    await saveScreen(phone, { path: `${SCREENS}/survey-thanks-phone.png` });
    await thanks.getByRole('button', { name: '取消' }).click();
    await expect(toast(phone, '已取消')).toBeVisible();
    await expectAnswered(phone);
    // Nothing left to restore: a later visit starts from the stored answer, not from stale choices.
    expect(await phone.evaluate((id) => JSON.parse(sessionStorage.getItem('questionArr') ?? '[]').filter((a: { surveyId: number }) => a.surveyId === id), surveyId)).toEqual([]);
    await saveScreen(phone, { path: `${SCREENS}/survey-answered-cancelled-phone.png` });
  });

  await test.step('reopening the fill-in page shows the answer again, then closes to the list', async () => {
    await phone.goto(`/preview?surveyId=${surveyId}`);
    await expectAnswered(phone);
    await saveScreen(phone, { path: `${SCREENS}/survey-answered-phone.png`, fullPage: true });
    await phone.setViewportSize(DESKTOP);
    await saveScreen(phone, { path: `${SCREENS}/survey-answered-desktop.png`, fullPage: true });
    await phone.setViewportSize(PHONE);
    await phone.getByTestId('survey-close').click();
    await phone.getByTestId('survey-close-confirm').getByRole('button', { name: '确定' }).click();
    await expect(toast(phone, '关闭成功!')).toBeVisible();
    await expect(phone).toHaveURL(/\/renda\/my-survey$/);
    await expect(phone.getByTestId(`my-survey-${surveyId}`)).toContainText('已填写');
    await saveScreen(phone, { path: `${SCREENS}/survey-my-surveys-phone.png`, fullPage: true });
  });

  await test.step('my answer shows the submitted answers, read-only', async () => {
    await phone.goto(`/my-answer?surveyId=${surveyId}`);
    await expect(phone.getByTestId('survey-name')).toHaveText(SURVEY);
    await expect(q(0).getByLabel('满意', { exact: true })).toBeChecked();
    await expect(q(0).getByLabel('满意', { exact: true })).toBeDisabled();
    await expect(phone.locator('[data-question-type="select"] select')).toHaveValue(/\d+/);
    await expect(phone.locator('[data-question-type="select"] input')).toHaveValue('微信公众号');
    await expect(phone.locator('[data-question-type="textarea"] textarea').first()).toHaveValue('希望多组织基层调研');
    await saveScreen(phone, { path: `${SCREENS}/survey-my-answer-phone.png`, fullPage: true });
    await phone.setViewportSize(DESKTOP);
    await saveScreen(phone, { path: `${SCREENS}/survey-my-answer-desktop.png`, fullPage: true });
    await phone.context().close();
  });

  await test.step('the administrator sees the statistics with charts and downloads the Excel', async () => {
    await page.goto(`/survey/statistics?surveyId=${surveyId}`);
    await expect(page.getByTestId('stat-responses')).toHaveText('1');
    const charts = page.locator('[data-testid^="chart-"] svg');
    await expect(charts.first()).toBeVisible();
    await expect(page.getByTestId('crosstab-table')).toBeVisible();
    await expect(page.getByText('微信公众号')).toBeVisible();
    await saveScreen(page, { path: `${SCREENS}/survey-statistics-desktop.png`, fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stat-export').click()]);
    const file = `${SCREENS}/survey-answers.xlsx`;
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(4, 7)).toEqual(['1. 您对本次活动是否满意', '2. 您参加过哪些活动', '3. 您的信息来源']);
    expect((sheet.getRow(2).values as unknown[]).slice(4, 7)).toEqual(['满意', '视察；调研', '其他（微信公众号）']);
    await page.setViewportSize(PHONE);
    // Charts follow the width through a resize observer: wait until nothing sticks out of the phone's width.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreen(page, { path: `${SCREENS}/survey-statistics-phone.png`, fullPage: true });
  });

  await test.step('withdrawn, then finished: a deputy who did not answer gets a message instead of a form', async () => {
    const other = await newPage(browser, baseURL!, PHONE);
    await signIn(other, 'deputy2', 'deputy123');
    // the administrator back at the desk (on a phone the list is cards, these actions in each card's ⋮ menu)
    await page.setViewportSize(DESKTOP);
    const act = async (action: 'revoke' | 'finish', status: string) => {
      await page.goto('/renda/survey');
      await rowButton(page, action).click();
      await page.getByTestId('survey-action-confirm').getByRole('button', { name: '确定' }).click();
      await expect(statusCell(page)).toHaveText(status);
    };
    await act('revoke', '已撤回');
    await other.goto(`/preview?surveyId=${surveyId}`);
    await expect(other.getByTestId('survey-closed')).toContainText('问卷未发布或已撤回，暂不能填写。');
    await expect(other.getByTestId('survey-questions')).toHaveCount(0);
    await saveScreen(other, { path: `${SCREENS}/survey-withdrawn-phone.png` });
    await act('finish', '已结束');
    await other.goto(`/preview?surveyId=${surveyId}`);
    await expect(other.getByTestId('survey-name')).toHaveText(SURVEY);
    await expect(other.getByTestId('survey-closed')).toContainText('该问卷当前不能填写');
    await expect(other.getByTestId('survey-closed')).toContainText('问卷已结束，不能再提交');
    await expect(other.getByTestId('survey-questions')).toHaveCount(0);
    await expect(other.getByTestId('survey-submit')).toHaveCount(0);
    await saveScreen(other, { path: `${SCREENS}/survey-finished-phone.png`, fullPage: true });
    await other.getByTestId('survey-back').click();
    await expect(other).toHaveURL(/\/renda\/my-survey$/);
    await other.context().close();
  });
});
