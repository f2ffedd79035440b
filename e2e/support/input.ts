import type { Locator, Page } from 'playwright-core';

/** Types as a person does: one key at a time, with a short pause between keys. */
export async function typeSlowly(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: 30 });
}

/**
 * Pastes `text` into `field` through the system clipboard and Ctrl+V, as a person pastes: the
 * browser fires its own paste and input events. The context needs the clipboard permissions.
 */
export async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Empties a field by selecting its text and deleting it with the keyboard. */
export async function clearByKeyboard(page: Page, field: Locator): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}
