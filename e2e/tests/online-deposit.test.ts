import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Payment, Reservation } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { ADMIN, dismissToasts, expectToast, login } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { DESKTOP, MOBILE, newPage, useBrowser, type SuiteBrowser } from '../support/browser.ts';
import { licensedCustomer, tripStartingNow } from '../support/drivers.ts';
import { chooseFuel, nextOdometer, reviewReturn } from '../support/handover.ts';
import { money } from '../support/money.ts';
import {
  onlineApi,
  onlineReservation,
  onlineToken,
  sessionIdOf,
  stripeBaseUrl,
  stripeDouble,
} from '../support/online-payment.ts';
import { until, visible } from '../support/wait.ts';

/** An hour from a few seconds on, on the first vehicle free then, paid on the provider's page. */
async function paidTripStartingNow(token: string) {
  const { id, paymentUrl, carId, model } = await tripStartingNow(stripeBaseUrl, token);
  await stripeDouble.pay(sessionIdOf(paymentUrl!));
  await stripeDouble.waitForDeliveries();
  return { id, carId, model };
}

/** What each ledger row is: its kind and way, "Deposit held, card online". */
const kindOf = (row: string) => /^[^,]+, card online/.exec(row)?.[0];

/** The ledger's rows as the reservation page lists them, spaces tidied. */
async function ledgerRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  return (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

/** E2E_SCREENSHOTS=<folder>: the office's money aside at a phone's and a desktop's width. */
async function screenshotOfficeAside(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page
      .locator('.admin-aside')
      .screenshot({ path: `${folder}/${name}-${viewport.width}.png` });
  }
}

/** The office, on a phone, on the booking's page: a refund of `amount` to the card typed in. */
async function officeRefundToCard(browser: SuiteBrowser, reservationId: number, amount: number) {
  const office = await newPage(browser, MOBILE, stripeBaseUrl);
  await login(office.page, ADMIN.email, ADMIN.password);
  await office.page.goto(`/admin/reservations/${reservationId}`);
  const form = office.page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Kind').selectOption('REFUND');
  await form.getByLabel('Through').selectOption('CARD_ONLINE');
  await form.getByLabel('Amount ($)').fill(String(amount));
  return { ...office, form };
}

describe('the deposit on the card saved when paying online', () => {
  const browser = useBrowser();

  it('is held at check-out, the damage taken from it at check-in and the rest released, with the receipt to show', async () => {
    const customer = await licensedCustomer(stripeBaseUrl);
    const trip = await paidTripStartingNow(customer.token);
    const { reservation } = await onlineReservation(customer.token, trip.id);
    const deposit = reservation.deposit;
    assert.ok(deposit > 150, 'the deposit covers the damage');

    const { context, page } = await newPage(browser, DESKTOP, stripeBaseUrl);
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/reservations/${trip.id}`);
    await page.getByRole('link', { name: 'Hand the car over' }).click();
    // The car's reading goes on from its last hand-over, on this server (decision 071).
    const odometer = await nextOdometer(
      stripeBaseUrl,
      await onlineToken(ADMIN.email, ADMIN.password),
      trip.carId,
    );
    await page.getByLabel('Odometer (mi)').fill(String(odometer));
    await chooseFuel(page, 'Full');
    await page.getByRole('button', { name: 'Hand over the car' }).click();
    await expectToast(page, 'The car is on the road. Have a good trip!');
    await visible(page.locator('.admin-page-header .badge', { hasText: 'On the road' }));
    await visible(page.getByRole('list', { name: 'Payments' }).getByText('Deposit held'));
    assert.deepEqual((await ledgerRows(page)).map(kindOf), [
      'Payment, card online',
      'Deposit held, card online',
    ]);

    await page.getByRole('link', { name: 'Take the car back' }).click();
    const review = await reviewReturn(page, String(odometer + 20), 'Full', {
      description: 'Scratch on the rear bumper',
      amount: '150',
    });
    await review.getByRole('button', { name: 'Confirm return' }).click();
    await expectToast(page, 'The car is back. The return has been recorded.');
    await visible(page.locator('.admin-page-header .badge', { hasText: 'Done' }));
    await visible(page.getByRole('list', { name: 'Payments' }).getByText('Deposit released'));
    const rows = await ledgerRows(page);
    assert.deepEqual(rows.slice(2).map(kindOf), [
      'Taken from the deposit, card online',
      'Deposit released, card online',
    ]);
    assert.ok(rows[2]?.endsWith(money(150)), rows.join(' | '));
    assert.ok(rows[3]?.endsWith(money(deposit - 150)), rows.join(' | '));
    await assertAccessible(page, 'the ledger with the deposit taken and released');
    await context.close();

    const ledger = await onlineApi<{ payments: Payment[]; balance: number }>(
      `/reservations/${trip.id}/payments`,
      customer.token,
    );
    assert.deepEqual(
      ledger.payments.map(({ kind, amount }) => [kind, amount]),
      [
        ['CHARGE', reservation.totalPrice],
        ['HOLD', deposit],
        ['CAPTURE', 150],
        ['RELEASE', deposit - 150],
      ],
    );
    assert.equal(ledger.balance, 0);

    // The customer downloads the receipt: numbered, with the lines and the total.
    const mine = await newPage(browser, MOBILE, stripeBaseUrl);
    await login(mine.page, customer.email, customer.password);
    await mine.page.goto(`/user/reservations/${trip.id}`);
    const download = mine.page.waitForEvent('download');
    await mine.page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
    const file = await (await download).path();
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
    const { text } = await extractText(pdf, { mergePages: true });
    const done = await onlineApi<Reservation>(`/reservations/${trip.id}/auth`, customer.token);
    assert.match(text, /KT-\d{4}-\d{6}/);
    assert.match(text, /Scratch on the rear bumper/);
    assert.ok(text.includes(money(done.totalPrice)), 'the receipt shows the total');
    await mine.context.close();

    // The office gives part of the damage back to the card, as goodwill.
    const office = await officeRefundToCard(browser, trip.id, 50);
    const { form } = office;
    await form.getByLabel('Note').fill('Goodwill: a small scratch');
    await form.getByRole('button', { name: 'Record' }).click();
    await expectToast(office.page, `${money(50)} has gone back to the card.`);
    // Drawn on the booking's payment first, any rest on what was taken from the deposit.
    const refundRows = async () =>
      (await ledgerRows(office.page)).filter((row) => kindOf(row) === 'Refund, card online');
    await until(async () => (await refundRows()).length > 0, 'the refund listed in the ledger');
    const refunded = await onlineApi<{ payments: Payment[] }>(
      `/reservations/${trip.id}/payments`,
      customer.token,
    );
    const toCard = refunded.payments.filter((payment) => payment.kind === 'REFUND');
    assert.deepEqual(
      toCard.map((payment) => payment.amount),
      reservation.totalPrice >= 50 ? [50] : [reservation.totalPrice, 50 - reservation.totalPrice],
    );
    assert.equal((await refundRows()).length, toCard.length);
    const atProvider = (await stripeDouble.state()).refunds;
    for (const payment of toCard) {
      const made = atProvider.find((each) => each.id === payment.providerRef);
      assert.equal(made?.amount, Math.round(payment.amount * 100), 'made by the provider');
    }
    await screenshotOfficeAside(office.page, 'office-refund-to-card');
    await office.context.close();
  });

  it('shows a refund the payment service did not answer as on its way back, to the office and the customer', async () => {
    const customer = await licensedCustomer(stripeBaseUrl);
    const trip = await paidTripStartingNow(customer.token);
    const underWay = `${money(20)} is on its way back to the card: the payment service has not confirmed it yet.`;
    const office = await officeRefundToCard(browser, trip.id, 20);
    const { form } = office;
    await stripeDouble.loseAnswers('POST /v1/refunds', true);
    try {
      await form.getByRole('button', { name: 'Record' }).click();
      await expectToast(office.page, 'The refund is not confirmed yet.');
      await visible(
        office.page.locator('.app-toast', {
          hasText: 'Please do not give the same money back at the counter meanwhile.',
        }),
      );
    } finally {
      await stripeDouble.loseAnswers('POST /v1/refunds', false);
    }
    // The provider carried it out once; Keyturn keeps it claimed for its sweep to record.
    const ledger = await onlineApi<{ payments: Payment[] }>(
      `/reservations/${trip.id}/payments`,
      customer.token,
    );
    const charge = ledger.payments.find((payment) => payment.kind === 'CHARGE');
    assert.ok(charge?.providerRef, 'the booking was paid online');
    const refunds = (await stripeDouble.state()).refunds;
    assert.deepEqual(
      refunds
        .filter((refund) => refund.payment_intent === charge.providerRef)
        .map((refund) => refund.amount),
      [2000],
    );
    assert.equal(ledger.payments.filter((payment) => payment.kind === 'REFUND').length, 0);
    await visible(office.page.getByText(underWay));
    // Not offered to be sent again: the form starts afresh.
    assert.equal(await form.getByLabel('Amount ($)').inputValue(), '');
    await dismissToasts(office.page);
    await screenshotOfficeAside(office.page, 'office-refund-under-way');
    await office.context.close();

    const mine = await newPage(browser, MOBILE, stripeBaseUrl);
    await login(mine.page, customer.email, customer.password);
    await mine.page.goto(`/user/reservations/${trip.id}`);
    await visible(mine.page.getByText(underWay));
    await assertAccessible(mine.page, 'a reservation with a refund on its way back');
    await mine.context.close();
  });
});
