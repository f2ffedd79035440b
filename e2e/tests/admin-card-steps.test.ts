import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, login } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { DESKTOP, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { licensedCustomer, tripStartingNow } from '../support/drivers.ts';
import { nextOdometer } from '../support/handover.ts';
import { money } from '../support/money.ts';
import {
  onlineApi,
  onlineToken,
  sessionIdOf,
  stripeBaseUrl,
  stripeDouble,
} from '../support/online-payment.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { visible } from '../support/wait.ts';

const menuLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Card Steps' });

describe("the office's card steps", () => {
  const browser = useBrowser();

  it('lists a deposit the card refused, linked to its booking, where customers pay online', async () => {
    const customer = await licensedCustomer(stripeBaseUrl);
    const trip = await tripStartingNow(stripeBaseUrl, customer.token);
    const sessionId = sessionIdOf(trip.paymentUrl!);
    await stripeDouble.pay(sessionId);
    await stripeDouble.waitForDeliveries();
    const session = (await stripeDouble.state()).checkoutSessions.find(
      (each) => each.id === sessionId,
    );
    assert.ok(session?.customer, 'the payment kept the card on a customer of the provider');
    const { deposit } = await onlineApi<{ deposit: number }>(
      `/reservations/${trip.id}/auth`,
      customer.token,
    );
    // The card refuses the deposit at the hand-over: the step fails for good.
    await stripeDouble.declineNextPayment(String(session.customer), 'insufficient_funds');
    const office = await onlineToken(ADMIN.email, ADMIN.password);
    await onlineApi(`/reservations/admin/${trip.id}/check-out`, office, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        odometer: await nextOdometer(stripeBaseUrl, office, trip.carId),
        fuelEighths: 8,
      }),
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await newPage(browser, viewport, stripeBaseUrl);
      await login(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/card-steps?state=FAILED');
      await visible(page.getByRole('heading', { level: 1, name: 'Card steps' }));
      const row = page.getByRole('row').filter({ hasText: `#${trip.id}` });
      await visible(row);
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      assert.match(text, /Hold the deposit/);
      assert.ok(text.includes(money(deposit)), `${text} names the deposit`);
      assert.match(text, /Refused/);
      assert.match(text, /card_declined/);
      await assertAccessible(page, `the card steps at ${viewport.width} px`);
      await screenshotForReview(page, 'card-steps');
      if (viewport === DESKTOP) {
        await row.getByRole('link', { name: `#${trip.id}` }).click();
        await page.waitForURL((url) => url.pathname === `/admin/reservations/${trip.id}`);
      }
      await context.close();
    }
  });

  it('is not in the menu where customers pay at the counter', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await visible(
      page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Outbox' }),
    );
    assert.equal(await menuLink(page).count(), 0);
    await context.close();

    const online = await newPage(browser, DESKTOP, stripeBaseUrl);
    await login(online.page, ADMIN.email, ADMIN.password);
    await online.page.goto('/admin');
    await visible(menuLink(online.page));
    await online.context.close();
  });
});
