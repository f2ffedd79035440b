import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { CUSTOMER, expectToast, waitForLoginPage } from '../support/app.ts';
import { firstVehicle, scrollToBookingForm } from '../support/booking.ts';
import { baseUrl, useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { companyDate } from '../support/dates.ts';
import { typeSlowly } from '../support/input.ts';
import { visible } from '../support/wait.ts';

// Asked to log in somewhere, the user comes back there afterwards: to the vehicle and the dates
// of the trip they were planning, through registration too; never to another site.

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'You have successfully logged in');
}

async function tripShown(page: Page): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const label of ['Pick Up Date', 'Pick Up Time', 'Drop Off Date', 'Drop Off Time']) {
    values[label] = await page.getByLabel(label).inputValue();
  }
  return values;
}

describe('the way back after logging in', () => {
  const browser = useBrowser();

  const day = companyDate(30);
  const expectedTrip = {
    'Pick Up Date': day,
    'Pick Up Time': '10:00',
    'Drop Off Date': day,
    'Drop Off Time': '14:30',
  };
  const tripQuery = `?pickUp=${day}T10:00&dropOff=${day}T14:30`;

  it("returns to the vehicle page with the trip's dates after logging in", async () => {
    const vehicle = await firstVehicle();
    const { context, page } = await newPage(browser);
    await page.goto(`/vehicles/${vehicle.id}${tripQuery}`);
    await visible(page.getByLabel('Pick Up Date'));
    assert.deepEqual(await tripShown(page), expectedTrip, 'the dates show in the form');

    await page.getByRole('link', { name: 'log in', exact: true }).click();
    await waitForLoginPage(page, `/vehicles/${vehicle.id}${tripQuery}`);
    await submitLogin(page, CUSTOMER.email, CUSTOMER.password);

    await page.waitForURL((url) => url.pathname === `/vehicles/${vehicle.id}`);
    assert.equal(new URL(page.url()).searchParams.get('pickUp'), `${day}T10:00`);
    await visible(page.getByRole('heading', { level: 1, name: vehicle.model }));
    await visible(page.getByRole('button', { name: 'Check If Available' }));
    assert.deepEqual(await tripShown(page), expectedTrip, 'the dates are still there');
    assert.equal(await page.getByLabel('Pick Up Date').isDisabled(), false, 'and can be booked');
    await context.close();
  });

  it('returns there through registration: register, then log in, then back', async () => {
    const vehicle = await firstVehicle();
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto(`/vehicles/${vehicle.id}${tripQuery}`);
    await scrollToBookingForm(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/register');

    const email = `back.${Date.now()}@example.com`;
    await typeSlowly(page.getByLabel('First Name'), 'Ines');
    await typeSlowly(page.getByLabel('Last Name'), 'Okafor');
    await typeSlowly(page.getByLabel('Email'), email);
    await typeSlowly(page.getByLabel('Phone Number'), '4159990123');
    await typeSlowly(page.getByLabel('Address'), '5 Harbor Road');
    await typeSlowly(page.getByLabel('Zip Code'), '94107');
    await typeSlowly(page.getByLabel('Password', { exact: true }), 'Drive#2026x');
    await typeSlowly(page.getByLabel('Confirm Password'), 'Drive#2026x');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'You have successfully registered!');

    await waitForLoginPage(page, `/vehicles/${vehicle.id}${tripQuery}`);
    await submitLogin(page, email, 'Drive#2026x');
    await page.waitForURL((url) => url.pathname === `/vehicles/${vehicle.id}`);
    await scrollToBookingForm(page);
    await visible(page.getByRole('button', { name: 'Check If Available' }));
    assert.deepEqual(await tripShown(page), expectedTrip);
    await context.close();
  });

  it('returns to a page of the user area that asked for a login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/user/reservations');
    await waitForLoginPage(page, '/user/reservations');
    await submitLogin(page, CUSTOMER.email, CUSTOMER.password);
    await page.waitForURL((url) => url.pathname === '/user/reservations');
    await visible(page.getByRole('heading', { level: 1, name: 'My Reservations' }));
    await context.close();
  });

  for (const forged of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
    it(`goes home, not to another site, for returnTo=${forged}`, async () => {
      const { context, page } = await newPage(browser);
      await page.goto(`/auth/login?returnTo=${encodeURIComponent(forged)}`);
      await submitLogin(page, CUSTOMER.email, CUSTOMER.password);
      await page.waitForURL((url) => url.pathname === '/');
      assert.equal(page.url(), `${new URL(baseUrl).origin}/`);
      await context.close();
    });
  }
});
