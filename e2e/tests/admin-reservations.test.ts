import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Reservation, Vehicle } from '@keyturn/shared';
import {
  adminToken,
  api,
  apiToken,
  confirmDeletion,
  loginAsAdmin,
  totalOf,
} from '../support/admin.ts';
import { expectToast, registerViaApi, toasts, type NewUser } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, DESKTOP, EVERY_WIDTH, useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { companyDate, requestTime, requestTimeIn } from '../support/dates.ts';
import { money } from '../support/money.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { gone, until, visible } from '../support/wait.ts';

let dayOffset = 60 + Math.floor(Math.random() * 20);

/** A fresh customer's booking, made through the API: 10:00 to 13:00 on a day of its own. */
async function booking(): Promise<{ id: number; user: NewUser; vehicle: Vehicle; date: string }> {
  const user = await registerViaApi(baseUrl);
  const token = await apiToken(user.email, user.password);
  const vehicles = await api<Vehicle[]>('/car/visitors/all', null);
  const vehicle = vehicles[vehicles.length - 1]!;
  // A day of its own; on a rerun against the same database, the next free one.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    dayOffset += 1;
    const date = companyDate(dayOffset);
    const response = await fetch(`${baseUrl}/api/reservations/add?carId=${vehicle.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        pickUpTime: requestTime(date, '10:00'),
        dropOffTime: requestTime(date, '13:00'),
        pickUpLocation: 'SFO Terminal 2',
        dropOffLocation: 'Union Square',
      }),
    });
    if (response.status === 409) continue;
    const text = await response.text();
    assert.equal(response.status, 201, text);
    const { id } = JSON.parse(text) as { id: number };
    return { id, user, vehicle, date };
  }
  throw new Error('no free day for a test booking');
}

async function reservation(id: number): Promise<Reservation> {
  return api<Reservation>(`/reservations/${id}/admin`, await adminToken());
}

describe('the admin reservations', () => {
  const browser = useBrowser();

  it("lists every customer's reservations", async () => {
    const mine = await booking();
    const total = await totalOf('/reservations/admin/all/pages', await adminToken());
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/reservations');
    await visible(page.getByRole('heading', { level: 1, name: 'Reservations' }));
    await visible(page.getByText(`of ${total}`, { exact: false }));
    // The latest pick-up comes first: ours, weeks ahead, is on the first page.
    const row = page.locator('.data-table-grid tbody tr', {
      has: page.locator(`a[href="/admin/reservations/${mine.id}"]`),
    });
    await visible(row);
    const text = await row.innerText();
    assert.match(text, new RegExp(`${mine.user.firstName} ${mine.user.lastName}`));
    const price = money(mine.vehicle.pricePerHour * 3);
    assert.ok(text.includes(price), `the row shows the price: ${text}`);
    // Nothing paid yet (paid at the counter): the whole price is the balance the desk asks for.
    assert.equal((await row.locator('td[data-label="Balance"]').innerText()).trim(), price);
    await assertAccessible(page, 'admin reservation list');
    await row.click();
    await page.waitForURL(`**/admin/reservations/${mine.id}`);
    await context.close();
  });

  it('edits the status; a final status cannot be changed again', async () => {
    const mine = await booking();
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto(`/admin/reservations/${mine.id}`);
    await visible(page.getByRole('heading', { level: 1, name: mine.vehicle.model }));
    assert.equal(await page.getByLabel('Vehicle').inputValue(), String(mine.vehicle.id));
    assert.equal(await page.getByLabel('Status').inputValue(), 'CREATED');
    assert.equal(await page.getByLabel('Pick Up Date').inputValue(), mine.date);
    assert.equal(await page.getByLabel('Pick Up Time').inputValue(), '10:00');
    assert.equal(await page.getByLabel('Drop Off Time').inputValue(), '13:00');
    assert.equal(await page.getByLabel('Pick Up Location').inputValue(), 'SFO Terminal 2');
    await assertAccessible(page, 'edit reservation form');

    const save = page.getByRole('button', { name: 'Save' });
    assert.equal(await save.isDisabled(), true, 'nothing changed yet');
    // As a person does: into the list, choose, and on to the next field.
    await page.getByLabel('Vehicle').focus();
    await page.getByLabel('Vehicle').selectOption('');
    await page.getByLabel('Vehicle').blur();
    await visible(page.locator('.invalid-feedback', { hasText: 'Select a car' }));
    await page.getByLabel('Status').focus();
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Status').blur();
    await visible(page.locator('.invalid-feedback', { hasText: 'Select a status' }));
    assert.equal(await save.isDisabled(), true);
    await page.getByLabel('Vehicle').selectOption(String(mine.vehicle.id));

    // A change of times and place is saved, with times as MM/DD/YYYY HH:mm:ss.
    await page.getByLabel('Status').selectOption('CREATED');
    await page.getByLabel('Drop Off Time').fill('14:00');
    await page.getByLabel('Drop Off Location').fill('Ferry Building');
    const request = page.waitForRequest(
      (req) => req.method() === 'PUT' && req.url().includes('/api/reservations/admin/auth'),
    );
    await save.click();
    const sent = await request;
    const url = new URL(sent.url());
    assert.equal(url.searchParams.get('carId'), String(mine.vehicle.id));
    assert.equal(url.searchParams.get('reservationId'), String(mine.id));
    assert.deepEqual(sent.postDataJSON(), {
      pickUpTime: requestTime(mine.date, '10:00'),
      dropOffTime: requestTime(mine.date, '14:00'),
      pickUpLocation: 'SFO Terminal 2',
      dropOffLocation: 'Ferry Building',
      status: 'CREATED',
    });
    await expectToast(page, 'Reservation updated successfully.');
    const fourHours = await reservation(mine.id);
    assert.equal(fourHours.totalPrice, mine.vehicle.pricePerHour * 4);
    await visible(page.getByText(`Total ${money(fourHours.totalPrice)}`));
    await gone(toasts(page), 8000);

    // The edit never offers a return, which only the check-in records (contract section 7) …
    const offered = await page.getByLabel('Status').locator('option').allTextContents();
    assert.deepEqual(offered, ['Select a status', 'Created', 'Cancelled']);

    // … CREATED → CANCELLED is allowed …
    await page.getByLabel('Status').selectOption('CANCELLED');
    await save.click();
    await expectToast(page, 'Reservation updated successfully.');
    assert.equal((await reservation(mine.id)).status, 'CANCELLED');
    await visible(page.getByText('its status is final'));
    await gone(toasts(page), 8000);

    // … and CANCELLED is final: the form is read-only, with no Save.
    await until(() => page.getByLabel('Status').isDisabled(), 'the status can no longer change');
    assert.equal(await page.getByLabel('Drop Off Location').isDisabled(), true);
    assert.equal(await save.count(), 0);

    // A change made meanwhile elsewhere: the server refuses, and its sentence is shown.
    const other = await booking();
    await page.goto(`/admin/reservations/${other.id}`);
    await visible(page.getByRole('heading', { level: 1, name: other.vehicle.model }));
    await api(
      `/reservations/admin/auth?carId=${other.vehicle.id}&reservationId=${other.id}`,
      await adminToken(),
      {
        method: 'PUT',
        body: {
          pickUpTime: requestTime(other.date, '10:00'),
          dropOffTime: requestTime(other.date, '13:00'),
          pickUpLocation: 'SFO Terminal 2',
          dropOffLocation: 'Union Square',
          status: 'CANCELLED',
        },
      },
    );
    await page.getByLabel('Status').selectOption('CANCELLED');
    await save.click();
    await expectToast(page, 'This booking has been cancelled and can no longer be changed.');
    assert.equal((await reservation(other.id)).status, 'CANCELLED');

    // Go To Customer opens the customer's admin page.
    await page.getByRole('link', { name: 'Go To Customer' }).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: other.user.firstName }));
    await context.close();
  });

  it('deletes a reservation after confirmation', async () => {
    const mine = await booking();
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto(`/admin/reservations/${mine.id}`);
    await visible(page.getByRole('heading', { level: 1, name: mine.vehicle.model }));
    await assertAccessible(page, 'edit reservation on a phone');
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDeletion(page, 'reservation');
    await expectToast(page, 'Reservation deleted successfully.');
    await page.waitForURL('**/admin/reservations');
    await api(`/reservations/${mine.id}/admin`, await adminToken(), { expect: 404 });
    await until(
      async () =>
        (await page
          .locator('.data-table-grid tbody tr', { hasText: mine.user.lastName })
          .count()) === 0,
      'the list no longer shows it',
    );
    await context.close();
  });

  for (const viewport of EVERY_WIDTH) {
    it(`shows a no-show read-only, as its banner says, at ${viewport.width} px`, async () => {
      const { id, model } = await noShow();
      const { context, page } = await newPage(browser, viewport);
      await loginAsAdmin(page);
      await page.goto(`/admin/reservations/${id}`);
      await visible(page.getByRole('heading', { level: 1, name: model }));
      await visible(page.getByText('This reservation is marked No-show: its status is final'));
      const form = page.getByRole('form', { name: 'Reservation' });
      for (const label of [
        'Vehicle',
        'Status',
        'Pick Up Date',
        'Drop Off Time',
        'Pick Up Location',
      ]) {
        assert.equal(await form.getByLabel(label, { exact: true }).isDisabled(), true, label);
      }
      assert.equal(await page.getByLabel('Status').inputValue(), 'NO_SHOW');
      assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);
      // A record of what happened: it may still be deleted, and Cancel leads back.
      await visible(page.getByRole('button', { name: 'Delete' }));
      await visible(page.getByRole('link', { name: 'Cancel' }));
      await assertAccessible(page, `no-show reservation at ${viewport.width}`);
      await context.close();
    });
  }

  it('charges a no-show its fee, which is all it owes', async () => {
    const { id } = await noShow();
    const { context, page } = await newPage(browser, DESKTOP);
    await loginAsAdmin(page);
    await page.goto(`/admin/reservations/${id}`);
    const charges = page.getByRole('region', { name: 'Charges' });
    const add = page.getByRole('form', { name: 'Add a charge' });
    await visible(add.getByLabel('Kind'));
    // Nothing of the trip is owed by a booking never picked up.
    const before = await api<Reservation>(`/reservations/${id}/admin`, await adminToken());
    assert.equal(before.balance, 0);
    assert.deepEqual(await add.getByLabel('Kind').locator('option').allTextContents(), [
      'No-show fee',
    ]);
    await add.getByLabel('Amount ($)').fill('25');
    await add.getByLabel('Reason').fill('Not picked up');
    await add.getByRole('button', { name: 'Add charge' }).click();
    await expectToast(page, 'The charge has been added.');
    await visible(charges.getByText('No-show fee: Not picked up'));
    const stored = await api<Reservation>(`/reservations/${id}/admin`, await adminToken());
    assert.equal(stored.balance, 25);
    assert.equal(stored.charges.at(-1)?.code, 'NO_SHOW_FEE');
    await assertAccessible(page, 'a no-show charged its fee');
    await screenshotForReview(page, 'no-show-fee');
    await context.close();
  });
});

/**
 * A reservation whose customer did not come: booked to start a few seconds from now (a
 * booking cannot start in the past), then, once that has passed, marked a no-show.
 */
async function noShow(): Promise<{ id: number; model: string }> {
  const user = await registerViaApi(baseUrl);
  const token = await apiToken(user.email, user.password);
  const trip = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };
  const pickUpTime = requestTimeIn(3_000);
  const dropOffTime = requestTimeIn(3_000 + 3_600_000);
  for (const vehicle of await api<Vehicle[]>('/car/visitors/all', null)) {
    const response = await fetch(`${baseUrl}/api/reservations/add?carId=${vehicle.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...trip, pickUpTime, dropOffTime }),
    });
    if (response.status === 409) continue;
    const text = await response.text();
    assert.equal(response.status, 201, text);
    const { id } = JSON.parse(text) as { id: number };
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await api(
      `/reservations/admin/auth?carId=${vehicle.id}&reservationId=${id}`,
      await adminToken(),
      {
        method: 'PUT',
        body: { ...trip, pickUpTime, dropOffTime, status: 'NO_SHOW' },
      },
    );
    return { id, model: vehicle.model };
  }
  throw new Error('no vehicle is free for the next hour');
}
