// Filling the fields of the app's own forms as a person does, for the browser tests.
import { expect, type Page } from '@playwright/test';
import { main } from './screens.ts';

/** Picks an option of an MUI select found by the test id on its field, in the page shown. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await main(page).getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // Gone from the page, not only from the accessibility tree: a closing menu leaves the tree at once but stays in
  // the page while it shrinks away, and a layout check made then measures its entries mid-animation.
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
}

/** Types into a rich-text editor (its editable element carries the field's id) once its script has loaded. */
export async function typeRich(page: Page, id: string, text: string): Promise<void> {
  const editor = main(page).locator(`#${id}`);
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type(text);
}
