import type { Locator } from 'playwright-core';

/** Resolves once the element is visible (playwright-core has no `expect`, so we wait). */
export async function visible(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function gone(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Polls `check` until it returns true. */
export async function until(
  check: () => Promise<boolean> | boolean,
  message: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out: ${message}`);
}
