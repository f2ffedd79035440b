import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { visible } from '../support/wait.ts';

/** Every violation of the page's Content Security Policy, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`);
    });
  });
  return violations;
}

/**
 * Scrolls down by the wheel, as a person does, and waits until the scroll has ended and what it
 * brought into view has loaded: the photos, and the parts whose code loads near the view.
 */
async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { scrollEnded: boolean };
    state.scrollEnded = false;
    document.addEventListener('scrollend', () => (state.scrollEnded = true), { once: true });
  });
  await page.mouse.wheel(0, 2000);
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  await page.waitForFunction(() => {
    const loading: Element[] = [
      ...Array.from(document.querySelectorAll('.spinner-border')),
      ...Array.from(document.images).filter((image) => !image.complete),
    ];
    const loadingInView = loading.some((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    return (window as unknown as { scrollEnded: boolean }).scrollEnded && !loadingInView;
  });
}

describe('the Content Security Policy', () => {
  const browser = useBrowser();

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`is kept by the public pages and their forms (${name})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const violations = await recordViolations(page);

      for (const path of ['/', '/vehicles', '/vehicles/1', '/about', '/privacy-policy']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await scrollDown(page);
      }
      // Forms check what is typed with the shared schemas.
      for (const path of ['/contact', '/auth/login', '/auth/register']) {
        await page.goto(path);
        await page.getByLabel('Email').fill('not an email');
        await page.getByLabel('Email').blur();
        await visible(page.getByText('Invalid email address'));
      }

      assert.deepEqual(violations, []);
      await context.close();
    });
  }

  it('is kept by the API documentation', async () => {
    const { context, page } = await newPage(browser);
    const violations = await recordViolations(page);
    await page.goto('/api/docs', { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: /Keyturn API/ }));
    await visible(page.getByText('/api/car/visitors/pages').first());
    assert.deepEqual(violations, []);
    await context.close();
  });
});
