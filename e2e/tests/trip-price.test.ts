import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Reservation } from '@keyturn/shared';
import type { Locator } from 'playwright-core';
import { adminToken, api } from '../support/admin.ts';
import { login, registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { acceptTerms, expectBooked, quotedPrice, scrollToBookingForm } from '../support/booking.ts';
import { baseUrl, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, randomQuietDayAhead } from '../support/dates.ts';
import { ownReservationOf } from '../support/reservations.ts';
import { until, visible } from '../support/wait.ts';

const photo = new URL('../../apps/api/src/seed/images/city-hatch.jpg', import.meta.url);

/** A vehicle of the test's own, priced $15 an hour and $90 a day, with a $250 deposit. */
async function addPricedVehicle(token: string, model: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(photo)], { type: 'image/jpeg' }), 'car.jpg');
  const upload = await fetch(`${baseUrl}/api/files/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(upload.status, 200, await upload.clone().text());
  const { imageId } = (await upload.json()) as { imageId: string };
  const created = await api<{ id: number }>(`/car/admin/${imageId}/add`, token, {
    method: 'POST',
    body: {
      model,
      doors: 5,
      seats: 5,
      luggage: 2,
      transmission: 'Automatic',
      airConditioning: true,
      fuelType: 'Electricity',
      age: 1,
      pricePerHour: 15,
      pricePerDay: 90,
      deposit: 250,
    },
    expect: 201,
  });
  return created.id;
}

/** An ISO day as the office's forms and the API write days: MM/DD/YYYY. */
const requestDay = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

/** A charge line as it reads: its title, how it is made, its amount. */
const lineTexts = async (lines: Locator) =>
  (await lines.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

describe('a fair price', () => {
  const browser = useBrowser();

  it('caps a day, applies a rate period, adds an extra, and keeps the lines as booked', async () => {
    const token = await adminToken();
    const stamp = Date.now() % 100_000;
    const vehicleId = await addPricedVehicle(token, `Zoe Price E2E ${stamp}`);
    // Two calm days far ahead, where no other test books; the rate period raises the second.
    const first = randomQuietDayAhead(200, 120, 2);
    const [day, nextDay] = [companyDate(first), companyDate(first + 1)];
    const rate = await api<{ id: number }>('/rates/admin', token, {
      method: 'POST',
      body: {
        name: `E2E high day ${stamp}`,
        startDate: requestDay(nextDay),
        endDate: requestDay(nextDay),
        percent: 20,
      },
      expect: 201,
    });
    const extra = await api<{ id: number }>('/extras/admin', token, {
      method: 'POST',
      body: {
        name: `Roof box ${stamp}`,
        description: 'Room for skis',
        price: 10,
        per: 'DAY',
        maxQuantity: 1,
        active: true,
      },
      expect: 201,
    });
    const customer = await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser);
    try {
      await login(page, customer.email, customer.password);
      await page.goto(`/vehicles/${vehicleId}`);
      await scrollToBookingForm(page);
      // 30 hours: the first 24 cost the $90 day price, the last 6 the raised $18 an hour.
      await page.getByLabel('Pick Up Location', { exact: true }).fill('Union Square');
      await page.getByLabel('Drop Off Location', { exact: true }).fill('Union Square');
      await page.getByLabel('Pick Up Date', { exact: true }).fill(day);
      await page.getByLabel('Pick Up Time', { exact: true }).fill('10:00');
      await page.getByLabel('Drop Off Date', { exact: true }).fill(nextDay);
      await page.getByLabel('Drop Off Time', { exact: true }).fill('16:00');
      await page.getByRole('button', { name: 'Check If Available' }).click();

      const price = quotedPrice(page);
      await visible(price);
      const total = price.locator('.booking-total-sum strong');
      assert.deepEqual(await lineTexts(price.locator('.charge-line')), [
        'Rental 1 day × $90.00 + 6 h × $18.00 $198.00',
      ]);
      assert.equal(await total.innerText(), '$198.00');
      assert.match(await price.innerText(), /A deposit of \$250\.00 is held at pick-up/);

      await page.getByRole('checkbox', { name: new RegExp(`Roof box ${stamp}`) }).check();
      await until(async () => (await total.innerText()) === '$218.00', 'the extra is priced in');
      assert.deepEqual(await lineTexts(price.locator('.charge-line')), [
        'Rental 1 day × $90.00 + 6 h × $18.00 $198.00',
        `Roof box ${stamp}, 2 days 2 × $10.00 $20.00`,
      ]);
      await assertAccessible(page, 'booking form with an extra and the capped breakdown');

      await acceptTerms(page);
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expectBooked(page);

      const stored = await ownReservationOf(customer, vehicleId);
      assert.equal(stored.totalPrice, 218);
      assert.deepEqual(
        stored.charges.map(({ code, amount }) => ({ code, amount })),
        [
          { code: 'RENTAL', amount: 198 },
          { code: 'EXTRA', amount: 20 },
        ],
      );

      // The office raises the day's rate: the booking keeps the price it was made at.
      await api(`/rates/admin/${rate.id}`, token, {
        method: 'PUT',
        body: {
          name: `E2E high day ${stamp}`,
          startDate: requestDay(nextDay),
          endDate: requestDay(nextDay),
          percent: 100,
        },
      });
      await page.goto(`/user/reservations/${stored.id}`);
      const charges = page.getByRole('region', { name: 'Charges' });
      await visible(charges);
      assert.deepEqual(await lineTexts(charges.locator('.charge-line')), [
        'Rental 1 day × $90.00 + 6 h × $18.00 $198.00',
        `Roof box ${stamp}, 2 days 2 × $10.00 $20.00`,
      ]);
      assert.match(await charges.innerText(), /Balance\s+\$218\.00/);
      await assertAccessible(page, 'reservation page with its charges');
      const kept = await api<Reservation>(`/reservations/${stored.id}/admin`, token);
      assert.equal(kept.totalPrice, 218);
      await api(`/reservations/admin/${stored.id}/auth`, token, { method: 'DELETE' });
    } finally {
      await context.close();
      await api(`/rates/admin/${rate.id}`, token, { method: 'DELETE' });
      await api(`/extras/admin/${extra.id}`, token, { method: 'DELETE' });
      await api(`/car/admin/${vehicleId}/auth`, token, { method: 'DELETE' });
    }
  });
});
