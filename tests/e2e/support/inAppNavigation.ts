// Walking a user's pages as the sidebar does: client-side navigation (no reload, so the app's code is parsed once
// per walk, not once per page) and "loaded" as a person sees it. Shared by the menu walks (accessibility, English).
import { expect, type Locator, type Page } from '@playwright/test';

/** A client-side navigation (no reload): what a click on a sidebar link does. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Requests in flight per page (data and lazily loaded code), counted from `trackRequests` on. */
const inFlight = new WeakMap<Page, { count: number }>();

export function trackRequests(page: Page): void {
  const pending = { count: 0 };
  inFlight.set(page, pending);
  page.on('request', () => void pending.count++);
  page.on('requestfinished', () => void pending.count--);
  page.on('requestfailed', () => void pending.count--);
}

/**
 * The shown page once it has loaded: its view is visible, nothing in it is still loading, the page asks for nothing
 * more and still shows no loading sign a frame later. A page whose list view is loaded lazily shows no spinner while
 * its code arrives, and only then starts (and shows) the loading of its rows.
 */
export async function loaded(page: Page, path: string): Promise<Locator> {
  const view = page.locator(`[data-testid="kept-view"][data-path="${path}"]`);
  const loading = view.locator('[role="status"], [role="progressbar"]');
  await expect(view).toBeVisible();
  await expect.poll(async () => (await loading.count()) + (inFlight.get(page)?.count ?? 0), { intervals: [100] }).toBe(0);
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  await expect(loading).toHaveCount(0);
  return view;
}

/** Closes a page's tag: the kept-alive page is dropped, so the document stays the size of one page. */
export async function closeView(page: Page, path: string): Promise<void> {
  await page.locator(`[data-testid="tags-view-item"][data-path="${path}"]`).getByTestId('tags-view-close').click();
  await expect(page.locator(`[data-testid="kept-view"][data-path="${path}"]`)).toHaveCount(0);
}
