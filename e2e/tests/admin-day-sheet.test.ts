import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Vehicle } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminToken, api, downloadVia, loginAsAdmin } from '../support/admin.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, DESKTOP, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, randomQuietDayAhead, requestDay, requestTime } from '../support/dates.ts';
import { licensedCustomer, tripStartingNow } from '../support/drivers.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { visible } from '../support/wait.ts';

/** A PDF's text as a reader extracts it, its pages as one. */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** A company day as the sheet's title writes it: 'Tuesday, November 24, 2026'. */
function longDay(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Books 10:00 to 12:00 on the day, on the first vehicle free then; gives the car. */
async function bookOn(isoDate: string, token: string): Promise<Vehicle> {
  for (const vehicle of await api<Vehicle[]>('/car/visitors/all', null)) {
    const response = await fetch(`${baseUrl}/api/reservations/add?carId=${vehicle.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        pickUpTime: requestTime(isoDate, '10:00'),
        dropOffTime: requestTime(isoDate, '12:00'),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      }),
    });
    if (response.status === 409) continue;
    assert.equal(response.status, 201, await response.text());
    return vehicle;
  }
  throw new Error(`no vehicle is free on ${isoDate}`);
}

/** The car's plate as the office reads it, or the sheet's dash for a car with none. */
async function plateOf(carId: number): Promise<string> {
  const car = await api<{ plateNumber?: string | null }>(`/car/admin/${carId}`, await adminToken());
  return car.plateNumber ?? '—';
}

/** Presses the Today panel's print button; gives the file's name and its text. */
async function printDaySheet(page: Page) {
  const today = page.getByRole('region', { name: 'Today' });
  const file = await downloadVia(page, today.getByRole('button', { name: 'Print the day sheet' }));
  return { name: file.name, text: await pdfText(file.path) };
}

describe("the office's day sheet", () => {
  const browser = useBrowser();

  it("prints today's pick-ups from the dashboard, and another day's once it is chosen", async () => {
    const customer = await licensedCustomer(baseUrl);
    const who = `${customer.firstName} ${customer.lastName}`;
    const now = await tripStartingNow(baseUrl, customer.token);
    const later = companyDate(randomQuietDayAhead(20, 60));
    const laterCar = await bookOn(later, customer.token);

    const { context, page } = await newPage(browser, DESKTOP);
    await loginAsAdmin(page);
    await page.goto('/admin');
    const today = page.getByRole('region', { name: 'Today' });
    await visible(today.getByRole('button', { name: 'Print the day sheet' }));
    await visible(today.getByText(who));
    await assertAccessible(page, 'the dashboard with the day sheet');
    await screenshotForReview(page, 'admin-day-sheet');

    // Today's sheet: the trip starting now, with the phone, the car and its plate.
    const sheet = await printDaySheet(page);
    assert.equal(sheet.name, `day-sheet-${companyDate(0)}.pdf`);
    assert.ok(sheet.text.includes(`Day sheet ${longDay(companyDate(0))}`), sheet.text);
    const row = sheet.text.slice(sheet.text.indexOf(who));
    assert.ok(sheet.text.includes(who), `today's sheet names ${who}`);
    assert.ok(row.includes('Phone: (415) 555-0199'), row);
    assert.ok(row.includes(`Car: ${now.model}, plate ${await plateOf(now.carId)}`), row);
    assert.match(row, /Balance \$\d/);

    // Another day: chosen in the date input, its own sheet.
    await today.getByLabel('Day of the sheet').fill(later);
    const other = await printDaySheet(page);
    assert.equal(other.name, `day-sheet-${later}.pdf`);
    assert.ok(other.text.includes(`Day sheet ${longDay(later)}`), other.text);
    const laterRow = other.text.slice(other.text.indexOf(who));
    assert.ok(other.text.includes(who), `the sheet of ${requestDay(later)} names ${who}`);
    assert.ok(laterRow.startsWith(who), laterRow);
    assert.ok(
      other.text.includes(`10:00 AM ${who}`),
      `the pick-up at 10:00 AM on ${later}: ${other.text}`,
    );
    assert.ok(laterRow.includes(`Car: ${laterCar.model}, plate ${await plateOf(laterCar.id)}`));
    await context.close();
  });

  it('fits a phone: the button and the day under the title', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto('/admin');
    const today = page.getByRole('region', { name: 'Today' });
    const button = today.getByRole('button', { name: 'Print the day sheet' });
    await visible(button);
    const box = (await button.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= MOBILE.width, 'the button is on the screen');
    assert.ok(box.height >= 36, 'the button keeps a finger’s size');
    await screenshotForReview(page, 'admin-day-sheet');
    const sheet = await printDaySheet(page);
    assert.equal(sheet.name, `day-sheet-${companyDate(0)}.pdf`);
    assert.ok(sheet.text.includes('Pick-ups ('), sheet.text);
    await context.close();
  });
});
