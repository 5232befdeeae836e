// Issue 13 point 3: 问题管理 and 答卷管理 show the survey and the respondent by name, the yes/no fields as 是/否,
// filter by a survey chosen by name, and read an answer as its questions and choices; answers are not typed in.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { main, SCREENS, saveScreen } from './support/screens.ts';

const rows = (page: Page) => main(page).getByTestId('result-row');
const surveyName = `代表联络调查${Date.now().toString(36)}`;

test('question and answer lists show names, labels and readable answers', async ({ page, request }) => {
  const staff = await apiAs(request, 'staff', 'staff123');
  const surveyId = await staff<number>('POST', '/renda/survey/create', { surveyName, surveyType: '1', surveyDesc: '联络情况' });
  const radio = await staff<number>('POST', '/renda/question/create', {
    surveyId, questionNo: 1, questionName: '您的联络频次', questionType: 'radio', validateRule: 'notEmpty',
    options: [{ optionNo: 1, optionText: '每月' }, { optionNo: 2, optionText: '其他', isExtend: '1' }],
  });
  await staff('POST', '/renda/question/create', { surveyId, questionNo: 2, questionName: '意见建议', questionType: 'textarea', showOrHide: '1' });
  await staff('PUT', `/renda/survey/publish/${surveyId}`);
  const options = (await staff<{ options: { optionId: number; optionText: string }[] }>('GET', `/renda/question/${radio}`)).options;
  const other = options.find((o) => o.optionText === '其他')!.optionId;
  const deputy = await apiAs(request, 'deputy1', 'deputy123');
  await deputy('POST', '/renda/answer/create', { surveyId, answerJson: JSON.stringify([{ questionId: radio, questionType: 'radio', optionIds: [other], answerText: '每两月一次' }]) });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);

  await test.step('问题管理: the survey by name, 必答 and 是/否; a survey filter chosen by name', async () => {
    await page.goto('/renda/question');
    await main(page).getByTestId('filter-surveyId').fill(surveyName.slice(0, 8));
    await page.getByRole('option', { name: surveyName }).click();
    await main(page).getByTestId('search-submit').click();
    await expect(rows(page)).toHaveCount(2);
    const first = rows(page).filter({ hasText: '您的联络频次' });
    await expect(first.locator('[data-field="surveyId"]')).toHaveText(surveyName);
    await expect(first.locator('[data-field="validateRule"]')).toHaveText('必答');
    await expect(first.locator('[data-field="showOrHide"]')).toHaveText('否');
    await expect(rows(page).filter({ hasText: '意见建议' }).locator('[data-field="showOrHide"]')).toHaveText('是');
    await saveScreen(page, { path: `${SCREENS}/question-list-names.png` });
  });

  await test.step('答卷管理: survey and respondent by name, no 新增, details as questions and choices', async () => {
    await page.goto('/renda/answer');
    await main(page).getByTestId('filter-surveyId').fill(surveyName.slice(0, 8));
    await page.getByRole('option', { name: surveyName }).click();
    await main(page).getByTestId('search-submit').click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().locator('[data-field="surveyId"]')).toHaveText(surveyName);
    await expect(rows(page).first().locator('[data-field="userId"]')).not.toHaveText(/^\d+$/);
    await expect(main(page).getByTestId('toolbar-create')).toHaveCount(0);
    await rows(page).first().getByTestId('row-detail').click();
    const details = page.getByTestId('show-dialog');
    await expect(details.getByTestId('answer-content')).toContainText('1. 您的联络频次');
    await expect(details.getByTestId('answer-content')).toContainText('其他：每两月一次');
    await expect(details).not.toContainText('questionId');
    await saveScreen(page, { path: `${SCREENS}/answer-details.png` });
  });
});
