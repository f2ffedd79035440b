import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { adminToken, api, apiToken, loginAsAdmin } from '../support/admin.ts';
import { registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { quietDayAhead, randomQuietDayAhead } from '../support/dates.ts';
import { waitForMail } from '../support/mailbox.ts';
import { bookViaApi } from '../support/reservations.ts';
import { until, visible } from '../support/wait.ts';

interface OutboxMail {
  recipient: string;
  status: string;
  lastError: string | null;
}

let daysAhead = randomQuietDayAhead(200, 100);

/** A fresh customer's booking, made through the API; its confirmation goes into the outbox. */
async function bookingFor(email?: string) {
  const customer = await registerViaApi(baseUrl, email ? { email } : {});
  const token = await apiToken(customer.email, customer.password);
  const [vehicle] = await api<{ id: number }[]>('/car/visitors/all', null);
  daysAhead = quietDayAhead(daysAhead + 1);
  const { id } = await bookViaApi(token, vehicle!.id, {
    daysAhead,
    from: '02:00:00',
    to: '04:00:00',
  });
  return { customer, subject: `Your Keyturn booking ${id} is confirmed` };
}

/** The outbox row of the mail to `email` (the table's rows on a desktop, cards on a phone). */
const rowOf = (page: Page, email: string): Locator =>
  page.locator('tbody tr').filter({ hasText: email });

describe('the admin outbox', () => {
  const browser = useBrowser();

  it('lists what was sent, and filters by state', async () => {
    const { customer, subject } = await bookingFor();
    await waitForMail(customer.email, subject);

    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Outbox', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Outbox' }));
    const row = rowOf(page, customer.email);
    await visible(row);
    await visible(row.getByText(subject));
    await visible(row.getByText('Booking confirmation'));
    await visible(row.getByText('Sent', { exact: true }));
    await visible(row.getByText('1 attempt'));
    await assertAccessible(page, 'admin outbox');

    await page.getByLabel('Show').selectOption({ label: 'Failed' });
    await until(async () => (await row.count()) === 0, 'the sent mail leaves the failed list');
    await page.getByLabel('Show').selectOption({ label: 'Sent' });
    await visible(row);
    await context.close();
  });

  it("shows why a mail could not be delivered, on a phone's cards too", async () => {
    // The browser tests' mail server (support/mail-sink.mjs) refuses this domain.
    const { customer, subject } = await bookingFor(`robin.${Date.now()}@refused.example`);
    const admin = await adminToken();
    await until(async () => {
      const page = await api<{ content: OutboxMail[] }>('/admin/outbox?size=50', admin);
      return page.content.some((mail) => mail.recipient === customer.email && mail.lastError);
    }, 'the refused delivery is recorded');

    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto('/admin/outbox');
    const row = rowOf(page, customer.email);
    await visible(row);
    await visible(row.getByText(subject));
    await visible(row.getByText('Waiting', { exact: true }));
    await visible(row.getByText(/Mailbox unavailable/));
    // The worker keeps trying on its own; Retry is for a mail it has given up on.
    assert.equal(await row.getByRole('button', { name: /^Retry/ }).count(), 0);
    await context.close();
  });
});
