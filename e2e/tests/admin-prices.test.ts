import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { rateOverlapMessage, type Extra, type RatePeriodRecord } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { adminToken, api, apiToken, confirmDeletion, loginAsAdmin } from '../support/admin.ts';
import { dismissToasts, expectToast, registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { firstVehicle } from '../support/booking.ts';
import { baseUrl, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, randomQuietDayAhead, requestTime } from '../support/dates.ts';
import { gone, visible } from '../support/wait.ts';

// Everything this file makes carries this mark, so that the clean-up finds it, also after a
// failure halfway.
const MARK = `E2E ${Date.now() % 100000}`;

/**
 * The rate periods' days: beyond the booking horizon (365 days), where no test books, so no
 * other test's price changes while one exists.
 */
const FIRST = 500 + Math.floor(Math.random() * 200);

const DEACTIVATED = 'The extra is booked already, so it has been deactivated instead of deleted.';

/** A day as the lists name it: 'Mon, Dec 20, 2027'. */
const listedDay = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A day as the API writes it: 12/20/2027. */
const requestDay = (isoDate: string) => requestTime(isoDate, '00:00').slice(0, 10);

const ours = <T extends { name: string }>(records: T[]) =>
  records.filter((record) => record.name.startsWith(MARK));

async function ourRatePeriods(token: string) {
  return ours(await api<RatePeriodRecord[]>('/rates/admin', token));
}

async function ourExtras(token: string) {
  return ours(await api<Extra[]>('/extras/admin', token));
}

/** The row of a list that names `name`. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('the office prices', () => {
  const browser = useBrowser();
  const bookings: number[] = [];

  /** A fresh page where the office is signed in, on one of the lists, checked by axe. */
  async function openList(path: string, title: string) {
    const opened = await newPage(browser);
    await loginAsAdmin(opened.page);
    await opened.page.goto(path);
    await visible(opened.page.getByRole('heading', { level: 1, name: title }));
    await assertAccessible(opened.page, `admin list of ${title}`);
    return opened;
  }

  after(async () => {
    const token = await adminToken();
    for (const id of bookings) {
      await api(`/reservations/admin/${id}/auth`, token, { method: 'DELETE' });
    }
    for (const { id } of await ourRatePeriods(token)) {
      await api(`/rates/admin/${id}`, token, { method: 'DELETE' });
    }
    for (const { id } of await ourExtras(token)) {
      await api(`/extras/admin/${id}`, token, { method: 'DELETE' });
    }
  });

  it('adds a rate period, refuses an overlapping one with the reason, edits and deletes it', async () => {
    const token = await adminToken();
    const name = `${MARK} Holidays`;
    const [first, last] = [companyDate(FIRST), companyDate(FIRST + 3)];
    const { context, page } = await openList('/admin/rates', 'Rate Periods');

    await page.getByRole('link', { name: 'New Rate Period' }).click();
    await page.waitForURL('**/admin/rates/new');
    await visible(page.getByText('+25 means every hour costs a quarter more'));
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('First Day').fill(first);
    await page.getByLabel('Last Day').fill(companyDate(FIRST - 1));
    await page.getByLabel('Percent').fill('25');
    await page.getByLabel('Percent').blur();
    await visible(page.getByText('The last day must be on or after the first day.'));
    await assertAccessible(page, 'new rate period form with a reason shown');
    await page.getByLabel('Last Day').fill(last);
    await gone(page.getByText('The last day must be on or after the first day.'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The rate period has been added.');
    await page.waitForURL((url) => url.pathname === '/admin/rates');
    const row = rowOf(page, name);
    await visible(row);
    assert.match(await row.innerText(), /\+25 %/);
    assert.match(await row.innerText(), new RegExp(listedDay(first)));
    assert.match(await row.innerText(), new RegExp(listedDay(last)));
    const [stored] = await ourRatePeriods(token);
    assert.deepEqual(
      { ...stored, id: undefined },
      {
        id: undefined,
        name,
        startDate: requestDay(first),
        endDate: requestDay(last),
        percent: 25,
      },
    );

    // A second period over its last days: the server's sentence, under the first day.
    await dismissToasts(page);
    await page.getByRole('link', { name: 'New Rate Period' }).click();
    await page.getByLabel('Name').fill(`${MARK} Overlap`);
    await page.getByLabel('First Day').fill(companyDate(FIRST + 2));
    await page.getByLabel('Last Day').fill(companyDate(FIRST + 5));
    await page.getByLabel('Percent').fill('-10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The rate period could not be saved.');
    const firstDayReason = page.locator('#field-startDate-error');
    await visible(firstDayReason);
    assert.equal((await firstDayReason.innerText()).trim(), rateOverlapMessage(name));
    // A toast still fading in has no contrast to judge yet: the form is what is checked.
    await dismissToasts(page);
    await assertAccessible(page, 'rate period form refused for an overlap');
    assert.equal((await ourRatePeriods(token)).length, 1, 'nothing more was stored');
    await page.getByRole('link', { name: 'Cancel' }).click();

    // Edit: a higher percent and one day longer.
    await rowOf(page, name).getByRole('link', { name }).click();
    await page.waitForURL(`**/admin/rates/${stored!.id}`);
    await page.getByLabel('Percent').fill('30');
    await page.getByLabel('Last Day').fill(companyDate(FIRST + 4));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The rate period has been updated.');
    const [edited] = await ourRatePeriods(token);
    assert.equal(edited!.percent, 30);
    assert.equal(edited!.endDate, requestDay(companyDate(FIRST + 4)));
    await dismissToasts(page);
    await assertAccessible(page, 'rate period edit form');

    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDeletion(page, 'rate period');
    await expectToast(page, 'The rate period has been removed.');
    await page.waitForURL((url) => url.pathname === '/admin/rates');
    await gone(rowOf(page, name));
    assert.deepEqual(await ourRatePeriods(token), []);
    await context.close();
  });

  it('adds an extra, edits it, sees it deactivated while booked, then deletes it', async () => {
    const token = await adminToken();
    const name = `${MARK} Roof box`;
    const { context, page } = await openList('/admin/extras', 'Extras');

    await page.getByRole('link', { name: 'New Extra' }).click();
    await page.waitForURL('**/admin/extras/new');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description (optional)').fill('Room for two suitcases more');
    await page.getByLabel('Price ($)').fill('12.555');
    await page.getByLabel('Price ($)').blur();
    await visible(page.getByText('Price can have at most 2 decimals'));
    await page.getByLabel('Price ($)').fill('12.50');
    await page.getByLabel('Per', { exact: true }).selectOption('Day');
    await page.getByLabel('Max Quantity').fill('2');
    await assertAccessible(page, 'new extra form');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The extra has been added.');
    await page.waitForURL((url) => url.pathname === '/admin/extras');
    const row = rowOf(page, name);
    await visible(row);
    assert.match(await row.innerText(), /\$12\.50 per day/);
    assert.match(await row.innerText(), /Active/);

    await row.getByRole('link', { name }).click();
    await page.getByLabel('Price ($)').fill('14');
    await page.getByLabel('Per', { exact: true }).selectOption('Trip');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The extra has been updated.');
    await visible(page.getByText('$14.00 per trip'));
    const [extra] = await ourExtras(token);
    assert.deepEqual(
      { ...extra, id: undefined },
      {
        id: undefined,
        name,
        description: 'Room for two suitcases more',
        price: 14,
        per: 'TRIP',
        maxQuantity: 2,
        active: true,
      },
    );

    // Booked once, the extra stays with the booking: a delete only takes it off the offer.
    const customer = await registerViaApi(baseUrl);
    const customerToken = await apiToken(customer.email, customer.password);
    const vehicle = await firstVehicle();
    const day = companyDate(randomQuietDayAhead(200, 100));
    const booking = await api<{ id: number }>(
      `/reservations/add?carId=${vehicle.id}`,
      customerToken,
      {
        method: 'POST',
        body: {
          pickUpTime: requestTime(day, '10:00'),
          dropOffTime: requestTime(day, '12:00'),
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Union Square',
          extras: [{ id: extra!.id, quantity: 1 }],
        },
        expect: 201,
      },
    );
    bookings.push(booking.id);
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDeletion(page, 'extra');
    await expectToast(page, DEACTIVATED);
    await page.waitForURL((url) => url.pathname === '/admin/extras');
    assert.match(await rowOf(page, name).innerText(), /Inactive/);
    const offered = await api<Extra[]>('/extras/visitors', null);
    assert.equal(
      offered.some((shown) => shown.id === extra!.id),
      false,
      'no longer offered',
    );

    // Without the booking nothing holds it: now it goes.
    await api(`/reservations/admin/${booking.id}/auth`, token, { method: 'DELETE' });
    bookings.pop();
    await dismissToasts(page);
    await rowOf(page, name).getByRole('link', { name }).click();
    await visible(page.getByText('This extra is inactive'));
    await assertAccessible(page, 'inactive extra edit form');
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDeletion(page, 'extra');
    await expectToast(page, 'The extra has been deleted.');
    await gone(rowOf(page, name));
    assert.deepEqual(await ourExtras(token), []);
    await context.close();
  });
});
