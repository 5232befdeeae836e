import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/** Where the browser tests save the screenshots that people look at (E2E_SCREENS_DIR, else test-results/screens). */
export const SCREENS = process.env.E2E_SCREENS_DIR || 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

/** The page shown now: the shell keeps other visited pages alive in the DOM, hidden (issue 4's keep-alive). */
export const main = (page: Page): Locator => page.locator('[data-testid="kept-view"]:visible');

/**
 * Screenshots are for people to look at: a run by hand keeps them; CI, where nobody opens them, takes none (a full
 * page costs seconds on a loaded machine) unless E2E_SCREENS_DIR asks for them.
 */
export const KEEP_SCREENS = !process.env.CI || !!process.env.E2E_SCREENS_DIR;

type Shootable = { screenshot(options: { path: string; fullPage?: boolean; animations?: 'disabled' | 'allow' }): Promise<Buffer> };

/** Saves a screenshot of a page or of a part of it, when this run keeps them (KEEP_SCREENS). */
export async function saveScreen(target: Shootable, options: { path: string; fullPage?: boolean; animations?: 'disabled' | 'allow' }): Promise<void> {
  if (KEEP_SCREENS) await target.screenshot(options);
}

/** Closes the toasts a step left, so a screenshot shows the page (and nothing covers the next click). */
export async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.getByTestId('toast').getByRole('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
}

/** The page as people look at it, full length, toasts closed: `${SCREENS}/${name}.png`. */
export async function shoot(page: Page, name: string): Promise<void> {
  await closeToasts(page);
  await saveScreen(page, { path: `${SCREENS}/${name}.png`, fullPage: true });
}
