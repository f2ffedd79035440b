import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { dismissToasts, expectToast, login, registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, launchBrowser, newPage } from '../support/browser.ts';
import { companyDate } from '../support/dates.ts';
import { visible } from '../support/wait.ts';

interface Trip {
  date: string;
  pickUpTime: string;
  dropOffTime: string;
}

async function fillTrip(page: Page, trip: Trip): Promise<void> {
  await page.getByLabel('Pick Up Location').fill('SFO Terminal 2');
  await page.getByLabel('Drop Off Location').fill('Union Square');
  await page.getByLabel('Pick Up Date').fill(trip.date);
  await page.getByLabel('Pick Up Time').fill(trip.pickUpTime);
  await page.getByLabel('Drop Off Date').fill(trip.date);
  await page.getByLabel('Drop Off Time').fill(trip.dropOffTime);
}

async function firstVehicle(): Promise<{ id: number; model: string }> {
  const response = await fetch(`${baseUrl}/api/car/visitors/pages?page=0&size=1`);
  const page = (await response.json()) as { content: { id: number; model: string }[] };
  const vehicle = page.content[0];
  assert.ok(vehicle, 'the demo data has vehicles');
  return vehicle;
}

describe('booking a vehicle', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('checks availability, books, and shows the reservation', async () => {
    const user = await registerViaApi(baseUrl);
    const vehicle = await firstVehicle();
    const { context, page } = await newPage(browser);
    await login(page, user.email, user.password);
    await page.goto(`/vehicles/${vehicle.id}`);
    await visible(page.getByRole('heading', { level: 1, name: vehicle.model }));
    const trip = { date: companyDate(45), pickUpTime: '10:00', dropOffTime: '13:30' };

    // Under an hour: the dates are refused before any call.
    await fillTrip(page, { ...trip, dropOffTime: '10:30' });
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await expectToast(page, 'Pick up date must be minimum 1 hour before drop off date!');
    await dismissToasts(page);

    await page.getByLabel('Drop Off Time').fill(trip.dropOffTime);
    await page.getByRole('button', { name: 'Check If Available' }).click();
    const total = page.locator('.booking-total strong');
    await visible(total);
    assert.match((await total.textContent()) ?? '', /^\$\d+(\.\d{2})?$/);

    // Edit goes back to the trip; checking again brings the card section back.
    await page.getByRole('button', { name: 'Edit' }).click();
    await visible(page.getByRole('button', { name: 'Check If Available' }));
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await visible(total);

    const book = page.getByRole('button', { name: 'Book Now' });
    assert.equal(await book.isDisabled(), true);
    await page.getByLabel('Card Number').pressSequentially('4111111111111111');
    assert.equal(await page.getByLabel('Card Number').inputValue(), '4111-1111-1111-1111');
    await page.getByLabel('Card Holder Name').fill('Robin Tester');
    await page.getByLabel('Expiry Date').pressSequentially('0125');
    await page.getByLabel('CVV').fill('12a');
    await page.getByLabel('CVV').blur();
    await visible(page.getByText('CVV must be a number'));
    await visible(page.getByText('Enter a valid expiry date (MM/YY) that has not passed'));
    await page.getByLabel('Expiry Date').fill('');
    await page.getByLabel('Expiry Date').pressSequentially('0830');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByLabel('I accept the terms and conditions').uncheck();
    await page.getByLabel('I accept the terms and conditions').blur();
    await visible(page.getByText('Please accept terms and conditions'));
    await page.getByLabel('I accept the terms and conditions').check();
    await assertAccessible(page, 'booking form with card section');

    const bookingRequest = page.waitForRequest((request) =>
      request.url().includes('/api/reservations/add'),
    );
    await book.click();
    const body = (await bookingRequest).postDataJSON() as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), [
      'dropOffLocation',
      'dropOffTime',
      'pickUpLocation',
      'pickUpTime',
    ]);
    assert.match(String(body.pickUpTime), /^\d{2}\/\d{2}\/\d{4} 10:00:00$/);
    await expectToast(page, 'Reservation created successfully!');
    await page.waitForURL('**/user/reservations');

    const row = page.locator('tbody tr', { hasText: vehicle.model }).first();
    await visible(row);
    await visible(row.getByText('SFO Terminal 2'));
    await visible(row.getByText('Union Square'));
    await assertAccessible(page, 'my reservations');

    await row.locator('td').first().click();
    await page.waitForURL(/\/user\/reservations\/\d+$/);
    await visible(page.getByRole('button', { name: 'Reservation Details' }));
    await visible(page.getByRole('button', { name: 'Car Details' }));
    await visible(page.getByText('SFO Terminal 2'));
    await visible(page.locator('.details-panel').getByRole('heading', { name: vehicle.model }));
    await assertAccessible(page, 'reservation details');
    await page.getByRole('link', { name: 'Back To Reservations' }).click();
    await page.waitForURL('**/user/reservations');

    // The same hours again: the vehicle is taken.
    await page.goto(`/vehicles/${vehicle.id}`);
    await fillTrip(page, { ...trip, pickUpTime: '11:00', dropOffTime: '12:00' });
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await expectToast(page, 'Vehicle is not available for the selected dates!');
    assert.equal(await page.locator('.booking-total').count(), 0);
    await context.close();
  });
});
