import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, apiToken } from '../support/admin.ts';
import { dismissToasts, expectToast, login, registerViaApi, type NewUser } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import {
  dayTrip,
  expectBooked,
  quotedPrice,
  quotedTotal,
  typeInto,
  typeTrip,
} from '../support/booking.ts';
import { baseUrl, EVERY_WIDTH, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, dateKeys, timeKeys } from '../support/dates.ts';
import { typeSlowly } from '../support/input.ts';
import { money } from '../support/money.ts';
import { bookViaApi, ownReservationOf, ownReservations } from '../support/reservations.ts';
import { gone, until, visible } from '../support/wait.ts';

interface Vehicle {
  id: number;
  model: string;
  pricePerHour: number;
}

/** Types over one date or time input from its first part, as a person correcting it does. */
async function retype(page: Page, label: string, keys: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.focus();
  await typeSlowly(input, keys);
  await input.blur();
}

async function vehicleByModelOrder(index: number): Promise<Vehicle> {
  const page = await api<{ content: Vehicle[] }>(`/car/visitors/pages?page=0&size=6`, null);
  const vehicle = page.content[index];
  assert.ok(vehicle, 'the demo data has vehicles');
  return vehicle;
}

/** The booking form, which loads once its place comes near the screen. */
async function bookingForm(page: Page): Promise<void> {
  await page.mouse.wheel(0, 2000);
  await visible(page.getByLabel('Pick Up Location', { exact: true }));
}

async function openBookingForm(page: Page, vehicle: Vehicle): Promise<void> {
  await page.goto(`/vehicles/${vehicle.id}`);
  await visible(page.getByRole('heading', { level: 1, name: vehicle.model }));
  await bookingForm(page);
}

/** The field is marked invalid (no tick) and its reason is the text right under it. */
async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await until(
    async () => (await input.getAttribute('aria-invalid')) === 'true',
    `${label} is marked invalid`,
  );
  const classes = (await input.getAttribute('class')) ?? '';
  assert.match(classes, /\bis-invalid\b/, `${label} shows as invalid`);
  assert.doesNotMatch(classes, /\bis-valid\b/, `${label} has no green tick`);
  const error = page.locator(`#${await input.getAttribute('aria-describedby')}`);
  assert.equal((await error.innerText()).trim(), message);
  const [field, reason] = await Promise.all([input.boundingBox(), error.boundingBox()]);
  assert.ok(field && reason, 'both are on screen');
  assert.ok(reason.y >= field.y + field.height - 1, `the reason is under ${label}`);
  assert.ok(Math.abs(reason.x - field.x) <= 2, `the reason lines up with ${label}`);
}

async function expectFieldValid(page: Page, label: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await until(
    async () => (await input.getAttribute('aria-invalid')) === null,
    `${label} is no longer marked invalid`,
  );
}

/**
 * Date and time inputs whose value does not show whole: the value as Chromium writes it
 * ('12/01/2026', '10:00 AM'), measured in the input's font, plus the picker icon beside it
 * (about 1.5em for a date, 2.1em for a time, measured in this Chromium), against the room
 * inside the input's padding. Validation icons take their room through that padding.
 */
function clippedDateTimeInputs(page: Page): Promise<string[]> {
  return page.$$eval('input[type="date"], input[type="time"]', (inputs) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[])
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const [a = '', b = '', c = ''] = input.value.split(/[-:]/);
        const shown =
          input.type === 'date'
            ? `${b}/${c}/${a}`
            : `${String(Number(a) % 12 || 12).padStart(2, '0')}:${b} ${Number(a) < 12 ? 'AM' : 'PM'}`;
        const icon = (input.type === 'date' ? 1.75 : 2.25) * parseFloat(style.fontSize);
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(shown).width + icon > room;
      })
      .map((input) => `${input.id} (${input.value}, ${input.clientWidth}px wide)`);
  });
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('booking a vehicle', () => {
  const browser = useBrowser();
  let user: NewUser;
  before(async () => {
    user = await registerViaApi(baseUrl);
  });

  /** The customer, signed in, on the booking form of the vehicle at this place of the list. */
  async function signedInBookingForm(index: number) {
    const vehicle = await vehicleByModelOrder(index);
    const { context, page } = await newPage(browser);
    await login(page, user.email, user.password);
    await openBookingForm(page, vehicle);
    return { vehicle, context, page };
  }

  it('takes a trip typed key by key, shows its price rule, books it and stores what was typed', async () => {
    const { vehicle, context, page } = await signedInBookingForm(0);
    const day = companyDate(45);
    // 61 minutes: charged as two hours.
    const trip = dayTrip(day, '10:00', '11:01');
    await typeTrip(page, trip);

    // What was typed is what the inputs hold, and the page's address keeps it.
    assert.equal(await page.getByLabel('Pick Up Date', { exact: true }).inputValue(), day);
    assert.equal(await page.getByLabel('Pick Up Time', { exact: true }).inputValue(), '10:00');
    assert.equal(await page.getByLabel('Drop Off Time', { exact: true }).inputValue(), '11:01');
    await until(() => {
      const query = new URL(page.url()).searchParams;
      return query.get('pickUp') === `${day}T10:00` && query.get('dropOff') === `${day}T11:01`;
    }, 'the address holds the dates');

    // A reload keeps them.
    await page.reload();
    await bookingForm(page);
    assert.equal(await page.getByLabel('Pick Up Date', { exact: true }).inputValue(), day);
    assert.equal(await page.getByLabel('Drop Off Time', { exact: true }).inputValue(), '11:01');
    await typeInto(page, 'Pick Up Location', 'SFO Terminal 2');
    await typeInto(page, 'Drop Off Location', 'Union Square');

    await page.getByRole('button', { name: 'Check If Available' }).click();
    const breakdown = quotedPrice(page);
    await visible(breakdown);
    const total = 2 * vehicle.pricePerHour;
    assert.equal(await quotedTotal(page), money(total));
    assert.equal(
      (await breakdown.locator('.charge-line').first().innerText()).replace(/\s+/g, ' ').trim(),
      `Rental 2 h × ${money(vehicle.pricePerHour)} ${money(total)}`,
    );
    assert.match(
      await breakdown.locator('.booking-rule').innerText(),
      /^Your trip lasts 1 hour 1 minute\. Every started hour is charged/,
    );

    // Edit goes back to the trip; checking again brings the second step back.
    await page.getByRole('button', { name: 'Edit' }).click();
    await visible(page.getByRole('button', { name: 'Check If Available' }));
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await visible(breakdown);

    const book = page.getByRole('button', { name: 'Book Now' });
    assert.equal(await book.isDisabled(), true);
    // Paid at the counter: no card is asked for, and the form says what is paid there.
    assert.equal(await page.getByLabel('Card Number').count(), 0);
    await visible(
      page.getByText(`You pay at the counter when you pick the car up: ${money(total)}`),
    );
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByLabel('I accept the terms and conditions').uncheck();
    await page.getByLabel('I accept the terms and conditions').blur();
    await visible(page.getByText('Please accept terms and conditions'));
    await page.getByLabel('I accept the terms and conditions').check();
    await assertAccessible(page, 'booking form with the price breakdown and the terms');

    const bookingRequest = page.waitForRequest((request) =>
      request.url().includes('/api/reservations/add'),
    );
    await book.click();
    const body = (await bookingRequest).postDataJSON() as Record<string, unknown>;
    // The spec's body, and the version of the terms the box accepted.
    assert.deepEqual(Object.keys(body).sort(), [
      'dropOffLocation',
      'dropOffTime',
      'pickUpLocation',
      'pickUpTime',
      'termsVersion',
    ]);
    const terms = await api<{ version: string }>('/settings/terms', null);
    assert.equal(body.termsVersion, terms.version);
    await expectBooked(page);
    await dismissToasts(page);

    // What was stored is what was typed, at the price shown.
    const stored = await ownReservationOf(user, vehicle.id);
    assert.equal(stored.pickUpTime, `${day}T10:00:00`);
    assert.equal(stored.dropOffTime, `${day}T11:01:00`);
    assert.equal(stored.pickUpLocation, 'SFO Terminal 2');
    assert.equal(stored.dropOffLocation, 'Union Square');
    assert.equal(stored.totalPrice, total);
    assert.equal(stored.status, 'CREATED');
    assert.equal(stored.termsVersion, terms.version);

    const row = page.locator('tbody tr', { hasText: vehicle.model }).first();
    await visible(row);
    await visible(row.getByText('SFO Terminal 2'));
    await visible(row.getByText('Union Square'));
    await visible(row.getByText(money(total)));
    await assertAccessible(page, 'my reservations');

    await row.locator('td').first().click();
    await page.waitForURL(`**/user/reservations/${stored.id}`);
    await visible(page.getByRole('button', { name: 'Reservation Details' }));
    await visible(page.getByRole('button', { name: 'Car Details' }));
    await visible(page.getByText('SFO Terminal 2'));
    await visible(page.locator('.details-panel').getByRole('heading', { name: vehicle.model }));
    await assertAccessible(page, 'reservation details');
    await page.getByRole('link', { name: 'Back To Reservations' }).click();
    await page.waitForURL('**/user/reservations');

    // The same hours again: the vehicle is taken.
    await openBookingForm(page, vehicle);
    await typeTrip(page, { ...trip, pickUpTime: '10:30', dropOffTime: '11:30' });
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await expectToast(page, 'Vehicle is not available for the selected dates!');
    assert.equal(await page.locator('.booking-total').count(), 0);
    await context.close();
  });

  it('says under the field why a trip is too short or starts in the past', async () => {
    const { context, page } = await signedInBookingForm(1);
    const check = page.getByRole('button', { name: 'Check If Available' });
    const day = companyDate(46);

    // Half an hour: the drop-off time is wrong, the pick-up time is fine.
    await typeTrip(page, dayTrip(day, '10:00', '10:30'));
    await expectFieldError(
      page,
      'Drop Off Time',
      'Pick up date must be minimum 1 hour before drop off date!',
    );
    assert.equal(
      await page.getByLabel('Pick Up Time', { exact: true }).getAttribute('aria-invalid'),
      null,
    );
    assert.equal(await check.isDisabled(), true, 'a refused trip cannot be checked');
    await assertAccessible(page, 'booking form with a too-short trip');

    // Moving the pick-up earlier mends it: the reason leaves the drop-off time.
    await retype(page, 'Pick Up Time', timeKeys('09:00'));
    await expectFieldValid(page, 'Drop Off Time');
    await until(async () => !(await check.isDisabled()), 'the trip can be checked again');

    // Yesterday: the pick-up time is in the past.
    await retype(page, 'Pick Up Date', dateKeys(companyDate(-1)));
    await expectFieldError(page, 'Pick Up Time', 'Pick up time cannot be in the past');
    assert.equal(await check.isDisabled(), true);
    await retype(page, 'Pick Up Date', dateKeys(day));
    await expectFieldValid(page, 'Pick Up Time');
    await gone(page.getByText('Pick up time cannot be in the past'));
    await context.close();
  });

  it('shows a chosen date and time whole on a desktop and on phones', async () => {
    const { context, page } = await signedInBookingForm(2);
    const day = companyDate(47);
    // Every field valid and touched, so each keeps what room its validation state takes.
    await typeTrip(page, dayTrip(day, '10:00', '22:59'));
    for (const viewport of EVERY_WIDTH) {
      await page.setViewportSize(viewport);
      await page.getByLabel('Drop Off Time', { exact: true }).scrollIntoViewIfNeeded();
      assert.deepEqual(await clippedDateTimeInputs(page), [], `at ${viewport.width} px`);
      assert.equal(await sidewaysOverflow(page), 0, `no sideways scroll at ${viewport.width} px`);
    }
    await context.close();
  });

  it("shows a customer's reservations on a phone as cards, times and status included", async () => {
    // A trip of its own, later than any other here, so that it heads the list.
    const token = await apiToken(user.email, user.password);
    await bookViaApi(token, (await vehicleByModelOrder(3)).id, {
      daysAhead: 60,
      from: '09:00:00',
      to: '17:30:00',
      pickUpLocation: 'Oakland Airport',
      dropOffLocation: 'Palo Alto Station',
    });
    const { context, page } = await newPage(browser, MOBILE);
    await login(page, user.email, user.password);
    await page.goto('/user/reservations');
    const cards = page.locator('.table-cards tbody tr');
    await visible(cards);
    const mine = await ownReservations(user);
    assert.equal(await cards.count(), mine.length);
    const card = cards.first();
    const first = mine[0]!;
    // The vehicle heads the card; each field is a line of its own, labelled, on the screen.
    await visible(card.locator('.table-cards-title').getByRole('link', { name: first.car.model }));
    const cell = (label: string) => card.locator(`td[data-label="${label}"]`);
    let above = (await card.locator('.table-cards-title').boundingBox())!;
    for (const label of ['Number', 'Pick Up', 'Drop Off', 'Status', 'Total']) {
      const box = (await cell(label).boundingBox())!;
      assert.ok(box.y >= above.y + above.height - 1, `${label} is a line under the one before`);
      assert.ok(box.x >= 0 && box.x + box.width <= MOBILE.width, `${label} is on the screen`);
      above = box;
    }
    assert.match(await cell('Pick Up').innerText(), /\d{1,2}:\d{2} (AM|PM)/);
    assert.match(await cell('Drop Off').innerText(), /\d{1,2}:\d{2} (AM|PM)/);
    assert.equal((await cell('Status').innerText()).trim(), 'Created');
    assert.equal((await cell('Total').innerText()).trim(), money(first.totalPrice));
    // Nothing hides sideways: neither the page nor the table scrolls.
    assert.equal(await sidewaysOverflow(page), 0);
    const tableScroll = await page
      .locator('.table-responsive')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    assert.equal(tableScroll, 0, 'the table does not scroll sideways');
    await card.locator('td').nth(2).click();
    await page.waitForURL(`**/user/reservations/${first.id}`);
    await context.close();
  });

  it("numbers each of a customer's reservations by its own number, as its page does", async () => {
    const customer = await registerViaApi(baseUrl);
    const token = await apiToken(customer.email, customer.password);
    // Booked in this order, listed the other way round (the latest pick-up first): a row's
    // place is not its number.
    const later = await bookViaApi(token, (await vehicleByModelOrder(4)).id, {
      daysAhead: 64,
      from: '06:00:00',
      to: '08:00:00',
    });
    const sooner = await bookViaApi(token, (await vehicleByModelOrder(5)).id, {
      daysAhead: 63,
      from: '06:00:00',
      to: '08:00:00',
    });
    for (const viewport of EVERY_WIDTH) {
      const at = `at ${viewport.width} px`;
      const { context, page } = await newPage(browser, viewport);
      await login(page, customer.email, customer.password);
      await page.goto('/user/reservations');
      const rows = page.locator('.reservations-table tbody tr');
      await visible(rows);
      const numbers = await rows.locator('td[data-label="Number"]').allInnerTexts();
      assert.deepEqual(
        numbers.map((number) => number.trim()),
        [String(later.id), String(sooner.id)],
        at,
      );
      await assertAccessible(page, `my reservations ${at}`);
      await rows.nth(1).locator('td[data-label="Number"]').click();
      await page.waitForURL(`**/user/reservations/${sooner.id}`);
      await visible(page.getByRole('heading', { name: `Reservation #${sooner.id}` }));
      await context.close();
    }
  });
});
