// Issue #13 point 8: with English chosen, every text the client writes is English. What the server sends is data
// and stays as it is; here that is (DATA below): menu names (sidebar, top nav, breadcrumb, tabs, header search, the
// home page's quick links), table bodies (rows, dictionary labels; not the row buttons), the department tree, names of people, roles,
// tenants and surveys, dictionary type names, and the language switch's name of Chinese in Chinese. A client
// element showing such data without a place of its own carries `data-i18n="data"`. Everything else must have no
// Han character.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { SCREENS } from './support/screens.ts';

/** Visible texts with Han characters outside data, with the path of their element for the failure message. */
async function hanOutsideData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /\p{Script=Han}/u;
    const DATA = [
      '[data-i18n="data"]', 'tbody', '[data-testid="sidebar"]', '[data-testid="top-nav"]', '[data-testid="breadcrumb"]',
      '[data-testid="tags-view"]', '[data-testid="header-search"]', '[data-testid="navbar-nickname"]', '[data-testid="avatar-menu"]',
      '[data-testid="dept-tree-node"]', '[data-testid="home-user-nickname"]', '[data-testid="home-link"]',
      '[data-testid="home-survey"]', '[data-testid="home-dicts"] li', '[data-testid="locale-switch"]',
      // A record's values in the details and the edit form (a chosen dictionary label).
      '[data-testid="show-dialog"] dd', '[data-testid="form-dialog"] .MuiSelect-select', '[data-testid="form-dialog"] textarea',
    ].join(', ');
    // A row's buttons are the client's words, though they sit in the table body.
    const isData = (el: Element | null): boolean => !!el?.closest(DATA) && !el.closest('tbody button, tbody a');
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const el = n.parentElement;
      if (!han.test(text) || !el || isData(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      out.push(`${text.trim()}  <${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? ` data-testid=${el.getAttribute('data-testid')}` : ''} class="${el.className}">`);
    }
    // Placeholders, labels of inputs and titles are read too.
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const v = el.getAttribute(attr);
        if (v && han.test(v) && !isData(el) && (el as HTMLElement).offsetParent !== null) out.push(`${attr}=${v}`);
      }
    }
    return out;
  });
}

const PAGES = [
  '/system/dept', '/system/post', '/system/tenant', '/system/tenant-package', '/infra/config', '/renda/group',
  '/bpm/manager/form', '/bpm/manager/definition', '/bpm/task/todo', '/bpm/task/done', '/bpm/task/my', '/bpm/oa/leave',
  '/index', '/system/user', '/system/role', '/system/menu', '/system/dict', '/dict/type/data/1', '/renda/survey',
  '/renda/question', '/renda/answer', '/renda/my-survey', '/bpm/manager/model', '/user/profile', '/401', '/404',
  '/renda/proposal', '/renda/my-proposal', '/proposal/create', '/proposal/detail?id=1', '/proposal/process-instance/detail?id=1',
  '/infra/job', '/job/log',
];
/** Pages per test: each test signs in and switches language once, so the pages spread over the workers. */
const PER_TEST = 6;

async function signInInEnglish(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.getByTestId('locale-switch').click();
}

for (let start = 0; start < PAGES.length; start += PER_TEST) {
  const paths = PAGES.slice(start, start + PER_TEST);
  test(`in English these pages show no Chinese outside data: ${paths.join(' ')}`, async ({ page }) => {
    await signInInEnglish(page);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status')).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/english${path.replace(/\//g, '-')}.png` });
      const texts = await hanOutsideData(page);
      if (texts.length) found[path] = texts;
    }
    expect(found).toEqual({});
  });
}

test('in English a record\'s edit form and details show no Chinese outside data', async ({ page }) => {
  await signInInEnglish(page);
  const found: Record<string, string[]> = {};
  // A record's edit form and details: labels and titles from the same English source as the columns.
  await page.goto('/system/role');
  await page.getByTestId('row-edit').first().click();
  await expect(page.getByTestId('form-dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}/english-role-edit.png` });
  const edit = await hanOutsideData(page);
  if (edit.length) found['/system/role edit'] = edit;
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('form-dialog')).toHaveCount(0);
  await page.getByTestId('row-detail').first().click();
  await expect(page.getByTestId('show-dialog').locator('dd').first()).toBeVisible();
  const show = await hanOutsideData(page);
  if (show.length) found['/system/role details'] = show;
  expect(found).toEqual({});
});
