import { MIN_BOOKING_MESSAGE } from '@keyturn/shared';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, apiToken } from '../support/admin.ts';
import { dismissToasts, login, registerViaApi, type NewUser } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import {
  acceptTerms,
  expectBooked,
  quotedPrice,
  quotedTotal,
  scrollToCalendar,
} from '../support/booking.ts';
import { baseUrl, EVERY_WIDTH, isNarrow, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import {
  clockName,
  companyDate,
  dateKeys,
  dayName,
  officeHours,
  requestTime,
  timeKeys,
} from '../support/dates.ts';
import { typeSlowly } from '../support/input.ts';
import { money } from '../support/money.ts';
import { bookViaApi, ownReservationOf } from '../support/reservations.ts';
import { until, visible } from '../support/wait.ts';

interface Vehicle {
  id: number;
  model: string;
  pricePerHour: number;
  fuelType: string;
}

// Days ahead, clear of the days the other browser tests book.
const SEARCH_DAY = 21;
const CALENDAR_DAY = 3;
// A day only searched, never booked.
const CATALOGUE_DAY = 24;

/** Types a date and a time into a date-time input, key by key, as a person does. */
async function typeWhen(page: Page, label: string, date: string, time: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.focus();
  await typeSlowly(input, dateKeys(date));
  await page.keyboard.press('ArrowRight');
  await typeSlowly(input, timeKeys(time));
}

async function searchFromHome(page: Page, day: string, from: string, to: string): Promise<void> {
  await page.goto('/');
  await visible(page.getByRole('heading', { name: 'When do you need a car?' }));
  await typeWhen(page, 'Pick Up', day, from);
  await typeWhen(page, 'Drop Off', day, to);
  await page.getByRole('button', { name: 'Find a free car' }).click();
  await page.waitForURL((url) => {
    const query = url.searchParams;
    return (
      url.pathname === '/vehicles' &&
      query.get('pickUp') === `${day}T${from}` &&
      query.get('dropOff') === `${day}T${to}`
    );
  });
}

const resultCards = (page: Page) => page.getByRole('list', { name: 'Vehicles' }).locator('li');
const resultModels = (page: Page) => page.locator('.vehicle-card-title').allInnerTexts();
const countLine = (page: Page) => page.getByText(/^\d+ cars? (is|are) free for your/);

/** The hourly rates of the cards shown, in their order. */
async function shownRates(page: Page): Promise<number[]> {
  const rates = await page.locator('.vehicle-card-trip > span:first-child').allInnerTexts();
  return rates.map((rate) => Number(rate.replace(/[^\d.]/g, '')));
}

/** Ticks one choice of a list filter ("Fuel Type", "Transmission"). */
async function tickFilter(page: Page, filter: string, choice: string): Promise<void> {
  await page.getByRole('group', { name: filter }).getByLabel(choice, { exact: true }).check();
}

/** The fuel type each shown card names, in its order. */
async function shownFuelTypes(page: Page): Promise<string[]> {
  const specs = await page.locator('.vehicle-card-specs li:nth-child(3)').allInnerTexts();
  return specs.map((text) => text.trim());
}

/**
 * Waits until the app has taken the catalogue's server-rendered page over, so that its filters
 * work: the window form, which only the browser draws, is there from then on. (The app's own
 * frame is taken over first; the page's part waits for its chunk, and a box ticked before that
 * is not the app's.)
 */
async function catalogueTakenOver(page: Page): Promise<void> {
  await visible(page.getByLabel('Pick Up Date', { exact: true }));
}

/** The hourly rates of the catalogue's cards, in their order. */
async function catalogueRates(page: Page): Promise<number[]> {
  const rates = await page.locator('.vehicle-card-price').allInnerTexts();
  // A rate's badge may hold the day price under the hourly one.
  return rates.map((rate) => Number(rate.split('/ hour')[0]!.replace(/[^\d.]/g, '')));
}

/** Types a day and a time into one stop of the window form (its date and time inputs). */
async function typeStop(page: Page, stop: string, date: string, time: string): Promise<void> {
  const day = page.getByLabel(`${stop} Date`, { exact: true });
  await day.focus();
  await typeSlowly(day, dateKeys(date));
  const hour = page.getByLabel(`${stop} Time`, { exact: true });
  await hour.focus();
  await typeSlowly(hour, timeKeys(time));
}

async function vehicleNamed(model: string): Promise<Vehicle> {
  const vehicles = await api<Vehicle[]>('/car/visitors/all', null);
  const vehicle = vehicles.find((candidate) => candidate.model === model);
  assert.ok(vehicle, `the demo data has the ${model}`);
  return vehicle;
}

async function catalogueTotal(filters: string): Promise<number> {
  const page = await api<{ totalElements: number }>(`/car/visitors/pages?${filters}`, null);
  return page.totalElements;
}

async function searchTotal(day: string, from: string, to: string, filters = ''): Promise<number> {
  const at = (time: string) => encodeURIComponent(requestTime(day, time));
  const page = await api<{ totalElements: number }>(
    `/car/visitors/search?pickUpDateTime=${at(from)}&dropOffDateTime=${at(to)}${filters}`,
    null,
  );
  return page.totalElements;
}

describe('finding a free car', () => {
  const browser = useBrowser();
  let customer: NewUser;
  // The only hydrogen car of the demo fleet: booked on the search day from 10:00 to 14:00.
  let mirai: Vehicle;

  before(async () => {
    const booker = await registerViaApi(baseUrl);
    customer = await registerViaApi(baseUrl);
    mirai = await vehicleNamed('Toyota Mirai');
    const token = await apiToken(booker.email, booker.password);
    for (const daysAhead of [SEARCH_DAY, CALENDAR_DAY]) {
      await bookViaApi(token, mirai.id, { daysAhead, from: '10:00:00', to: '14:00:00' });
    }
  });

  it('searches from the home page, filters and sorts in the address, and books with the window carried', async () => {
    const { context, page } = await newPage(browser);
    await login(page, customer.email, customer.password);
    const day = companyDate(SEARCH_DAY);
    await searchFromHome(page, day, '09:00', '15:00');

    // Every free car, each with its rate and the total for six hours; the cheapest first.
    await visible(countLine(page));
    const free = await searchTotal(day, '09:00', '15:00');
    assert.equal(
      (await countLine(page).innerText()).trim(),
      `${free} cars are free for your 6 hours.`,
    );
    const rates = await shownRates(page);
    assert.deepEqual(
      rates,
      [...rates].sort((a, b) => a - b),
    );
    const firstTotal = await page.locator('.vehicle-card-total strong').first().innerText();
    assert.equal(firstTotal, money((rates[0] ?? 0) * 6));
    await assertAccessible(page, 'search results');

    // Sorting and filtering change the list and the address.
    await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Price: highest first' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
    await until(async () => {
      const shown = await shownRates(page);
      return shown.length > 0 && shown.every((rate, i) => i === 0 || rate <= shown[i - 1]!);
    }, 'the dearest car comes first');

    // The hydrogen car is booked in the middle of the window: no hydrogen car is free.
    await tickFilter(page, 'Fuel Type', 'Hydrogen');
    await page.waitForURL((url) => url.searchParams.get('fuelType') === 'Hydrogen');
    await visible(page.getByText('No car is free for all of those hours with these filters.'));
    assert.equal(await resultCards(page).count(), 0);

    // A reload keeps the window, the filter and the order.
    const address = page.url();
    await page.reload();
    await visible(page.getByText('No car is free for all of those hours with these filters.'));
    assert.equal(page.url(), address);
    const fuelChoices = page.getByRole('group', { name: 'Fuel Type' });
    assert.equal(await fuelChoices.getByLabel('Hydrogen', { exact: true }).isChecked(), true);
    assert.equal(await fuelChoices.getByRole('checkbox', { checked: true }).count(), 1);
    assert.equal(await page.getByLabel('Sort', { exact: true }).inputValue(), 'price-desc');
    assert.equal(await page.getByLabel('Pick Up Time', { exact: true }).inputValue(), '09:00');

    // From two in the afternoon it is free: the window changed in the results page finds it.
    const pickUpTime = page.getByLabel('Pick Up Time', { exact: true });
    await pickUpTime.focus();
    await typeSlowly(pickUpTime, timeKeys('14:00'));
    const dropOffTime = page.getByLabel('Drop Off Time', { exact: true });
    await dropOffTime.focus();
    await typeSlowly(dropOffTime, timeKeys('17:30'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('pickUp') === `${day}T14:00`);
    assert.equal(new URL(page.url()).searchParams.get('fuelType'), 'Hydrogen');
    await until(
      async () => (await resultModels(page)).includes(mirai.model),
      'the hydrogen car is listed',
    );
    assert.deepEqual(await resultModels(page), [mirai.model]);
    assert.equal(
      await page.locator('.vehicle-card-total').first().innerText(),
      `${money(mirai.pricePerHour * 4)} for 4 hours`,
    );

    // A second fuel type widens the list: cars of either kind (fewer than a page), both kept in
    // the address.
    await tickFilter(page, 'Fuel Type', 'Electricity');
    await page.waitForURL(
      (url) => url.searchParams.getAll('fuelType').join() === 'Electricity,Hydrogen',
    );
    const eitherKind = await searchTotal(
      day,
      '14:00',
      '17:30',
      '&fuelType=Electricity&fuelType=Hydrogen',
    );
    assert.ok(eitherKind > 1, 'the demo fleet has an electric car free then');
    await until(
      async () => (await resultModels(page)).length === eitherKind,
      'the electric car joins the hydrogen one',
    );
    const fuels = new Set(await shownFuelTypes(page));
    assert.deepEqual([...fuels].sort(), ['Electricity', 'Hydrogen']);
    // The box shows the change at once, as the click's own event ends: it used to spring back
    // until the router had taken the new address in (a frame or more, longer on a busy phone).
    const shownAtOnce = await fuelChoices
      .getByLabel('Electricity', { exact: true })
      .evaluate((box: HTMLInputElement) => {
        box.click();
        return box.checked;
      });
    assert.equal(shownAtOnce, false, 'the untick shows at once');
    await page.waitForURL((url) => url.searchParams.getAll('fuelType').join() === 'Hydrogen');
    await until(
      async () => (await resultModels(page)).join() === mirai.model,
      'only the hydrogen car is listed again',
    );

    // The window arrives in the vehicle page's booking form, which books it.
    await page.getByRole('link', { name: mirai.model }).click();
    await page.waitForURL((url) => url.pathname === `/vehicles/${mirai.id}`);
    await page.mouse.wheel(0, 2000);
    await visible(page.getByLabel('Pick Up Location', { exact: true }));
    assert.equal(await page.getByLabel('Pick Up Date', { exact: true }).inputValue(), day);
    assert.equal(await page.getByLabel('Pick Up Time', { exact: true }).inputValue(), '14:00');
    assert.equal(await page.getByLabel('Drop Off Date', { exact: true }).inputValue(), day);
    assert.equal(await page.getByLabel('Drop Off Time', { exact: true }).inputValue(), '17:30');
    await typeSlowly(page.getByLabel('Pick Up Location', { exact: true }), 'SFO Terminal 2');
    await typeSlowly(page.getByLabel('Drop Off Location', { exact: true }), 'Union Square');
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await visible(quotedPrice(page));
    assert.equal(await quotedTotal(page), money(mirai.pricePerHour * 4));
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expectBooked(page);
    await dismissToasts(page);

    const stored = await ownReservationOf(customer, mirai.id);
    assert.equal(stored.pickUpTime, `${day}T14:00:00`);
    assert.equal(stored.dropOffTime, `${day}T17:30:00`);
    // The booked time is now taken: the search no longer finds the car then.
    assert.equal(await searchTotal(day, '15:00', '16:00', '&fuelType=Hydrogen'), 0);
    await context.close();
  });

  it("shows the car's busy time over 14 days, and a free time picked fills the booking form", async () => {
    const { context, page } = await newPage(browser);
    await login(page, customer.email, customer.password);
    const day = companyDate(CALENDAR_DAY);
    await page.goto(`/vehicles/${mirai.id}`);
    await visible(page.getByRole('heading', { name: 'Vehicle details' }));
    const calendar = await scrollToCalendar(page);
    assert.equal(await calendar.getByRole('list', { name: 'Days' }).locator('> li').count(), 14);

    // The booking's hours read as booked, in words, on its day; no one's name is shown.
    const row = calendar.locator('.availability-day', {
      has: page.getByRole('heading', { name: dayName(day), exact: true }),
    });
    await visible(row.getByText('Booked 10:00 AM – 2:00 PM'));
    await assertAccessible(page, 'availability calendar');

    // Picking the free afternoon fills the booking form's times, up to the office's closing.
    const { closes } = officeHours(day);
    await row
      .getByRole('button', {
        name: `Free 2:00 PM – midnight on ${dayName(day)}: pick 2:00 PM – ${clockName(closes)}`,
      })
      .click();
    await visible(calendar.getByText(/the booking form's times are filled in/));
    await visible(page.getByLabel('Pick Up Date', { exact: true }));
    await until(
      async () => (await page.getByLabel('Pick Up Time', { exact: true }).inputValue()) === '14:00',
      'the pick-up time is filled in',
    );
    assert.equal(await page.getByLabel('Pick Up Date', { exact: true }).inputValue(), day);
    assert.equal(await page.getByLabel('Drop Off Date', { exact: true }).inputValue(), day);
    assert.equal(await page.getByLabel('Drop Off Time', { exact: true }).inputValue(), closes);
    assert.equal(new URL(page.url()).searchParams.get('pickUp'), `${day}T14:00`);
    await context.close();
  });

  it("says why a window cannot be booked, in the booking form's words, and asks no one", async () => {
    const { context, page } = await newPage(browser);
    const day = companyDate(SEARCH_DAY);
    // The home form: the drop-off cannot be set before the pick-up.
    await page.goto('/');
    await typeWhen(page, 'Pick Up', day, '10:00');
    assert.equal(
      await page.getByLabel('Drop Off', { exact: true }).getAttribute('min'),
      `${day}T10:00`,
    );

    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/car/visitors/search')) searches.push(request.url());
    });
    await page.goto(`/vehicles?pickUp=${day}T10%3A00&dropOff=${day}T10%3A30`);
    await visible(page.getByText(`These times cannot be booked: ${MIN_BOOKING_MESSAGE}`));
    assert.deepEqual(searches, [], 'the API is not asked about a window it would refuse');

    // Changing the drop-off in the window form shows the free cars.
    const dropOffTime = page.getByLabel('Drop Off Time', { exact: true });
    await dropOffTime.focus();
    await typeSlowly(dropOffTime, timeKeys('12:00'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(countLine(page));
    assert.equal(new URL(page.url()).searchParams.get('dropOff'), `${day}T12:00`);

    // A past pick-up reads as a sentence of its own.
    const yesterday = companyDate(-1);
    await page.goto(`/vehicles?pickUp=${yesterday}T10%3A00&dropOff=${yesterday}T12%3A00`);
    await visible(
      page.getByText(
        'These times cannot be booked: Pick up time cannot be in the past. Change them above',
      ),
    );
    await context.close();
  });

  it('shows the last page of the results, not "no car is free", for a page past the end', async () => {
    const { context, page } = await newPage(browser);
    const day = companyDate(SEARCH_DAY);
    await page.goto(`/vehicles?pickUp=${day}T10%3A00&dropOff=${day}T12%3A00&page=60`);
    await page.waitForURL((url) => Number(url.searchParams.get('page') ?? '1') < 60);
    assert.equal(new URL(page.url()).searchParams.get('pickUp'), `${day}T10:00`);
    await visible(resultCards(page).first());
    await visible(countLine(page));
    assert.equal(await page.getByText('No car is free for all of those hours').count(), 0);
    await context.close();
  });

  it('shows the search on the first screen of a small phone, upright or sideways, and of a laptop', async () => {
    for (const viewport of [
      { width: 320, height: 568 },
      { width: 568, height: 320 },
      { width: 1280, height: 720 },
    ]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      const submit = page.getByRole('button', { name: 'Find a free car' });
      await visible(submit);
      const box = await submit.boundingBox();
      assert.ok(
        box && box.y + box.height <= viewport.height,
        `the search button ends at ${box ? box.y + box.height : '?'} px, within ${viewport.width}×${viewport.height}`,
      );
      await context.close();
    }
  });

  it('offers the window, the filters and the order on the whole catalogue, and a window given there keeps them', async () => {
    const day = companyDate(CATALOGUE_DAY);
    const either = await catalogueTotal('fuelType=Hybrid&fuelType=Electricity');
    assert.ok(either > 1, 'the demo fleet has hybrid and electric cars');
    // The first page of them, and the line that counts them.
    const shown = Math.min(either, 6);
    const showing = `Showing ${shown} of ${either} vehicles`;
    for (const viewport of EVERY_WIDTH) {
      const at = `at ${viewport.width} px`;
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/vehicles');
      await visible(page.getByText(/Showing 6 of \d+ vehicles/));
      assert.equal(await page.getByLabel('Sort', { exact: true }).inputValue(), 'model', at);
      await catalogueTakenOver(page);

      // The filters apply at once and go into the address; on a phone they fold away.
      if (isNarrow(viewport)) {
        assert.equal(await page.getByRole('group', { name: 'Fuel Type' }).isVisible(), false, at);
        await page.getByRole('button', { name: 'Show filters' }).click();
      }
      await tickFilter(page, 'Fuel Type', 'Hybrid');
      await tickFilter(page, 'Fuel Type', 'Electricity');
      await page.waitForURL(
        (url) => url.searchParams.getAll('fuelType').join() === 'Hybrid,Electricity',
      );
      await until(async () => {
        const fuels = await shownFuelTypes(page);
        return fuels.length === shown && fuels.every((fuel) => /Hybrid|Electricity/.test(fuel));
      }, `only hybrid and electric cars are listed ${at}`);
      await visible(page.getByText(showing));

      // So does the order.
      await page
        .getByLabel('Sort', { exact: true })
        .selectOption({ label: 'Price: highest first' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
      await until(async () => {
        const rates = await catalogueRates(page);
        return rates.length === shown && rates.every((rate, i) => i === 0 || rate <= rates[i - 1]!);
      }, `the dearest car comes first ${at}`);
      await assertAccessible(page, `the catalogue, filtered and ordered, ${at}`);

      // The server renders the list as its address says: a reload shows the same.
      await page.reload();
      await visible(page.getByText(showing));
      await catalogueTakenOver(page);
      assert.equal(await page.getByLabel('Sort', { exact: true }).inputValue(), 'price-desc', at);
      // (Folded away on a phone: found by their ids, not by their role.)
      for (const fuel of ['hybrid', 'electricity']) {
        assert.equal(await page.locator(`#filter-fuel-${fuel}`).isChecked(), true, at);
      }

      // Times given above the catalogue find the cars free then, with the filters and the order.
      await typeStop(page, 'Pick Up', day, '09:00');
      await typeStop(page, 'Drop Off', day, '13:00');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('pickUp') === `${day}T09:00`);
      const searched = new URL(page.url()).searchParams;
      assert.equal(searched.get('dropOff'), `${day}T13:00`, at);
      assert.equal(searched.getAll('fuelType').join(), 'Hybrid,Electricity', at);
      assert.equal(searched.get('sort'), 'price-desc', at);
      await visible(countLine(page));
      assert.equal(await page.getByLabel('Sort', { exact: true }).inputValue(), 'price-desc', at);
      await context.close();
    }
  });

  it('says so when no vehicle of the catalogue has all of the filters, and clears them', async () => {
    const { context, page } = await newPage(browser);
    // No seven-seat car of the demo fleet costs at most $20 an hour.
    assert.equal(await catalogueTotal('minSeats=7&maxPricePerHour=20'), 0);
    await page.goto('/vehicles?minSeats=7&maxPrice=20');
    await visible(page.getByText('No vehicle has all of these filters.'));
    await catalogueTakenOver(page);
    await assertAccessible(page, 'the catalogue with no match');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((url) => url.pathname === '/vehicles' && url.search === '');
    await visible(page.getByText(/Showing 6 of \d+ vehicles/));
    await context.close();
  });

  it('works on a 375 px phone: the home form, the results with their filters, the calendar', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    const day = companyDate(SEARCH_DAY + 1);
    await searchFromHome(page, day, '08:00', '12:00');
    await visible(countLine(page));
    const fitsWidth = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(await fitsWidth(), 'the results fit the width of the phone');

    // The filters fold away on a phone, behind a button.
    assert.equal(await page.getByRole('group', { name: 'Fuel Type' }).isVisible(), false);
    await page.getByRole('button', { name: 'Show filters' }).click();
    await tickFilter(page, 'Fuel Type', 'Hydrogen');
    await until(
      async () => (await resultModels(page)).join() === mirai.model,
      'only the hydrogen car is listed',
    );
    await page.getByRole('link', { name: mirai.model }).click();
    await page.waitForURL((url) => url.pathname === `/vehicles/${mirai.id}`);
    const calendar = await scrollToCalendar(page);
    await visible(calendar.getByText('Booked 10:00 AM – 2:00 PM'));
    assert.ok(await fitsWidth(), 'the vehicle page fits the width of the phone');
    await context.close();
  });
});
