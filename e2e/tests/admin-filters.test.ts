import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Reservation, Vehicle } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { adminToken, api, apiToken, loginAsAdmin } from '../support/admin.ts';
import { registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, EVERY_WIDTH, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, dateKeys, randomQuietDayAhead, requestTime } from '../support/dates.ts';
import { bookViaApi } from '../support/reservations.ts';
import { until, visible } from '../support/wait.ts';

/** The table's rows that hold a record (not the loading or "no match" row). */
const recordRows = (page: Page) => page.locator('.data-table-grid tbody tr.clickable-row');
const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** On a phone the filters fold away behind a button: opens them there, as a person would. */
async function openFilters(page: Page, name: string): Promise<void> {
  const filters = page.getByRole('search', { name });
  await visible(filters);
  const toggle = filters.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) {
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  }
}

/** Waits until the table lists exactly these texts in its first cells, in this order. */
async function expectRows(page: Page, firstCells: string[], what: string): Promise<void> {
  const cells = () => recordRows(page).locator('td:first-child').allInnerTexts();
  await until(
    async () =>
      JSON.stringify((await cells()).map((text) => text.trim())) === JSON.stringify(firstCells),
    `${what}: ${JSON.stringify(firstCells)}`,
  );
}

describe('the admin list filters', () => {
  const browser = useBrowser();

  for (const [index, viewport] of EVERY_WIDTH.entries()) {
    it(`finds users by words of the name or email and by role, at ${viewport.width} px`, async () => {
      const surname = `Filterby${viewport.width}x${Date.now() % 100000}`;
      const customer = await registerViaApi(baseUrl, {
        firstName: 'Wilhelmina',
        lastName: surname,
      });
      const { context, page } = await newPage(browser, viewport);
      await loginAsAdmin(page);
      await page.goto('/admin/users?page=2&size=5');
      await openFilters(page, 'Filter users');

      // By keyboard: the label names the field, Enter applies at once, the page starts over.
      await page.getByLabel('Name or email').focus();
      await page.keyboard.type(`wilhelmina ${surname.toLowerCase()}`);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') !== null);
      assert.equal(searchOf(page).get('page'), null, 'a new filter starts from the first page');
      assert.equal(searchOf(page).get('size'), '5', 'the size is kept');
      await expectRows(page, ['Wilhelmina'], 'the one user of that name');
      await assertAccessible(page, `filtered users at ${viewport.width}`);

      // Their email works too, and the role narrows: an administrator they are not.
      await page.getByLabel('Name or email').fill(customer.email.toUpperCase());
      // The role chosen at once, before typing has paused: both filters hold.
      await page.getByLabel('Role').selectOption('Administrator');
      await until(
        () =>
          searchOf(page).get('search') === customer.email.toUpperCase() &&
          searchOf(page).get('role') === 'Administrator',
        'the email and the role in the address',
      );
      await visible(page.getByText('No user matches these filters.'));
      await page.getByLabel('Role').selectOption('Customer');
      await expectRows(page, ['Wilhelmina'], 'a customer of that email');

      // The address is the list: a reload shows it again, Clear filters shows everyone.
      await page.reload();
      await openFilters(page, 'Filter users');
      assert.equal(await page.getByLabel('Role').inputValue(), 'Customer');
      assert.equal(
        await page.getByLabel('Name or email').inputValue(),
        customer.email.toUpperCase(),
      );
      await expectRows(page, ['Wilhelmina'], 'the same list after a reload');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await until(() => !searchOf(page).has('search') && !searchOf(page).has('role'), 'cleared');
      await until(async () => (await recordRows(page).count()) === 5, 'a full page again');
      await context.close();
    });

    it(`narrows the reservations by customer, vehicle, status and days, at ${viewport.width} px`, async () => {
      const customer = await registerViaApi(baseUrl, {
        lastName: `Daysby${viewport.width}x${Date.now() % 100000}`,
      });
      const token = await apiToken(customer.email, customer.password);
      const vehicles = await api<Vehicle[]>('/car/visitors/all', null);
      const [first, second] = [vehicles[1]!, vehicles[2]!];
      // Three days on which the clocks do not change: both bookings' night hours exist.
      const day = randomQuietDayAhead(160, 150, 3);
      // Night hours of their own at each width, so the runs never take each other's car.
      const hour = (offset: number) => `${String(1 + 4 * index + offset).padStart(2, '0')}:00:00`;
      const booked = [
        await bookViaApi(token, first.id, { daysAhead: day, from: hour(0), to: hour(3) }),
        await bookViaApi(token, second.id, { daysAhead: day + 2, from: hour(0), to: hour(2) }),
      ];
      // One of them cancelled by the office.
      const cancelled = await api<Reservation>(
        `/reservations/${booked[1]!.id}/admin`,
        await adminToken(),
      );
      await api(
        `/reservations/admin/auth?carId=${second.id}&reservationId=${cancelled.id}`,
        await adminToken(),
        {
          method: 'PUT',
          body: {
            pickUpTime: toRequestTime(cancelled.pickUpTime),
            dropOffTime: toRequestTime(cancelled.dropOffTime),
            pickUpLocation: cancelled.pickUpLocation,
            dropOffLocation: cancelled.dropOffLocation,
            status: 'CANCELLED',
          },
        },
      );

      const { context, page } = await newPage(browser, viewport);
      await loginAsAdmin(page);
      await page.goto('/admin/reservations');
      await openFilters(page, 'Filter reservations');
      await page.getByLabel('Customer').fill(customer.lastName);
      await expectRows(page, [second.model, first.model], "the customer's two");
      assert.equal(searchOf(page).get('customer'), customer.lastName);

      await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
      await expectRows(page, [second.model], 'the cancelled one');
      await page.getByLabel('Status').selectOption({ label: 'Any status' });
      await page.getByLabel('Vehicle').selectOption({ label: first.model });
      await expectRows(page, [first.model], 'the one of that vehicle');
      assert.equal(searchOf(page).get('carId'), String(first.id));
      await page.getByLabel('Vehicle').selectOption({ label: 'Any vehicle' });

      // Days, typed as people do, digit by digit: a day applies once it is complete.
      const typeDay = async (label: string, isoDay: string) => {
        // Focused afresh, a date input starts at its month.
        const input = page.getByLabel(label, { exact: true });
        await input.blur();
        await input.focus();
        await page.keyboard.type(dateKeys(isoDay));
      };
      await typeDay('From', companyDate(day + 1));
      await expectRows(page, [second.model], 'from the day after the first');
      assert.equal(searchOf(page).get('from'), companyDate(day + 1));
      await typeDay('To', companyDate(day));
      await visible(page.getByText('To must be on or after From'));
      assert.equal(
        await page.getByLabel('To', { exact: true }).getAttribute('aria-invalid'),
        'true',
      );
      assert.equal(searchOf(page).get('to'), null, 'a range the wrong way round is not applied');
      await typeDay('To', companyDate(day + 3));
      await until(() => searchOf(page).get('to') === companyDate(day + 3), 'the last day applied');
      await expectRows(page, [second.model], 'within the days');
      await assertAccessible(page, `filtered reservations at ${viewport.width}`);
      await context.close();
    });

    it(`finds messages by words of the sender, subject or text, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await loginAsAdmin(page);
      await page.goto('/admin/contact-messages');
      await openFilters(page, 'Filter messages');
      // Lee Wong's demo message: "Is the SFO counter open on Sundays before 9 AM?"
      await page.getByLabel('Words in the message').fill('COUNTER sundays');
      await expectRows(page, ['Lee Wong'], 'the message with both words');
      assert.equal(searchOf(page).get('search'), 'COUNTER sundays');
      await page.getByLabel('Words in the message').fill('counter nowhere');
      await visible(page.getByText('No message holds these words.'));
      await assertAccessible(page, `message search at ${viewport.width}`);
      await context.close();
    });
  }
});

/** A response time (YYYY-MM-DDTHH:mm:ss) as a request takes it (MM/DD/YYYY HH:mm:ss). */
const toRequestTime = (wallClock: string) =>
  requestTime(...(wallClock.split('T') as [string, string]));
