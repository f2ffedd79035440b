import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * E2E_SCREENSHOTS=<folder>: saves the whole page there as `<name>-<width>.png`, at the width it
 * is shown at, for a person to look at. Nothing without it.
 */
export async function screenshotForReview(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
}
