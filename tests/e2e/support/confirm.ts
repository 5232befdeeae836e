import { expect, type Page } from '@playwright/test';

/**
 * Answers the question an irreversible action asks first (the one ConfirmDialog): it must say what will follow
 * (`says`); then its own button (`button`, e.g. 确定提交) goes on, or 取消 leaves everything as it was.
 */
export async function answerConfirm(page: Page, says: string | RegExp, answer: { button: string } | 'cancel'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: says });
  await expect(dialog).toBeVisible();
  const button = dialog.getByRole('button', answer === 'cancel' ? { name: /^(取消|Cancel)$/ } : { name: answer.button, exact: true });
  await button.click();
  await expect(dialog).toBeHidden();
}
