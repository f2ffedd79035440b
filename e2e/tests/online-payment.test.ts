import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { login, registerViaApi, type NewUser } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import {
  dayTrip,
  quotedPrice,
  quotedTotal,
  scrollToBookingForm,
  typeTrip,
} from '../support/booking.ts';
import { DESKTOP, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { companyDate } from '../support/dates.ts';
import { waitForMail } from '../support/mailbox.ts';
import { money } from '../support/money.ts';
import {
  bookOnlineViaApi,
  onlineAvailable,
  onlineReservation,
  onlineToken,
  onlineVehicle,
  sessionIdOf,
  stripeBaseUrl,
  stripeDouble,
  stripeDoubleUrl,
  webhookUrl,
} from '../support/online-payment.ts';
import { gone, until, visible } from '../support/wait.ts';

// The booking form and the reservation page of a server that takes payments online
// (PAYMENTS=stripe), and the Stripe double's hosted checkout page between them (run.mjs).

/**
 * E2E_SCREENSHOTS=<folder>: saves this part of the page there, at a phone's width and at a
 * desktop's, for a person to look at.
 */
const screenshotFolder = process.env.E2E_SCREENSHOTS;

async function screenshots(page: Page, part: string, name: string): Promise<void> {
  if (!screenshotFolder) return;
  mkdirSync(screenshotFolder, { recursive: true });
  const shownAt = page.viewportSize();
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const path = join(screenshotFolder, `${name}-${viewport.width}.png`);
    await page.locator(part).first().screenshot({ path });
  }
  if (shownAt) await page.setViewportSize(shownAt);
}

interface OnlineBooking {
  id: number;
  paymentUrl: string;
  sessionId: string;
  /** The quote's total as the form showed it: '$40.00'. */
  total: string;
}

/**
 * On the vehicle's page, signed in: types the trip, checks it, finds the form asking for no
 * card, accepts the terms and books with "Book and Pay". Resolves on the double's hosted page.
 */
async function bookAndGoPay(
  page: Page,
  vehicle: { id: number; model: string },
  day: string,
  check: (page: Page) => Promise<void> = async () => {},
): Promise<OnlineBooking> {
  await page.goto(`/vehicles/${vehicle.id}`);
  await visible(page.getByRole('heading', { level: 1, name: vehicle.model }));
  await scrollToBookingForm(page);
  await typeTrip(page, dayTrip(day, '10:00', '12:00'));
  await page.getByRole('button', { name: 'Check If Available' }).click();
  await visible(quotedPrice(page));
  const total = await quotedTotal(page);

  // The card is typed on the provider's page: the form asks for none, and says so.
  for (const label of ['Card Number', 'Card Holder Name', 'Expiry Date', 'CVV']) {
    assert.equal(await page.getByLabel(label, { exact: true }).count(), 0, `no ${label}`);
  }
  await visible(page.getByText(`Next you pay ${total} on our payment partner`));
  assert.equal(await page.getByText('You pay at the counter').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Book Now' }).count(), 0);
  const book = page.getByRole('button', { name: 'Book and Pay' });
  await visible(book);
  await page.getByLabel('I accept the terms and conditions').check();
  await check(page);

  await book.click();
  // The booking's answer is not read from the browser: the page leaves for the provider as soon
  // as it has it, and the browser may have dropped its body by then. The session says whose it is.
  await page.waitForURL((url) => url.origin === new URL(stripeDoubleUrl).origin);
  const paymentUrl = page.url();
  const sessionId = sessionIdOf(paymentUrl);
  const session = (await stripeDouble.state()).checkoutSessions.find(
    (each) => each.id === sessionId,
  );
  assert.ok(session?.client_reference_id, 'the session names its booking');
  return { id: Number(session.client_reference_id), paymentUrl, sessionId, total };
}

/** The double's hosted page of this booking, asking for its total. */
async function expectHostedPage(page: Page, booking: OnlineBooking): Promise<void> {
  assert.equal(new URL(page.url()).origin, stripeDoubleUrl);
  await visible(page.getByRole('heading', { level: 1, name: `Pay ${booking.total}` }));
  await visible(page.getByRole('table', { name: 'What you pay for' }));
  await visible(page.getByText(`Keyturn booking #${booking.id}`));
}

/** The reservation page, the booking just paid: the state, the status, what is paid, no balance. */
async function expectPaid(page: Page, booking: OnlineBooking): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Payment received' }), 20_000);
  await gone(page.getByText('Confirming your payment…'));
  await visible(page.locator('.detail-list .badge', { hasText: 'Created' }));
  const totals = page.locator('.charge-totals');
  assert.equal(
    (await totals.locator('div', { hasText: 'Paid' }).locator('dd').innerText()).trim(),
    booking.total,
  );
  assert.equal(
    (await totals.locator('.charge-balance dd').innerText()).trim(),
    money(0),
    'nothing is left to pay',
  );
}

/** The reservation page's ledger: the one payment, made online, of the total. */
async function expectLedger(page: Page, booking: OnlineBooking): Promise<void> {
  const ledger = page.getByRole('list', { name: 'Payments' });
  await visible(ledger);
  const rows = ledger.getByRole('listitem');
  assert.equal(await rows.count(), 1, 'one payment');
  const row = (await rows.first().innerText()).replace(/\s+/g, ' ').trim();
  assert.match(row, /^Payment, card online /);
  assert.ok(row.endsWith(booking.total), `${row} is the total paid`);
}

/** The ledger as a fresh page reads it, as a customer coming back later sees it. */
async function expectLedgerAfterReload(page: Page, booking: OnlineBooking): Promise<void> {
  await page.reload();
  await expectPaid(page, booking);
  await expectLedger(page, booking);
}

describe('paying for a booking online', () => {
  const browser = useBrowser();
  let customer: NewUser;
  let token: string;
  before(async () => {
    customer = await registerViaApi(stripeBaseUrl);
    token = await onlineToken(customer.email, customer.password);
  });

  it('books, has a card declined on the provider page, pays and lands on a paid reservation', async () => {
    const vehicle = await onlineVehicle(0);
    const { context, page } = await newPage(browser, DESKTOP, stripeBaseUrl);
    await login(page, customer.email, customer.password);
    const booking = await bookAndGoPay(page, vehicle, companyDate(30), async (form) => {
      await assertAccessible(form, 'booking form paid online');
      await screenshots(form, '.booking-card', 'online-booking-form');
    });

    // Held for the customer while they pay.
    const held = await onlineReservation(token, booking.id);
    assert.equal(held.reservation.status, 'PENDING_PAYMENT');
    assert.equal(held.reservation.paymentUrl, booking.paymentUrl);
    assert.equal(money(held.reservation.totalPrice), booking.total);

    await expectHostedPage(page, booking);
    await page.getByRole('button', { name: 'Decline' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }));
    assert.equal(
      (await onlineReservation(token, booking.id)).reservation.status,
      'PENDING_PAYMENT',
    );

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`${stripeBaseUrl}/user/reservations/${booking.id}?payment=done`);
    await visible(page.getByRole('heading', { name: `Reservation #${booking.id}` }));
    await expectPaid(page, booking);
    await expectLedgerAfterReload(page, booking);
    await assertAccessible(page, 'reservation paid online');
    await screenshots(page, 'main', 'online-paid');

    // The provider saw one declined attempt and one payment; the server one charge.
    const state = await stripeDouble.state();
    const session = state.checkoutSessions.find((s) => s.id === booking.sessionId);
    assert.ok(session, 'the checkout session');
    assert.equal(session.payment_status, 'paid');
    const failures = state.events.filter(
      (event) =>
        event.type === 'payment_intent.payment_failed' &&
        (event.data.object as { id: string }).id === session.payment_intent,
    );
    assert.equal(failures.length, 1, 'the declined card');
    const paid = await onlineReservation(token, booking.id);
    assert.equal(paid.reservation.status, 'CREATED');
    assert.equal(paid.reservation.balance, 0);
    assert.deepEqual(
      paid.payments.map((payment) => [payment.kind, payment.method, money(payment.amount)]),
      [['CHARGE', 'CARD_ONLINE', booking.total]],
    );

    // The confirmation comes once the booking is paid.
    await waitForMail(customer.email, `Your Keyturn booking ${booking.id} is confirmed`);
    await context.close();
  });

  it('holds the car for a customer who leaves the provider page, who pays later by Pay now', async () => {
    const vehicle = await onlineVehicle(1);
    const { context, page } = await newPage(browser, DESKTOP, stripeBaseUrl);
    await login(page, customer.email, customer.password);
    const booking = await bookAndGoPay(page, vehicle, companyDate(31));
    await expectHostedPage(page, booking);

    // Back, unpaid: the reservation page says the booking waits, and how to pay.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${stripeBaseUrl}/user/reservations/${booking.id}`);
    await visible(page.getByRole('heading', { name: 'Waiting for your payment' }));
    await visible(page.locator('.detail-list .badge', { hasText: 'Awaiting payment' }));
    // Until the checkout's time runs out, written as the page writes its other times.
    const { paymentDueBy } = (await onlineReservation(token, booking.id)).reservation;
    assert.ok(paymentDueBy, 'the answer says until when the car is held');
    await visible(page.getByText(/^We hold the car for you until \d{1,2}:\d{2} [AP]M\./));
    await visible(page.getByText('No payments yet.'));
    const payNow = page.getByRole('link', { name: 'Pay now' });
    assert.equal(await payNow.getAttribute('href'), booking.paymentUrl);
    await assertAccessible(page, 'reservation waiting for its payment');
    await screenshots(page, 'main', 'online-waiting');
    assert.equal(
      (await onlineReservation(token, booking.id)).reservation.status,
      'PENDING_PAYMENT',
    );

    // Pay now leads back to the hosted page. The provider's word is held back a moment, so
    // that the page is seen confirming the payment before it knows.
    await payNow.click();
    await page.waitForURL(booking.paymentUrl);
    await expectHostedPage(page, booking);
    await stripeDouble.setWebhook({ url: null });
    try {
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(`${stripeBaseUrl}/user/reservations/${booking.id}?payment=done`);
      await visible(page.getByText('Confirming your payment…'));
      await assertAccessible(page, 'reservation confirming its payment');
      await screenshots(page, 'main', 'online-confirming');
    } finally {
      await stripeDouble.setWebhook({ url: webhookUrl });
    }
    const completed = (await stripeDouble.state()).events.find(
      (event) =>
        event.type === 'checkout.session.completed' &&
        (event.data.object as { id: string }).id === booking.sessionId,
    );
    assert.ok(completed, 'the provider told of the payment');
    const [delivery] = await stripeDouble.deliverEvent(completed.id);
    assert.equal(delivery?.state, 'succeeded', 'the server took the word');

    // The page, asking again, finds the booking paid.
    await expectPaid(page, booking);
    await expectLedgerAfterReload(page, booking);
    await until(
      async () => (await onlineReservation(token, booking.id)).reservation.status === 'CREATED',
      'the booking is confirmed',
    );
    await waitForMail(customer.email, `Your Keyturn booking ${booking.id} is confirmed`);
    await context.close();
  });

  it('lets a customer whose card is declined give the car up at once, on a phone', async () => {
    const vehicle = await onlineVehicle(5);
    const day = companyDate(35);
    const { context, page } = await newPage(browser, MOBILE, stripeBaseUrl);
    await login(page, customer.email, customer.password);
    const booking = await bookAndGoPay(page, vehicle, day);
    await expectHostedPage(page, booking);
    await page.getByRole('button', { name: 'Decline' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }));
    assert.equal(await onlineAvailable(token, vehicle.id, day), false, 'held while unpaid');

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${stripeBaseUrl}/user/reservations/${booking.id}`);
    await visible(page.getByRole('heading', { name: 'Waiting for your payment' }));
    await screenshots(page, '.payment-state', 'online-declined-waiting');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel It' }).click();
    await visible(page.getByText('Your booking has been cancelled and the car released.'));
    await visible(page.locator('.detail-list .badge', { hasText: 'Cancelled' }));
    await gone(page.getByRole('heading', { name: 'Waiting for your payment' }));
    assert.equal(await onlineAvailable(token, vehicle.id, day), true, 'free again at once');
    assert.equal((await onlineReservation(token, booking.id)).reservation.status, 'CANCELLED');
    await context.close();
  });

  it('releases the car of a booking whose checkout expires unpaid, and says so', async () => {
    const vehicle = await onlineVehicle(3);
    const day = companyDate(33);
    const booking = await bookOnlineViaApi(token, vehicle.id, day);
    assert.equal(await onlineAvailable(token, vehicle.id, day), false, 'held while unpaid');

    await stripeDouble.expire(sessionIdOf(booking.paymentUrl));
    await until(
      async () => (await onlineReservation(token, booking.id)).reservation.status === 'EXPIRED',
      'the booking expires with its checkout',
    );
    assert.equal(await onlineAvailable(token, vehicle.id, day), true, 'free again');

    const { context, page } = await newPage(browser, DESKTOP, stripeBaseUrl);
    await login(page, customer.email, customer.password);
    await page.goto(`/user/reservations/${booking.id}`);
    await visible(page.getByRole('heading', { name: 'Payment expired' }));
    await visible(page.locator('.detail-list .badge', { hasText: 'Payment expired' }));
    assert.equal(await page.getByRole('link', { name: 'Pay now' }).count(), 0);
    // Never paid, it owes nothing: no balance, no deposit, no ledger or receipt (decision 053).
    const charges = page.locator('.reservation-charges');
    await visible(charges.getByText('Total'));
    for (const absent of ['Balance', /^Deposit/, 'No payments yet.']) {
      assert.equal(await charges.getByText(absent).count(), 0, String(absent));
    }
    assert.equal(await page.getByRole('button', { name: 'Download receipt (PDF)' }).count(), 0);
    await assertAccessible(page, 'reservation whose payment expired');
    await screenshots(page, 'main', 'online-expired');
    await page.getByRole('link', { name: 'Book it again' }).click();
    await page.waitForURL(`${stripeBaseUrl}/vehicles/${vehicle.id}`);
    await visible(page.getByRole('heading', { level: 1, name: vehicle.model }));
    await context.close();
  });

  it('lists the payment as soon as the page finds the booking paid', async () => {
    const vehicle = await onlineVehicle(4);
    const created = await bookOnlineViaApi(token, vehicle.id, companyDate(34));
    const { reservation } = await onlineReservation(token, created.id);
    const booking = {
      ...created,
      sessionId: sessionIdOf(created.paymentUrl),
      total: money(reservation.totalPrice),
    };
    const { context, page } = await newPage(browser, DESKTOP, stripeBaseUrl);
    try {
      await login(page, customer.email, customer.password);
      // Back from the provider's page before the provider's word has reached the server.
      await page.goto(`/user/reservations/${booking.id}?payment=done`);
      await visible(page.getByText('Confirming your payment…'));
      await visible(page.getByText('No payments yet.'));
      await stripeDouble.pay(booking.sessionId);
      await expectPaid(page, booking);
      await expectLedger(page, booking);
    } finally {
      await context.close();
    }
  });
});
