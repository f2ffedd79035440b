import assert from 'node:assert/strict';
import type { OfficeVehicle } from '@keyturn/shared';
import type { Locator, Page } from 'playwright-core';

/** Chooses a segment of the fuel gauge of the hand-over or the return by the words it shows. */
export const chooseFuel = (page: Page, level: string) =>
  page.getByRole('group', { name: 'Fuel' }).getByText(level, { exact: true }).click();

/**
 * On the return (check-in) form: types the odometer, chooses the fuel, adds one damage line and
 * asks to review the charges. Gives the review, whose button confirms the return.
 */
export async function reviewReturn(
  page: Page,
  odometer: string,
  fuel: string,
  damage: { description: string; amount: string },
): Promise<Locator> {
  await page.getByLabel('Odometer (mi)').fill(odometer);
  await chooseFuel(page, fuel);
  await page.getByRole('button', { name: 'Add damage' }).click();
  await page.getByLabel('Damage 1', { exact: true }).fill(damage.description);
  await page.getByLabel('Amount 1 ($)').fill(damage.amount);
  await page.getByRole('button', { name: 'Review charges' }).click();
  return page.getByRole('region', { name: 'Charges for this return' });
}

/**
 * A check-out reading the car at the server at `serverUrl` takes without a question: a little
 * on from its last one (the server refuses less, and asks about more than 1,000 miles on), or
 * 12,480 for its first. `token` is an office user's of that server.
 */
export async function nextOdometer(
  serverUrl: string,
  token: string,
  carId: number,
): Promise<number> {
  const response = await fetch(`${serverUrl}/api/car/admin/${carId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  assert.equal(response.status, 200, `GET /car/admin/${carId}: ${text}`);
  const { odometer } = JSON.parse(text) as OfficeVehicle;
  return odometer === null ? 12_480 : odometer + 20;
}
