import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RESERVATION_CANCELLED_MESSAGE } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { api, apiToken, dialog } from '../support/admin.ts';
import { expectToast, login, registerViaApi } from '../support/app.ts';
import { baseUrl, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, requestTime, requestTimeIn } from '../support/dates.ts';
import { gone, visible } from '../support/wait.ts';

const HOUR_MS = 3_600_000;

interface Trip {
  pickUpTime: string;
  dropOffTime: string;
}

/** 10:00 to 12:00 on the company's day `daysAhead` days from today. */
function tenToNoon(daysAhead: number): Trip {
  const day = companyDate(daysAhead);
  return { pickUpTime: requestTime(day, '10:00'), dropOffTime: requestTime(day, '12:00') };
}

/**
 * Books the trip for the customer whose token this is, on the first vehicle free then (other
 * tests book the fleet too), straight through the API.
 */
async function bookAt(token: string, trip: Trip): Promise<number> {
  const fleet = await api<{ content: { id: number }[] }>(
    '/car/visitors/pages?page=0&size=20',
    null,
  );
  const body = { ...trip, pickUpLocation: 'Union Square', dropOffLocation: 'SFO Terminal 2' };
  for (const { id } of fleet.content) {
    const response = await fetch(`${baseUrl}/api/reservations/add?carId=${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 201) return ((await response.json()) as { id: number }).id;
    assert.equal(response.status, 409, await response.text());
  }
  throw new Error('no vehicle of the fleet is free then');
}

const statusOf = async (token: string, id: number) =>
  (await api<{ status: string }>(`/reservations/${id}/auth`, token)).status;

async function openReservation(page: Page, id: number): Promise<void> {
  await page.goto(`/user/reservations/${id}`);
  await visible(page.getByRole('heading', { level: 1, name: `Reservation #${id}` }));
}

describe('cancelling a reservation', () => {
  const browser = useBrowser();

  it('cancels from the reservation page after a confirmation that states the rule', async () => {
    const customer = await registerViaApi(baseUrl);
    const token = await apiToken(customer.email, customer.password);
    const id = await bookAt(token, tenToNoon(9));
    const { context, page } = await newPage(browser);
    await login(page, customer.email, customer.password);
    await openReservation(page, id);

    await visible(page.getByText('Free cancellation until'));
    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    const popup = dialog(page);
    await visible(popup);
    assert.equal(
      (await popup.locator('.swal2-title').innerText()).trim(),
      'Cancel this reservation?',
    );
    const rule = await popup.locator('.swal2-html-container').innerText();
    assert.match(
      rule,
      /^Free cancellation until .+ Pacific (Standard|Daylight) Time, 24 hours before pick-up\./,
    );
    await popup.getByRole('button', { name: 'Yes, Cancel It' }).click();

    await expectToast(page, RESERVATION_CANCELLED_MESSAGE);
    await visible(page.locator('.badge', { hasText: 'Cancelled' }));
    await gone(page.getByRole('button', { name: 'Cancel Reservation' }));
    assert.equal(await statusOf(token, id), 'CANCELLED');

    // The list shows it cancelled too.
    await page.goto('/user/reservations');
    const row = page.locator('tr', { has: page.locator(`a[href="/user/reservations/${id}"]`) });
    await visible(row.locator('.badge', { hasText: 'Cancelled' }));
    await context.close();
  });

  it('keeps the booking when the customer answers "Keep It"', async () => {
    const customer = await registerViaApi(baseUrl);
    const token = await apiToken(customer.email, customer.password);
    const id = await bookAt(token, tenToNoon(10));
    const { context, page } = await newPage(browser, MOBILE);
    await login(page, customer.email, customer.password);
    await openReservation(page, id);
    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    await dialog(page).getByRole('button', { name: 'Keep It' }).click();
    await gone(dialog(page));
    await visible(page.locator('.badge', { hasText: 'Created' }));
    assert.equal(await statusOf(token, id), 'CREATED');
    await context.close();
  });

  it('inside the notice, says why it cannot be cancelled and how to reach the office', async () => {
    const customer = await registerViaApi(baseUrl);
    const token = await apiToken(customer.email, customer.password);
    const id = await bookAt(token, {
      pickUpTime: requestTimeIn(3 * HOUR_MS),
      dropOffTime: requestTimeIn(5 * HOUR_MS),
    });
    const { context, page } = await newPage(browser, MOBILE);
    await login(page, customer.email, customer.password);
    await openReservation(page, id);

    await visible(page.getByText(/can be cancelled up to 24 hours before pick-up/));
    await visible(page.getByRole('link', { name: '(415) 555-0142' }));
    await visible(page.getByRole('link', { name: 'hello@keyturn.example' }));
    assert.equal(await page.getByRole('button', { name: 'Cancel Reservation' }).count(), 0);
    await page.getByRole('link', { name: 'contact page' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    assert.equal(await statusOf(token, id), 'CREATED');
    await context.close();
  });
});
