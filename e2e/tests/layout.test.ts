import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, CUSTOMER, login } from '../support/app.ts';
import { EVERY_WIDTH, newPage, useBrowser } from '../support/browser.ts';

/** How far the page reaches past the right edge of the screen, in CSS pixels. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Texts that stick out of their own box: labels, values, headings, buttons (on screen). A box
 * that cuts its text short with an ellipsis on purpose (a long name in the office's one-line
 * rows) keeps it inside.
 */
function textsOutOfTheirBox(page: Page): Promise<string[]> {
  return page.$$eval('dt, dd, th, td, label, h1, h2, h3, .btn', (elements) =>
    elements
      .filter((element) => !element.closest('.visually-hidden'))
      .filter((element) => {
        const style = getComputedStyle(element);
        return !(style.textOverflow === 'ellipsis' && style.overflow === 'hidden');
      })
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

describe('layout at phone and desktop widths', () => {
  const browser = useBrowser();

  for (const viewport of EVERY_WIDTH) {
    it(`never scrolls sideways nor lets text out of its box on a ${viewport.width} px screen`, async () => {
      const paths = [
        '/',
        '/vehicles',
        '/vehicles/1',
        '/about',
        '/contact',
        '/terms',
        '/privacy-policy',
      ];
      const customerPaths = ['/user', '/user/reservations', '/user/reservations/1', '/vehicles/2'];
      const adminPaths = ['/admin', '/admin/users', '/admin/vehicles', '/admin/reservations'];
      const adminForms = ['/admin/users/2', '/admin/vehicles/new', '/admin/reservations/1'];
      const check = async (page: Page, path: string) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        // Parts that load as they come near the screen (the booking form) load too.
        await page.mouse.wheel(0, 5000);
        await page.waitForLoadState('networkidle');
        assert.equal(await sidewaysOverflow(page), 0, path);
        assert.deepEqual(await textsOutOfTheirBox(page), [], path);
      };
      for (const [account, accountPaths] of [
        [null, paths],
        [CUSTOMER, customerPaths],
        [ADMIN, [...adminPaths, ...adminForms]],
      ] as const) {
        const { context, page } = await newPage(browser, viewport);
        if (account) await login(page, account.email, account.password);
        for (const path of accountPaths) await check(page, path);
        await context.close();
      }
    });
  }
});
