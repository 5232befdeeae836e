// Accessibility (issue 22): axe-core (WCAG 2.1 A and AA rules) on every menu page of the administrator, the staff
// and a deputy, on the fixed and public routes and with the dialogs open (a generated create form, the deputy picker,
// the BPMN designer's panel); any serious or critical violation fails, named by page and rule. Then a deputy answers
// a survey with the keyboard alone, and the fill-in page at 200 % zoom and every size has no horizontal scroll.
// Screens go to E2E_SCREENS_DIR (default test-results/screens), a11y-*.png.
import axe from 'axe-core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, signIn } from './support/session.ts';
import { menuPages } from './support/menuPages.ts';
import { closeView, go, loaded, trackRequests } from './support/inAppNavigation.ts';
import { SCREENS, saveScreen } from './support/screens.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical violations on the page as shown now (or only inside `scope`, a CSS selector), one readable
 * entry per rule: page, rule, elements. axe-core is injected once per document (the menu pages are reached by
 * client-side navigation, so one injection serves them all) and run in the page itself: @axe-core/playwright injected
 * it twice per call and finished each run in a new blank page, twice the time for the same rules (the app has no
 * frames, the one thing its frame-by-frame run is for).
 */
async function audit(page: Page, where: string, scope?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Only the violations come back: axe then details no passing node (resultTypes), and the answer crossing to the test
  // is a few entries rather than every node of every rule that passed (a table page has thousands).
  const violations = await page.evaluate(
    async ([context, tags]) => (await (window as unknown as { axe: typeof axe }).axe.run(context ?? document, {
      runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'],
    })).violations,
    [scope ?? null, WCAG] as const,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 4).map((n) => `      ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      const more = v.nodes.length > 4 ? [`      … and ${v.nodes.length - 4} more`] : [];
      return [`${where} — ${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}`, ...nodes, ...more].join('\n');
    });
}

function expectNone(problems: string[]): void {
  expect(problems, `serious or critical accessibility violations:\n\n${problems.join('\n\n')}\n`).toEqual([]);
}

/**
 * A dialog once it has faded in: axe reads the colours as drawn, and halfway through the fade its buttons are paler
 * than the theme's (a contrast failure no user sees).
 */
async function shown(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}

/** Signs in and audits the home and every menu page of the user, each reached as the sidebar would reach it. */
async function auditMenus(page: Page, username: string, password: string): Promise<string[]> {
  await page.setViewportSize({ width: 1366, height: 900 });
  trackRequests(page);
  await signIn(page, username, password);
  const problems = await audit(page, `${username} /index (the shell and the home page)`);
  for (const route of await menuPages(page, username, password)) {
    // every page of each role, not only those the administrator has: a role sees its own buttons, tabs and data
    if (route.path === '/index') continue;
    await go(page, route.path);
    const where = `${username} ${route.path} (${route.title})`;
    if (await page.getByTestId('navbar').isVisible()) {
      // The shell around it was audited with the home page; the pages kept alive, hidden, are not looked at again.
      await loaded(page, route.path);
      problems.push(...(await audit(page, where, `[data-testid="kept-view"][data-path="${route.path}"]`)));
      // Closing its tag drops the kept page, so the document (which axe reads whole) stays the size of one page.
      await closeView(page, route.path);
    } else {
      await expect(page.locator('#root')).not.toBeEmpty(); // a page without the shell (e.g. /my-answer)
      problems.push(...(await audit(page, where)));
      await page.goBack();
    }
  }
  return problems;
}

test.describe('axe-core finds no serious or critical violation', () => {
  test('on the public pages', async ({ page }) => {
    const problems: string[] = [];
    for (const [path, ready] of [['/login', 'login-form'], ['/register', null], ['/sso', null], ['/no-such-page', null]] as const) {
      await page.goto(path);
      if (ready) await expect(page.getByTestId(ready)).toBeVisible();
      else await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.locator('[role="status"]')).toHaveCount(0);
      problems.push(...(await audit(page, `public ${path}`)));
    }
    expectNone(problems);
  });

  test('on every page of the administrator, the profile, a create form and the BPMN designer panel', async ({ page }) => {
    // A ceiling, not a wait: the walk grows with every menu page (the home page now lists the work waiting), and it
    // passed 300 s on a loaded 2-core machine.
    test.setTimeout(600_000);
    const problems = await auditMenus(page, 'admin', 'admin123');

    await go(page, '/user/profile');
    await loaded(page, '/user/profile');
    problems.push(...(await audit(page, 'admin /user/profile')));

    await go(page, '/infra/config');
    const configs = await loaded(page, '/infra/config');
    await configs.getByTestId('toolbar-create').click();
    await shown(page.getByTestId('form-dialog'));
    problems.push(...(await audit(page, 'admin /infra/config 新增 dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('form-dialog')).toHaveCount(0);

    const call = await apiAs(page.request);
    const modelId = await call<number>('POST', '/bpm/model/create', { key: `a11y_${Date.now() % 100000}`, name: '无障碍检查流程' });
    await go(page, `/bpm/manager/model/design?modelId=${modelId}`);
    await loaded(page, '/bpm/manager/model/design');
    await expect(page.getByTestId('bpmn-panel')).toBeVisible();
    problems.push(...(await audit(page, 'admin /bpm/manager/model/design (designer and its panel)')));
    expectNone(problems);
  });

  test('on every page of the staff and the deputy picker', async ({ page }) => {
    test.setTimeout(300_000);
    const problems = await auditMenus(page, 'staff', 'staff123');
    await go(page, '/demos/home');
    await loaded(page, '/demos/home');
    await page.getByTestId('demos-pick-city').click();
    await expect(page.getByTestId('deputy-picker').getByRole('option').first()).toBeVisible();
    await shown(page.getByTestId('deputy-picker'));
    problems.push(...(await audit(page, 'staff deputy picker')));
    expectNone(problems);
  });

  test('on every page of a deputy', async ({ page }) => {
    test.setTimeout(300_000);
    expectNone(await auditMenus(page, 'deputy1', 'deputy123'));
  });
});

// ——— A deputy answers a survey with the keyboard alone ———

const SURVEY = `无障碍问卷 ${Date.now() % 100000}`;

/** A published survey with every question type; the first question is required. */
async function publishSurvey(page: Page): Promise<number> {
  const call = await apiAs(page.request);
  const surveyId = await call<number>('POST', '/renda/survey/create', { surveyName: SURVEY, surveyType: '1', surveyDesc: '请用键盘作答。' });
  const questions: { questionName: string; questionType: string; validateRule?: string; options?: { optionText: string; isExtend?: string }[] }[] = [
    { questionName: '您对本次活动是否满意', questionType: 'radio', validateRule: 'notEmpty', options: [{ optionText: '满意' }, { optionText: '其他', isExtend: '1' }] },
    { questionName: '您参加过哪些活动', questionType: 'checkbox', options: [{ optionText: '视察' }, { optionText: '调研' }] },
    { questionName: '您的信息来源', questionType: 'select', options: [{ optionText: '报纸' }, { optionText: '网络' }] },
    { questionName: '第二部分', questionType: 'title' },
    { questionName: '所在单位', questionType: 'input' },
    { questionName: '意见和建议', questionType: 'textarea' },
  ];
  for (const [i, q] of questions.entries()) {
    const options = q.options ? { options: q.options.map((o, n) => ({ optionNo: n + 1, ...o })) } : {};
    await call('POST', '/renda/question/create', { surveyId, questionNo: i + 1, ...q, ...options });
  }
  await call('PUT', `/renda/survey/publish/${surveyId}`);
  return surveyId;
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus: it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, back = false, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached by ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses: ${target}`);
}

const question = (page: Page, name: string) => page.locator('fieldset[data-question-type]').filter({ has: page.locator('legend', { hasText: name }) });

test('a deputy signs in, opens a survey, answers every question type and submits with the keyboard alone', async ({ browser, baseURL, page: adminPage }) => {
  test.setTimeout(120_000);
  const surveyId = await publishSurvey(adminPage);
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  await test.step('signs in with Tab and Enter', async () => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    const type = async (testId: string, text: string) => {
      const input = page.getByTestId(testId);
      await tabTo(page, input);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    };
    await type('login-tenant', '市人大常委会');
    await type('login-username', 'deputy1');
    await type('login-password', 'deputy123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('home-user')).toBeVisible();
  });

  await test.step('reaches 我的问卷 through the sidebar and opens the survey', async () => {
    const link = page.getByTestId('sidebar').getByRole('link', { name: '我的问卷' });
    const group = page.getByTestId('sidebar').getByRole('button', { name: '履职管理' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') {
      await tabTo(page, group);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    const fill = page.getByTestId(`my-survey-${surveyId}`).getByRole('link', { name: '填写' });
    await expect(fill).toBeVisible();
    await tabTo(page, fill);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('survey-name')).toHaveText(SURVEY);
  });

  await test.step('a submit without the required answer is announced and lands on the question', async () => {
    await tabTo(page, page.getByTestId('survey-submit'));
    await page.keyboard.press('Enter');
    const first = question(page, '您对本次活动是否满意');
    await expect(first.getByRole('alert')).toBeVisible();
    const message = await first.getByRole('alert').getAttribute('id');
    await expect(first).toHaveAttribute('aria-describedby', message!);
    await expect(first.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByRole('radio').first()).toBeFocused();
    // The legend names the group with its number and 必答 (read before the fields).
    await expect(page.getByRole('group', { name: /必答\s*1\. 您对本次活动是否满意/ })).toBeVisible();
  });

  await test.step('answers every question type', async () => {
    // Radios: the arrow keys move along the question's radios and choose; 其他 asks for its text.
    await page.keyboard.press('ArrowDown');
    const first = question(page, '您对本次活动是否满意');
    await expect(first.getByRole('radio', { name: '其他' })).toBeChecked();
    await tabTo(page, first.getByRole('textbox'));
    await page.keyboard.type('组织有序');
    await expect(first.getByRole('alert')).toHaveCount(0);

    const second = question(page, '您参加过哪些活动');
    await tabTo(page, second.getByRole('checkbox', { name: '调研' }));
    await page.keyboard.press('Space');
    await expect(second.getByRole('checkbox', { name: '调研' })).toBeChecked();

    const select = question(page, '您的信息来源').getByRole('combobox');
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(/\d+/);

    await tabTo(page, question(page, '所在单位').getByRole('textbox', { name: '所在单位' }));
    await page.keyboard.type('市人大');
    await tabTo(page, question(page, '意见和建议').getByRole('textbox', { name: '意见和建议' }));
    await page.keyboard.type('希望多组织基层调研');
  });

  await test.step('submits; the thanks dialog holds the focus; 取消 keeps the answer in view', async () => {
    await tabTo(page, page.getByTestId('survey-submit'));
    await page.keyboard.press('Enter');
    // the question before sending: its own button 确定提交 has the focus, Enter confirms
    const ask = page.getByRole('dialog', { name: '提交问卷' });
    await expect(ask.getByRole('button', { name: '确定提交' })).toBeFocused();
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('dialog', { name: '系统提示' });
    await expect(thanks).toContainText('感谢您，完成问卷调查');
    await expect(thanks.getByRole('button', { name: '确定' })).toBeFocused();
    // Focus stays inside the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(thanks.locator(':focus')).toHaveCount(1);
    await tabTo(page, thanks.getByRole('button', { name: '取消' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('survey-notice')).toContainText('您已提交过该问卷');
    expectNone(await audit(page, 'deputy /preview (answered)'));
  });
  await context.close();
});

test('at 200 % zoom and every component size the fill-in page has no horizontal scroll and no cut text', async ({ browser, baseURL, page: adminPage }) => {
  const surveyId = await publishSurvey(adminPage);
  // 200 % of a 1280-px screen: 640 CSS pixels wide, drawn at twice the density.
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 640, height: 800 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signIn(page, 'deputy1', 'deputy123');
  for (const size of ['default', 'medium', 'small', 'mini']) {
    await context.addCookies([{ name: 'size', value: size, url: baseURL! }]);
    await page.goto(`/preview?surveyId=${surveyId}`);
    await expect(page.getByTestId('survey-name')).toHaveText(SURVEY);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const cut = [...document.querySelectorAll('legend, label, button, h1')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent);
      return { scroll: root.scrollWidth - root.clientWidth, cut };
    });
    expect(overflow, `size ${size}`).toEqual({ scroll: 0, cut: [] });
    expectNone(await audit(page, `deputy /preview at 200 % (${size})`));
    if (size === 'default') await saveScreen(page, { path: `${SCREENS}/a11y-fill-zoom200.png`, fullPage: true });
  }
  await context.close();
});
