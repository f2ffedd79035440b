import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, apiToken } from '../support/admin.ts';
import { registerViaApi } from '../support/app.ts';
import { baseUrl, useBrowser, newPage } from '../support/browser.ts';
import { bookViaApi } from '../support/reservations.ts';
import { until } from '../support/wait.ts';

interface Vehicle {
  id: number;
  model: string;
}

const popular = () => api<Vehicle[]>('/car/visitors/popular?size=3', null);

/**
 * Books the vehicle for a customer of its own (each may hold only so many bookings), early in
 * the morning, an hour no other test books: other tests book this vehicle during the day.
 */
async function bookAsNewCustomer(vehicleId: number, daysAhead: number): Promise<void> {
  const user = await registerViaApi(baseUrl);
  const token = await apiToken(user.email, user.password);
  await bookViaApi(token, vehicleId, { daysAhead, from: '06:00:00', to: '08:00:00' });
}

describe('popular vehicles on the home page', () => {
  const browser = useBrowser();

  it('are the most booked of late, not the first by name', async () => {
    const byName = await api<Vehicle[]>('/car/visitors/all', null);
    const lastByName = byName.at(-1)!;
    // Booked until it leads, however many bookings the other tests made.
    for (let day = 70; (await popular())[0]!.id !== lastByName.id; day++) {
      assert.ok(day < 85, `bookings lift ${lastByName.model} to the top`);
      await bookAsNewCustomer(lastByName.id, day);
    }
    const expected = (await popular()).map((vehicle) => vehicle.model);
    assert.notDeepEqual(
      expected,
      byName.slice(0, 3).map((vehicle) => vehicle.model),
    );

    // A visitor coming from another page sees the list as it stands.
    const { context, page } = await newPage(browser);
    await page.goto('/about');
    await page.locator('header').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const cards = page.locator('section[aria-labelledby="popular-title"] .vehicle-card h3');
    await until(async () => (await cards.count()) === 3, 'three popular vehicles show');
    assert.deepEqual(await cards.allInnerTexts(), expected);
    await context.close();
  });
});
