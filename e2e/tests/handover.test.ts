import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Reservation } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { adminToken, api, loginAsAdmin } from '../support/admin.ts';
import { dismissToasts, expectToast, login } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, DESKTOP, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { licensedCustomer, tripStartingNow } from '../support/drivers.ts';
import { chooseFuel, nextOdometer, reviewReturn } from '../support/handover.ts';
import { until, visible } from '../support/wait.ts';

const images = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/seed/images');

/** Waits until every chosen photo is uploaded (the form waits for them too). */
const photosUploaded = (page: Page) =>
  until(
    async () => (await page.getByText('Uploading').count()) === 0,
    'the chosen photos are uploaded',
  );

describe('the hand-over and the return', () => {
  const browser = useBrowser();

  it("goes from the office's day through check-out and check-in to the records the customer sees", async () => {
    const customer = await licensedCustomer(baseUrl);
    const trip = await tripStartingNow(baseUrl, customer.token);
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
    // The reading goes on from the car's last hand-over, which the form says (decision 071).
    const odometer = await nextOdometer(baseUrl, await adminToken(), trip.carId);
    await page.getByLabel('Odometer (mi)').fill(String(odometer));
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
    const review = await reviewReturn(page, String(odometer + 50), '3/4', {
      description: 'Scratch on the rear bumper',
      amount: '150',
    });
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
