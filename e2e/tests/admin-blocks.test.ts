import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminToken, api, apiToken, dialog, loginAsAdmin } from '../support/admin.ts';
import { CUSTOMER, dismissToasts, expectToast, login } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { fillTrip, firstVehicle, scrollToBookingForm } from '../support/booking.ts';
import { useBrowser, newPage } from '../support/browser.ts';
import { companyDate, requestTime } from '../support/dates.ts';
import { typeSlowly } from '../support/input.ts';
import { gone, visible } from '../support/wait.ts';

interface Block {
  id: number;
  start: string;
  end: string;
  reason: string;
}

/** What the booking check answers a customer for that window, through the API. */
async function bookable(vehicleId: number, date: string, from: string, to: string) {
  const token = await apiToken(CUSTOMER.email, CUSTOMER.password);
  const query = new URLSearchParams({
    carId: String(vehicleId),
    pickUpDateTime: requestTime(date, from),
    dropOffDateTime: requestTime(date, to),
  });
  return (await api<{ available: boolean }>(`/reservations/auth?${query}`, token)).available;
}

async function searchFinds(vehicleId: number, date: string, from: string, to: string) {
  const query = new URLSearchParams({
    pickUpDateTime: requestTime(date, from),
    dropOffDateTime: requestTime(date, to),
    size: '100',
  });
  const page = await api<{ content: { id: number }[] }>(`/car/visitors/search?${query}`, null);
  return page.content.some((vehicle) => vehicle.id === vehicleId);
}

describe('out-of-service time on the admin vehicle page', () => {
  const browser = useBrowser();

  it('takes a car out of service by typing, keeps it out of the search, and puts it back', async () => {
    const vehicle = await firstVehicle();
    const token = await adminToken();
    const day = companyDate(40);
    const reason = 'Brake service';
    assert.equal(await searchFinds(vehicle.id, day, '10:00', '12:00'), true);

    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto(`/admin/vehicles/${vehicle.id}`);
    const section = page.getByRole('region', { name: 'Out of service' });
    await visible(section.getByText('No out-of-service time planned.'));
    const add = section.getByRole('button', { name: 'Take out of service' });
    assert.equal(await add.isDisabled(), true, 'nothing to add before the times are given');

    await section.getByLabel('Start Date').fill(day);
    await section.getByLabel('Start Time').fill('09:00');
    await section.getByLabel('End Date').fill(day);
    // An end before the start is refused before anything is sent.
    await section.getByLabel('End Time').fill('08:00');
    await typeSlowly(section.getByLabel('Reason'), reason);
    await visible(section.getByText('The end must be after the start.'));
    assert.equal(await add.isDisabled(), true);
    await section.getByLabel('End Time').fill('17:00');
    await gone(section.getByText('The end must be after the start.'));
    await add.click();
    await expectToast(page, 'The vehicle is out of service at that time.');
    const item = section.getByRole('listitem').filter({ hasText: reason });
    await visible(item);
    assert.match(await item.innerText(), /9:00 AM – .*5:00 PM/);
    assert.equal(await section.getByLabel('Reason').inputValue(), '', 'the form starts afresh');
    await assertAccessible(page, 'admin vehicle page with out-of-service time');

    // Stored as typed, in the company's wall clock, and the car is no longer found then.
    const stored = await api<Block[]>(`/car/admin/${vehicle.id}/blocks`, token);
    assert.deepEqual(
      stored.map(({ start, end, reason: why }) => ({ start, end, reason: why })),
      [{ start: `${day}T09:00:00`, end: `${day}T17:00:00`, reason }],
    );
    assert.equal(await searchFinds(vehicle.id, day, '10:00', '12:00'), false);
    assert.equal(await searchFinds(vehicle.id, day, '17:00', '19:00'), true);
    // A customer's booking form refuses that time too.
    const customer = await newPage(browser);
    await login(customer.page, CUSTOMER.email, CUSTOMER.password);
    await customer.page.goto(`/vehicles/${vehicle.id}`);
    await scrollToBookingForm(customer.page);
    await fillTrip(customer.page, { date: day, pickUpTime: '16:00', dropOffTime: '18:00' });
    await customer.page.getByRole('button', { name: 'Check If Available' }).click();
    await expectToast(customer.page, 'Vehicle is not available for the selected dates!');
    await customer.context.close();

    // A second block over the first: the server's sentence says why.
    await dismissToasts(page);
    await section.getByLabel('Start Date').fill(day);
    await section.getByLabel('Start Time').fill('16:00');
    await section.getByLabel('End Date').fill(day);
    await section.getByLabel('End Time').fill('18:00');
    await typeSlowly(section.getByLabel('Reason'), 'Car wash');
    await add.click();
    await expectToast(page, 'The vehicle could not be taken out of service.');
    await visible(page.getByText('The vehicle is booked or already out of service'));
    assert.equal((await api<Block[]>(`/car/admin/${vehicle.id}/blocks`, token)).length, 1);

    // Remove, after a confirmation that names the period.
    await dismissToasts(page);
    await item.getByRole('button', { name: /^Remove/ }).click();
    const popup = dialog(page);
    await visible(popup);
    assert.equal(
      (await popup.locator('.swal2-title').innerText()).trim(),
      'Put the vehicle back in service?',
    );
    assert.match(await popup.locator('.swal2-html-container').innerText(), /Brake service/);
    await popup.locator('.swal2-confirm').click();
    await expectToast(page, 'The out-of-service time has been removed.');
    await visible(section.getByText('No out-of-service time planned.'));
    assert.deepEqual(await api<Block[]>(`/car/admin/${vehicle.id}/blocks`, token), []);
    assert.equal(await searchFinds(vehicle.id, day, '10:00', '12:00'), true);
    assert.equal(await bookable(vehicle.id, day, '16:00', '18:00'), true);
    await context.close();
  });
});
