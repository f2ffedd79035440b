import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page as ListPage, Reservation, Vehicle } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { adminToken, api, apiToken, loginAsAdmin } from '../support/admin.ts';
import { dismissToasts, registerViaApi, toasts } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, DESKTOP, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import {
  companyDate,
  quietDayAhead,
  randomQuietDayAhead,
  requestDay,
  requestTime,
} from '../support/dates.ts';
import { typeSlowly } from '../support/input.ts';
import { money } from '../support/money.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { gone, until, visible } from '../support/wait.ts';

/*
 * The office's desk (issue 42, item 5; decision 073): the search box in the sidebar finds a
 * customer by a phone number typed however, and a reservation by its number; "/" comes to it;
 * every page names its tab; the reservations list shows 15 rows on a 1280×900 screen, with
 * what was paid and what is owed; a refusal stays on screen until it is closed.
 */

const letters = (count: number) =>
  Array.from({ length: count }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
const digits = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    String(index === 0 ? 2 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)),
  ).join('');

/** A customer no other test has, with a phone number of their own and a licence on record. */
async function customerWithPhone() {
  const lastName = `Vantongeren${letters(5)}`;
  const user = await registerViaApi(baseUrl, { firstName: 'Perpetua', lastName });
  const token = await apiToken(user.email, user.password);
  const [exchange, line] = [digits(3), digits(4)];
  await api('/user', token, {
    method: 'PUT',
    body: {
      firstName: user.firstName,
      lastName,
      email: user.email,
      phoneNumber: `(628) ${exchange}-${line}`,
      address: '500 Howard Street',
      zipCode: '94105',
      licenseNumber: 'D7654321',
      licenseRegion: 'California',
      licenseExpiry: requestDay(companyDate(3 * 365)),
      dateOfBirth: requestDay(companyDate(-40 * 365)),
    },
  });
  const me = await api<{ id: number }>('/user', token);
  return { ...user, id: me.id, token, exchange, line };
}

/** The office's search box, and its list of hits. */
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the office' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

async function untilTitle(page: Page, title: string): Promise<void> {
  await until(async () => (await page.title()) === title, `the tab reads "${title}"`);
}

describe("the office's search, tabs, list and refusals", () => {
  const browser = useBrowser();

  it('finds a customer by a phone number typed another way, and a reservation by its number', async () => {
    const customer = await customerWithPhone();
    const vehicles = await api<Vehicle[]>('/car/visitors/all', null);
    const vehicle = vehicles[0]!;
    const day = companyDate(randomQuietDayAhead(100, 200));
    const booked = await api<{ id: number }>(
      `/reservations/add?carId=${vehicle.id}`,
      customer.token,
      {
        method: 'POST',
        body: {
          pickUpTime: requestTime(day, '01:00'),
          dropOffTime: requestTime(day, '02:00'),
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Union Square',
        },
        expect: 201,
      },
    );

    const { context, page } = await newPage(browser, DESKTOP);
    await loginAsAdmin(page);
    await page.goto('/admin/reservations');
    await visible(page.getByRole('heading', { level: 1, name: 'Reservations' }));
    await untilTitle(page, 'Reservations · Keyturn Admin');

    // "/" typed into a field is a slash there …
    const customerFilter = page.getByLabel('Customer', { exact: true });
    await customerFilter.click();
    await page.keyboard.press('/');
    assert.equal(await customerFilter.inputValue(), '/');
    assert.equal(await searchBox(page).evaluate((box) => box === document.activeElement), false);
    await customerFilter.fill('');
    // … and away from any field it comes to the search box …
    await page.locator('body').click({ position: { x: 900, y: 10 } });
    await page.keyboard.press('/');
    await until(() => searchBox(page).evaluate((box) => box === document.activeElement), 'focused');
    // … where a phone number stored as (628) 555-0123 is typed with dots and the country code.
    await typeSlowly(searchBox(page), `+1 628.${customer.exchange}.${customer.line}`);
    const hit = results(page).getByRole('option', {
      name: `Perpetua ${customer.lastName} ${customer.email} · (628) ${customer.exchange}-${customer.line}`,
    });
    await visible(hit);
    assert.equal(await searchBox(page).getAttribute('aria-expanded'), 'true');
    await visible(results(page).getByRole('group', { name: 'Customers' }));
    await assertAccessible(page, 'office search with its hits');
    await screenshotForReview(page, 'office-search-hits');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/users/${customer.id}`);
    await visible(page.getByRole('heading', { level: 1, name: `Perpetua ${customer.lastName}` }));
    await untilTitle(page, `Perpetua ${customer.lastName} · Edit user · Keyturn Admin`);
    assert.equal(await searchBox(page).inputValue(), '', 'the box is empty again');

    // A reservation by its number, opened with a click.
    await searchBox(page).click();
    await typeSlowly(searchBox(page), `#${booked.id}`);
    const reservation = results(page).getByRole('option', {
      name: new RegExp(`^Reservation #${booked.id} `),
    });
    await visible(reservation);
    await reservation.click();
    await page.waitForURL(`**/admin/reservations/${booked.id}`);
    await visible(page.getByRole('heading', { level: 1, name: vehicle.model }));
    await untilTitle(page, `Reservation #${booked.id} · Keyturn Admin`);

    // Nothing found says so; Escape closes, then empties the box.
    await searchBox(page).click();
    await typeSlowly(searchBox(page), 'zzqxj nobody');
    await visible(page.getByText('Nothing found for “zzqxj nobody”.'));
    await page.keyboard.press('Escape');
    await gone(page.getByText('Nothing found for “zzqxj nobody”.'));
    await page.keyboard.press('Escape');
    assert.equal(await searchBox(page).inputValue(), '');
    await context.close();
  });

  it('searches from the menu on a phone', async () => {
    const customer = await customerWithPhone();
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    await visible(menu);
    await searchBox(page).click();
    await typeSlowly(searchBox(page), customer.lastName.slice(0, 14).toLowerCase());
    const hit = results(page).getByRole('option', {
      name: new RegExp(`^Perpetua ${customer.lastName} `),
    });
    await visible(hit);
    await assertAccessible(page, 'office search on a phone');
    await screenshotForReview(page, 'office-search-hits');
    await hit.click();
    await page.waitForURL(`**/admin/users/${customer.id}`);
    await gone(menu);
    await context.close();
  });

  it('shows at least 15 reservations on a 1280×900 screen, with what was paid and what is owed', async () => {
    const token = await adminToken();
    const vehicles = await api<Vehicle[]>('/car/visitors/all', null);
    const listed = await api<ListPage<Reservation>>('/reservations/admin/all/pages?size=20', token);
    // Enough bookings for a page of 20, each on a night of its own far ahead.
    let night = randomQuietDayAhead(150, 100);
    for (let missing = 20 - listed.totalElements; missing > 0;) {
      const customer = await customerWithPhone();
      for (let booking = 0; booking < 5 && missing > 0; booking++, missing--) {
        night = quietDayAhead(night + 1);
        const day = companyDate(night);
        await api(
          `/reservations/add?carId=${vehicles[booking % vehicles.length]!.id}`,
          customer.token,
          {
            method: 'POST',
            body: {
              pickUpTime: requestTime(day, '03:00'),
              dropOffTime: requestTime(day, '04:00'),
              pickUpLocation: 'Union Square',
              dropOffLocation: 'Union Square',
            },
            expect: 201,
          },
        );
      }
    }

    const { context, page } = await newPage(browser, DESKTOP);
    await loginAsAdmin(page);
    await page.goto('/admin/reservations');
    const rows = page.locator('.data-table-grid tbody tr.clickable-row');
    await until(async () => (await rows.count()) >= 15, 'a page of reservations shows');
    const headers = (await page.locator('.data-table-grid thead th').allTextContents()).map(
      (text) => text.trim(),
    );
    assert.ok(headers.includes('Paid'), `a Paid column: ${headers.join(', ')}`);
    assert.ok(headers.includes('Balance'), `a Balance column: ${headers.join(', ')}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotForReview(page, 'reservations-list');
    const fifteenth = await rows.nth(14).boundingBox();
    assert.ok(fifteenth, 'the 15th row is drawn');
    assert.ok(
      fifteenth.y + fifteenth.height <= DESKTOP.height,
      `the 15th row ends at ${fifteenth.y + fifteenth.height}px, within the screen's ${DESKTOP.height}px`,
    );
    // What each row says of its money is what the API says.
    const shown = await api<ListPage<Reservation>>('/reservations/admin/all/pages?size=20', token);
    const first = shown.content[0]!;
    const firstRow = rows.first();
    await visible(firstRow.locator('td[data-label="Paid"]'));
    assert.equal(
      (await firstRow.locator('td[data-label="Paid"]').innerText()).trim(),
      money(first.paid),
    );
    await assertAccessible(page, 'reservations list');
    await context.close();

    // On a phone each row is a card, which also says where the trip starts and ends.
    const phone = await newPage(browser, MOBILE);
    await loginAsAdmin(phone.page);
    await phone.page.goto('/admin/reservations');
    const card = phone.page.locator('.data-table-grid tbody tr.clickable-row').first();
    await visible(card);
    await visible(card.locator('td[data-label="Pickup"]').getByText(first.pickUpLocation));
    await visible(card.locator('td[data-label="Paid"]'));
    await screenshotForReview(phone.page, 'reservations-list');
    await phone.context.close();
  });

  it('keeps a refusal on screen until it is closed, while a success fades', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await loginAsAdmin(page);
    await page.goto('/admin/vehicles');
    const rows = page.locator('.data-table-grid tbody tr.clickable-row');
    await until(async () => (await rows.count()) > 0, 'the vehicles show');
    // A change of page the server refuses: the office's failure toast.
    await page.route('**/api/car/admin/pages?**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"No"}' }),
    );
    await page.getByLabel('Rows per page').selectOption('5');
    const refusal = toasts(page).filter({ hasText: 'There was an error while changing the page' });
    await visible(refusal);
    assert.equal(await refusal.getAttribute('role'), 'alert');
    // Well past the 4 seconds a toast used to last, it is still there …
    await page.waitForTimeout(6_000);
    await visible(refusal);
    await screenshotForReview(page, 'refusal-kept');
    // … until it is closed.
    await dismissToasts(page);
    await gone(refusal);
    await page.unroute('**/api/car/admin/pages?**');
    await context.close();
  });
});
