import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, login } from '../support/app.ts';
import { launchBrowser, MOBILE, newPage } from '../support/browser.ts';

/** How far the page reaches past the right edge of the screen, in CSS pixels. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('phone layout', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('never scrolls sideways on a 375 px screen, public or admin', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    const paths = ['/', '/vehicles', '/vehicles/1', '/about', '/contact', '/privacy-policy'];
    const adminPaths = ['/admin', '/admin/users', '/admin/vehicles', '/admin/reservations'];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      assert.equal(await sidewaysOverflow(page), 0, path);
    }
    await login(page, ADMIN.email, ADMIN.password);
    for (const path of ['/user', '/user/reservations', ...adminPaths]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      assert.equal(await sidewaysOverflow(page), 0, path);
    }
    await context.close();
  });
});
