import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
}

/** The suite's browser, a function because it opens only when the suite starts. */
export type SuiteBrowser = () => Browser;

/** Opens a browser before the enclosing suite's tests and closes it after them. */
export function useBrowser(): SuiteBrowser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is used before the suite started it');
    return browser;
  };
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 800 };
/** The narrowest phone the site is made for, with an older phone's short screen. */
export const SMALL_PHONE = { width: 320, height: 568 };
/** The widths a change to the public pages is tried at: two phones and a desktop. */
export const EVERY_WIDTH = [SMALL_PHONE, MOBILE, DESKTOP] as const;
/** Below Bootstrap's lg breakpoint the menu and the filters fold away. */
export const isNarrow = (viewport: { width: number }) => viewport.width < 992;

/**
 * A fresh context (own storage, so own session) on the app under test, or on another server of
 * the run at `origin` (the one that takes payments online, support/online-payment.ts).
 */
export async function newPage(
  browser: SuiteBrowser,
  viewport = DESKTOP,
  origin = baseUrl,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    baseURL: origin,
    viewport,
  });
  // Nothing outside the app is reachable here; the map tiles and social sites must not stall.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}
