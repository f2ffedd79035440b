import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectToast } from './app.ts';
import { baseUrl } from './browser.ts';
import { visible } from './wait.ts';

export interface Trip {
  date: string;
  pickUpTime: string;
  dropOffTime: string;
}

/**
 * Brings the booking form into view: on a phone it sits below the photo and loads only when
 * scrolled near, as a person scrolls down to it.
 */
export async function scrollToBookingForm(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Vehicle details' }));
  // Where the form is already near (a desktop), it may be there before its placeholder shows.
  const form = page.getByRole('heading', { name: 'Book this vehicle' });
  await page.getByText('Loading the booking form…').or(form).first().scrollIntoViewIfNeeded();
  await visible(form);
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
