import type { Locator, Page } from 'playwright-core';

/** How long a key is held, and at the least how long a person takes to reach the next one. */
const KEY_MS = 30;

/**
 * Types as a person does: one key at a time, with a short pause before each, the first one
 * included. Fields must not depend on it (real-input.test.ts types at machine speed too), but
 * what a form does between keys, such as the booking form updating its address, runs as it
 * would for a person.
 */
export async function typeSlowly(field: Locator, text: string): Promise<void> {
  await field.page().waitForTimeout(KEY_MS);
  await field.pressSequentially(text, { delay: KEY_MS });
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
