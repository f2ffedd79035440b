import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Reservation, Vehicle } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { adminToken, api, apiToken, loginAsAdmin } from '../support/admin.ts';
import { dismissToasts, expectToast, login, registerViaApi, type NewUser } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, DESKTOP, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, requestDay, requestTimeIn } from '../support/dates.ts';
import { until, visible } from '../support/wait.ts';

const images = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/seed/images');
const HOUR_MS = 3_600_000;

/** A customer whose licence is on record, valid for years, and who is well over 25. */
async function licensedCustomer(): Promise<NewUser & { token: string }> {
  const customer = await registerViaApi(baseUrl);
  const token = await apiToken(customer.email, customer.password);
  await api('/user', token, {
    method: 'PUT',
    body: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: '(415) 555-0199',
      address: '500 Howard Street',
      zipCode: '94105',
      licenseNumber: 'D1234567',
      licenseRegion: 'California',
      licenseExpiry: requestDay(companyDate(3 * 365)),
      dateOfBirth: requestDay(companyDate(-40 * 365)),
    },
  });
  return { ...customer, token };
}

/**
 * A trip starting a few seconds from now, for an hour (a booking cannot start in the past,
 * and the server runs on the real clock), on the first vehicle free then.
 */
async function tripStartingNow(token: string): Promise<{ id: number; model: string }> {
  const body = {
    pickUpTime: requestTimeIn(5_000),
    dropOffTime: requestTimeIn(5_000 + HOUR_MS),
    pickUpLocation: 'Union Square',
    dropOffLocation: 'Union Square',
  };
  for (const vehicle of await api<Vehicle[]>('/car/visitors/all', null)) {
    const response = await fetch(`${baseUrl}/api/reservations/add?carId=${vehicle.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (response.status === 409) continue;
    const text = await response.text();
    assert.equal(response.status, 201, text);
    return { id: (JSON.parse(text) as { id: number }).id, model: vehicle.model };
  }
  throw new Error('no vehicle is free for the next hour');
}

/** Chooses a segment of the fuel gauge by the words it shows. */
const chooseFuel = (page: Page, level: string) =>
  page.getByRole('group', { name: 'Fuel' }).getByText(level, { exact: true }).click();

/** Waits until every chosen photo is uploaded (the form waits for them too). */
const photosUploaded = (page: Page) =>
  until(
    async () => (await page.getByText('Uploading').count()) === 0,
    'the chosen photos are uploaded',
  );

describe('the hand-over and the return', () => {
  const browser = useBrowser();

  it("goes from the office's day through check-out and check-in to the records the customer sees", async () => {
    const customer = await licensedCustomer();
    const trip = await tripStartingNow(customer.token);
    const who = `${customer.firstName} ${customer.lastName}`;
    const { context, page } = await newPage(browser, DESKTOP);
    await loginAsAdmin(page);

    // The office's day lists the pick-up with a one-click check-out.
    await page.goto('/admin');
    const today = page.getByRole('region', { name: 'Today' });
    const checkOutLink = today.getByRole('link', { name: `Check out: ${who}, ${trip.model}` });
    await visible(checkOutLink);
    await assertAccessible(page, "the office's day");
    await checkOutLink.click();

    // Check-out: the licence to compare, then odometer, fuel and a photo.
    await visible(page.getByRole('heading', { level: 1, name: 'Hand the car over' }));
    const licence = page.getByRole('complementary', { name: 'Check the licence' });
    await visible(licence.getByText('D1234567'));
    await visible(licence.getByText('California'));
    await page.getByLabel('Odometer (mi)').fill('12480');
    await chooseFuel(page, 'Full');
    await page.getByLabel('Photos').setInputFiles(join(images, 'city-hatch.jpg'));
    await visible(page.getByRole('img', { name: 'Photo 1: city-hatch.jpg' }));
    await photosUploaded(page);
    await page.getByLabel('Notes for the office (optional)').fill('Keys and one parking card.');
    await assertAccessible(page, 'the check-out form');
    await page.getByRole('button', { name: 'Hand over the car' }).click();
    await expectToast(page, 'The car is on the road. Have a good trip!');
    await dismissToasts(page);

    // The reservation is on the road, with its hand-over record, and can come back.
    await visible(page.getByRole('heading', { level: 1, name: trip.model }));
    await visible(page.locator('.admin-page-header .badge', { hasText: 'On the road' }));
    await visible(page.getByText('Keys and one parking card.'));
    await page.getByRole('link', { name: 'Take the car back' }).click();

    // Check-in with a damage line: the charges are reviewed before the return is confirmed.
    await visible(page.getByRole('heading', { level: 1, name: 'Take the car back' }));
    await page.getByLabel('Odometer (mi)').fill('12530');
    await chooseFuel(page, '3/4');
    await page.getByRole('button', { name: 'Add damage' }).click();
    await page.getByLabel('Damage 1', { exact: true }).fill('Scratch on the rear bumper');
    await page.getByLabel('Amount 1 ($)').fill('150');
    await page.getByRole('button', { name: 'Review charges' }).click();
    const review = page.getByRole('region', { name: 'Charges for this return' });
    await visible(review.getByText('Scratch on the rear bumper'));
    await visible(review.getByText('New total'));
    await assertAccessible(page, 'the check-in review');
    const before = await api<Reservation>(`/reservations/${trip.id}/admin`, await adminToken());
    assert.equal(before.status, 'IN_PROGRESS', 'nothing is recorded before the confirmation');
    await review.getByRole('button', { name: 'Confirm return' }).click();
    await expectToast(page, 'The car is back. The return has been recorded.');

    // Done, with the return's lines among the charges and both records.
    await visible(page.locator('.admin-page-header .badge', { hasText: 'Done' }));
    const charges = page.getByRole('region', { name: 'Charges' });
    await visible(charges.getByText('Scratch on the rear bumper'));
    await visible(page.getByRole('region', { name: 'Returned' }));
    const done = await api<Reservation>(`/reservations/${trip.id}/admin`, await adminToken());
    assert.equal(done.status, 'DONE');
    assert.ok(done.charges.some((line) => line.code === 'DAMAGE' && line.amount === 150));
    assert.equal(done.handover.checkOut?.photos.length, 1);
    await context.close();

    // The customer sees both records, the photo and the damage, but not the office's notes.
    const mine = await newPage(browser, MOBILE);
    await login(mine.page, customer.email, customer.password);
    await mine.page.goto(`/user/reservations/${trip.id}`);
    await visible(mine.page.getByRole('region', { name: 'Picked up' }));
    const returned = mine.page.getByRole('region', { name: 'Returned' });
    await visible(returned.getByText('Scratch on the rear bumper: $150.00'));
    await visible(mine.page.getByRole('img', { name: 'Picked up, photo 1' }));
    await until(
      () =>
        mine.page
          .getByRole('img', { name: 'Picked up, photo 1' })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the hand-over photo loads for its customer',
    );
    assert.equal(await mine.page.getByText('Keys and one parking card.').count(), 0);
    await assertAccessible(mine.page, "the customer's records");
    await mine.context.close();
  });
});
