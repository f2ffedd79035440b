import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectToast } from './app.ts';
import { baseUrl } from './browser.ts';
import { dateKeys, timeKeys } from './dates.ts';
import { typeSlowly } from './input.ts';
import { until, visible } from './wait.ts';

export interface Trip {
  date: string;
  pickUpTime: string;
  dropOffTime: string;
}

/**
 * Brings the booking form into view: on a phone it sits below the photo and the specs and
 * loads only when scrolled near, as a person scrolls down to it.
 */
export async function scrollToBookingForm(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Vehicle details' }));
  // The form's place, which holds its placeholder until the form has come.
  await page.locator('#booking').scrollIntoViewIfNeeded();
  await visible(page.getByRole('heading', { name: 'Book this vehicle' }));
}

/** Scrolls down the vehicle page, as a person does, until its calendar has loaded. */
export async function scrollToCalendar(page: Page): Promise<Locator> {
  const calendar = page.getByRole('region', { name: 'When It Is Free' });
  // Its code and its data come once its place is near the screen: slow on a busy machine.
  await page.locator('.vehicle-layout-calendar').scrollIntoViewIfNeeded();
  await until(
    async () => {
      if (await calendar.getByRole('list', { name: 'Days' }).isVisible()) return true;
      await page.mouse.wheel(0, 300);
      return false;
    },
    'the calendar is shown',
    30_000,
  );
  return calendar;
}

/** Types into the field with exactly this label, key by key, as a person does. */
export async function typeInto(page: Page, label: string, keys: string): Promise<void> {
  await typeSlowly(page.getByLabel(label, { exact: true }), keys);
}

/** A trip as a person types it into a booking form: dates YYYY-MM-DD, times HH:mm. */
export interface TypedTrip {
  pickUpLocation?: string;
  pickUpDate: string;
  pickUpTime: string;
  dropOffLocation?: string;
  dropOffDate: string;
  dropOffTime: string;
}

/** A trip within one day. */
export const dayTrip = (day: string, pickUpTime: string, dropOffTime: string): TypedTrip => ({
  pickUpDate: day,
  pickUpTime,
  dropOffDate: day,
  dropOffTime,
});

/**
 * Types the trip as a person does: key by key, the pick-up's place, date and time, then the
 * drop-off's, and leaves the last field. From SFO Terminal 2 to Union Square unless the trip
 * names other places.
 */
export async function typeTrip(
  page: Page,
  { pickUpLocation = 'SFO Terminal 2', dropOffLocation = 'Union Square', ...trip }: TypedTrip,
): Promise<void> {
  await typeInto(page, 'Pick Up Location', pickUpLocation);
  await typeInto(page, 'Pick Up Date', dateKeys(trip.pickUpDate));
  await typeInto(page, 'Pick Up Time', timeKeys(trip.pickUpTime));
  await typeInto(page, 'Drop Off Location', dropOffLocation);
  await typeInto(page, 'Drop Off Date', dateKeys(trip.dropOffDate));
  await typeInto(page, 'Drop Off Time', timeKeys(trip.dropOffTime));
  await page.getByLabel('Drop Off Time', { exact: true }).blur();
}

/** Fills the booking form's trip: places, then dates and times. */
export async function fillTrip(page: Page, trip: Trip): Promise<void> {
  await page.getByLabel('Pick Up Location').fill('SFO Terminal 2');
  await page.getByLabel('Drop Off Location').fill('Union Square');
  await page.getByLabel('Pick Up Date').fill(trip.date);
  await page.getByLabel('Pick Up Time').fill(trip.pickUpTime);
  await page.getByLabel('Drop Off Date').fill(trip.date);
  await page.getByLabel('Drop Off Time').fill(trip.dropOffTime);
}

/** The quote the check shows: its lines, total, rule and deposit. */
export const quotedPrice = (page: Page): Locator => page.getByRole('region', { name: 'Price' });

/** The quote's total, as it reads: '$40.00'. */
export const quotedTotal = (page: Page): Promise<string> =>
  quotedPrice(page).locator('.booking-total-sum strong').innerText();

/** Accepts the terms: Book Now is ready (no card is asked for in either payment mode). */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByLabel('I accept the terms and conditions').check();
}

/** After Book Now: the booking is confirmed and the customer is taken to their reservations. */
export async function expectBooked(page: Page): Promise<void> {
  await expectToast(page, 'Reservation created successfully!');
  await page.waitForURL('**/user/reservations');
}

/** The first vehicle of the public list. */
export async function firstVehicle(): Promise<{ id: number; model: string }> {
  const response = await fetch(`${baseUrl}/api/car/visitors/pages?page=0&size=1`);
  const page = (await response.json()) as { content: { id: number; model: string }[] };
  const vehicle = page.content[0];
  assert.ok(vehicle, 'the demo data has vehicles');
  return vehicle;
}
