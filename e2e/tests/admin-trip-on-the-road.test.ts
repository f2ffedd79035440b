import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Reservation } from '@keyturn/shared';
import { adminToken, api, loginAsAdmin } from '../support/admin.ts';
import { expectToast } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, DESKTOP, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { licensedCustomer, tripStartingNow } from '../support/drivers.ts';
import { nextOdometer } from '../support/handover.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { visible } from '../support/wait.ts';

const MINUTE_MS = 60_000;

/** A date input's and a time input's values, moved on by `minutes` (the wall clock they show). */
function movedOn(date: string, time: string, minutes: number): { date: string; time: string } {
  const moved = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * MINUTE_MS).toISOString();
  return { date: moved.slice(0, 10), time: moved.slice(11, 16) };
}

describe('a trip on the road, at the office', () => {
  const browser = useBrowser();

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`moves its drop-off later, priced for the added time only (${viewport.width} px)`, async () => {
      const customer = await licensedCustomer(baseUrl);
      const trip = await tripStartingNow(baseUrl, customer.token);
      const token = await adminToken();
      await api(`/reservations/admin/${trip.id}/check-out`, token, {
        method: 'POST',
        body: { odometer: await nextOdometer(baseUrl, token, trip.carId), fuelEighths: 8 },
      });
      const { page, context } = await newPage(browser, viewport);
      await loginAsAdmin(page);
      await page.goto(`/admin/reservations/${trip.id}`);
      await visible(page.getByText('only its drop-off can change'));
      for (const label of ['Vehicle', 'Status', 'Pick Up Date', 'Pick Up Time']) {
        assert.equal(await page.getByLabel(label, { exact: true }).isDisabled(), true, label);
      }

      // A quarter of an hour more: the car's next booking, if any, starts later than that.
      const dropOffDate = page.getByLabel('Drop Off Date', { exact: true });
      const dropOffTime = page.getByLabel('Drop Off Time', { exact: true });
      const later = movedOn(await dropOffDate.inputValue(), await dropOffTime.inputValue(), 15);
      await dropOffDate.fill(later.date);
      await dropOffTime.fill(later.time);
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Reservation updated successfully.');
      const charges = page.getByRole('region', { name: 'Charges' });
      await visible(charges.getByText('Extension by 15 min'));
      await assertAccessible(page, 'a trip on the road at the office');
      await screenshotForReview(page, 'trip-on-the-road');

      const stored = await api<Reservation>(`/reservations/${trip.id}/admin`, token);
      assert.equal(stored.status, 'IN_PROGRESS');
      assert.equal(stored.dropOffTime, `${later.date}T${later.time}:00`);
      assert.equal(stored.charges.at(-1)?.label, 'Extension by 15 min');
      await context.close();
    });
  }
});
