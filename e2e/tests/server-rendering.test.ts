import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { CUSTOMER, login, takenOver } from '../support/app.ts';
import { baseUrl, useBrowser, newPage } from '../support/browser.ts';
import { companyDate } from '../support/dates.ts';
import { visible } from '../support/wait.ts';

/** Console errors and uncaught exceptions: a page React could not take over logs one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function firstVehicleId(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/car/visitors/pages?page=0&size=1&sort=id`);
  const { content } = (await response.json()) as { content: { id: number }[] };
  return content[0]!.id;
}

describe('pages rendered by the server', () => {
  const browser = useBrowser();

  it('show their content before any script has run', async () => {
    const context = await browser().newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const vehicleId = await firstVehicleId();

    await page.goto('/');
    await visible(page.locator('.hero img').first());
    await visible(page.getByRole('heading', { name: 'Get Our Best Offers' }));
    assert.equal(await page.locator('.vehicle-card').count(), 3);

    await page.goto('/vehicles?page=2');
    assert.equal(await page.locator('.vehicle-card').count(), 6);
    await visible(page.getByText('page 2 of 2'));
    // The pager's pages are links, so paging works without the app too.
    await page
      .getByRole('navigation', { name: 'Vehicle pages' })
      .getByRole('link', { name: 'Previous' })
      .click();
    await page.waitForURL((url) => url.pathname === '/vehicles' && url.search === '');
    await visible(page.getByText('page 1 of 2'));

    await page.goto(`/vehicles/${vehicleId}`);
    await visible(page.locator('img.details-image'));
    await visible(page.getByRole('heading', { name: 'Vehicle details' }));
    assert.equal(await page.locator('.loading-page').count(), 0);

    // The terms state the server's own notice for cancelling.
    await page.goto('/terms');
    await visible(page.getByRole('heading', { level: 2, name: 'Cancellation and no-shows' }));
    await visible(page.getByText('until 24 hours before its pick-up time'));
    await context.close();
  });

  it('are taken over by the app without errors, and work as before', async () => {
    const { context, page } = await newPage(browser);
    const errors = collectErrors(page);
    const vehicleId = await firstVehicleId();

    await page.goto(`/vehicles/${vehicleId}`);
    // The booking form is the browser's own part of the page.
    await visible(page.getByRole('heading', { name: 'Book this vehicle' }));
    await visible(page.getByText('first to book this vehicle'));

    // React keeps the server's elements: none of the cards is ever taken out and drawn again.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedCards: removed });
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of Array.from(change.removedNodes)) {
            if (node instanceof Element && node.querySelector('.vehicle-card')) {
              removed.push(node.className);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/vehicles?page=2');
    await visible(page.getByText('page 2 of 2'));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { removedCards: string[] }).removedCards),
      [],
    );
    // And the page works: the pager changes the page in place, without loading the page anew.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const first = page
      .getByRole('navigation', { name: 'Vehicle pages' })
      .getByRole('link', { name: 'First' });
    await takenOver(first);
    await first.click();
    await page.waitForURL((url) => url.search === '');
    await visible(page.getByText('page 1 of 2'));
    assert.equal(await page.evaluate(() => 'samePage' in window), true, 'no page load');

    await page.goto('/');
    await visible(page.getByRole('button', { name: 'Go to slide 1' }));
    await page.getByRole('link', { name: 'See All Vehicles' }).click();
    await page.waitForURL('**/vehicles');
    await visible(page.getByText('page 1 of 2'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('ask for the heading font with the stylesheet, not once the page is laid out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Get Our Best Offers' }));
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({
          file: entry.name.split('/').pop()!,
          initiator: (entry as PerformanceResourceTiming).initiatorType,
        })),
    );
    assert.equal(fonts.length, 1, `one font file: ${JSON.stringify(fonts)}`);
    assert.match(fonts[0]!.file, /^outfit-latin-wght-normal-/);
    // Preloaded (decision 058): without the link, the stylesheet's @font-face asks for it.
    assert.equal(fonts[0]!.initiator, 'link');
    await context.close();
  });

  it("hand the company zone's offsets, so the search starts without building a date formatter", async () => {
    const { context, page } = await newPage(browser);
    // A browser's first date formatter is slow to build: the page is handed what it needs.
    await page.addInitScript(() => {
      const BuiltIn = Intl.DateTimeFormat;
      const built = { count: 0 };
      Object.assign(window, { formattersBuilt: built });
      Intl.DateTimeFormat = new Proxy(BuiltIn, {
        construct(target, args: ConstructorParameters<typeof BuiltIn>) {
          built.count++;
          return new target(...args);
        },
      });
    });
    await page.goto('/vehicles');
    const pickUpDate = page
      .getByRole('form', { name: "Your trip's times" })
      .getByLabel('Pick Up Date', { exact: true });
    await visible(pickUpDate);
    // Today in the company's zone still bounds the dates, read from the handed offsets.
    assert.equal(await pickUpDate.getAttribute('min'), companyDate(0));
    const built = await page.evaluate(
      () => (window as unknown as { formattersBuilt: { count: number } }).formattersBuilt.count,
    );
    assert.equal(built, 0);
    await context.close();
  });

  it('are rendered anew for a signed-in visitor, with their own menu', async () => {
    const { context, page } = await newPage(browser);
    const errors = collectErrors(page);
    await login(page, CUSTOMER.email, CUSTOMER.password);

    await page.goto('/vehicles');
    await visible(page.locator('#user-menu'));
    assert.equal(await page.getByRole('link', { name: 'Login', exact: true }).count(), 0);
    assert.equal(await page.locator('.vehicle-card').count(), 6);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
