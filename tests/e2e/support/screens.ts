import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/** Where the browser tests save the screenshots that people look at (E2E_SCREENS_DIR, else test-results/screens). */
export const SCREENS = process.env.E2E_SCREENS_DIR ?? 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

/** The page shown now: the shell keeps other visited pages alive in the DOM, hidden (issue 4's keep-alive). */
export const main = (page: Page): Locator => page.locator('[data-testid="kept-view"]:visible');
