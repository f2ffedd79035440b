import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TRIP_EXTENDED_MESSAGE, type Reservation } from '@keyturn/shared';
import { api, apiToken } from '../support/admin.ts';
import { expectToast, login, registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { firstVehicle } from '../support/booking.ts';
import { randomQuietDayAhead } from '../support/dates.ts';
import { bookViaApi } from '../support/reservations.ts';
import { visible } from '../support/wait.ts';

describe('extending a trip', () => {
  const browser = useBrowser();

  it('lets a customer choose a later drop-off, see the new price and extend', async () => {
    const customer = await registerViaApi(baseUrl);
    const token = await apiToken(customer.email, customer.password);
    const { id: vehicleId } = await firstVehicle();
    const daysAhead = randomQuietDayAhead(120, 200);
    const { id } = await bookViaApi(token, vehicleId, {
      daysAhead,
      from: '10:00:00',
      to: '12:00:00',
    });
    const before = await api<Reservation>(`/reservations/${id}/auth`, token);

    const { context, page } = await newPage(browser, MOBILE);
    await login(page, customer.email, customer.password);
    await page.goto(`/user/reservations/${id}`);
    await visible(page.getByRole('heading', { level: 1, name: `Reservation #${id}` }));
    await visible(page.getByText('You can extend until'));

    const choice = page.getByLabel('New drop-off time');
    // The first 2:00 PM offered is the trip's own day's.
    const twoPm = (
      await choice.locator('option', { hasText: '2:00 PM' }).first().innerText()
    ).trim();
    await choice.selectOption({ label: twoPm });
    const price = page.getByRole('region', { name: 'New price' });
    await visible(price);
    assert.match(await price.innerText(), /New total/);
    await assertAccessible(page, 'the reservation page with a new price');

    await page.getByRole('button', { name: 'Extend Trip' }).click();
    await expectToast(page, TRIP_EXTENDED_MESSAGE);
    // The page shows the new drop-off, which is no longer among the times offered.
    await visible(page.getByText(twoPm, { exact: true }));

    const after = await api<Reservation>(`/reservations/${id}/auth`, token);
    assert.match(after.dropOffTime, /T14:00:00$/);
    assert.ok(after.totalPrice > before.totalPrice, 'the longer trip costs more');
    await context.close();
  });
});
