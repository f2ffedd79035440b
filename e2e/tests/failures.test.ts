import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { loginAsAdmin } from '../support/admin.ts';
import {
  CUSTOMER,
  expectToast,
  login,
  signInNewCustomer,
  takenOver,
  waitForApp,
} from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import {
  acceptTerms,
  expectBooked,
  fillTrip,
  firstVehicle,
  scrollToBookingForm,
} from '../support/booking.ts';
import { useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { companyDate } from '../support/dates.ts';
import { gone, until, visible } from '../support/wait.ts';

// The network and the server fail in ordinary ways: the phone goes offline, the server is
// stopped behind its proxy (502 with an HTML page, or nothing listening), a deploy replaces
// the app's files under an open tab. Each time the user is told, in the spec's words.

const FAILED_PAGE = 'This page could not be shown';
const OFFLINE_SENTENCE = 'You seem to be offline. Check your connection, then try again.';

/** A gateway's answer while the server behind it is down. */
const badGateway = (route: Route) =>
  route.fulfill({
    status: 502,
    contentType: 'text/html',
    body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
  });
const nothingListening = (route: Route) => route.abort('connectionrefused');

/** A lazy page's code, e.g. `/assets/AboutPage-x1Y2.js`. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

function mainMenuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name });
}

async function fillLogin(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
}

async function fillContact(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Alex Rivera');
  await page.getByLabel('Email').fill('alex@example.com');
  await page.getByLabel('Subject').fill('Corporate account');
  await page.getByLabel('Message').fill('We would like to rent five cars every Monday morning.');
}

describe('failures of the network and the server', () => {
  const browser = useBrowser();

  it('says the login failed when the phone is offline', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await fillLogin(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Login failed. Please try again.');
    assert.equal(new URL(page.url()).pathname, '/auth/login');
    await context.close();
  });

  for (const [outage, answer] of [
    ['a 502 page from the proxy', badGateway],
    ['nothing listening', nothingListening],
  ] as const) {
    it(`says the login failed when the server is down (${outage})`, async () => {
      const { context, page } = await newPage(browser);
      await fillLogin(page);
      await page.route('**/api/login', answer);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expectToast(page, 'Login failed. Please try again.');
      await context.close();
    });

    it(`says the message was not sent, and keeps it, when the server is down (${outage})`, async () => {
      const { context, page } = await newPage(browser);
      await fillContact(page);
      await page.route('**/api/contactmessage/visitors', answer);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectToast(page, 'Your message could not be sent. Please try again.');
      assert.equal(await page.getByLabel('Subject').inputValue(), 'Corporate account');
      await context.close();
    });
  }

  it('says the message was not sent when offline', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await fillContact(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Your message could not be sent. Please try again.');
    await context.close();
  });

  it('gives the rent error when the availability check meets a 502', async () => {
    const vehicle = await firstVehicle();
    const { context, page } = await newPage(browser);
    await login(page, CUSTOMER.email, CUSTOMER.password);
    await page.goto(`/vehicles/${vehicle.id}`);
    await fillTrip(page, { date: companyDate(70), pickUpTime: '10:00', dropOffTime: '12:00' });
    await page.route('**/api/reservations/auth?**', badGateway);
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await expectToast(page, 'There is an error occurred during rent operation!');
    await context.close();
  });

  it("asks with the browser's own dialog when logging out offline, and logs out", async () => {
    const { context, page } = await newPage(browser);
    await signInNewCustomer(page);
    await context.setOffline(true);
    await page.locator('#user-menu').click();
    const [question] = await Promise.all([
      page.waitForEvent('dialog'),
      page.getByRole('button', { name: 'Logout' }).click(),
    ]);
    assert.match(question.message(), /Are you sure you want to logout\?/);
    await question.accept();
    await visible(page.locator('header').getByRole('link', { name: 'Login' }));
    await context.close();
  });

  it("reloads once onto a deploy's new files, then shows the failure in the layout", async () => {
    const { context, page } = await newPage(browser);
    // The tab's About page code is gone from the server, as after a deploy.
    await page.route(chunk('AboutPage'), (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await waitForApp(page);
    let reloads = 0;
    page.on('load', () => (reloads += 1));

    await mainMenuLink(page, 'About Us').click();
    await visible(page.getByRole('heading', { level: 1, name: FAILED_PAGE }));
    assert.equal(reloads, 1, 'the page was reloaded once, and only once');
    assert.equal(new URL(page.url()).pathname, '/about');
    // In the public layout, with its menu and footer.
    await visible(mainMenuLink(page, 'About Us'));
    await visible(page.locator('footer'));
    await visible(page.getByRole('button', { name: 'Retry' }));
    await assertAccessible(page, 'a page that failed to load');

    await page.unroute(chunk('AboutPage'));
    await page.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'About Us' }));
    assert.equal(reloads, 1, 'Retry loads the page in place');
    await context.close();
  });

  it('says a booking failed when the phone went offline before Book Now, and books once online', async () => {
    const vehicle = await firstVehicle();
    const { context, page } = await newPage(browser, MOBILE);
    await signInNewCustomer(page);
    await page.goto(`/vehicles/${vehicle.id}`);
    await scrollToBookingForm(page);
    await fillTrip(page, { date: companyDate(71), pickUpTime: '15:00', dropOffTime: '16:00' });
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await acceptTerms(page);

    // Offline, the booking is tried and fails at once; it is not held until the network is back.
    await context.setOffline(true);
    const book = page.getByRole('button', { name: 'Book Now' });
    await book.click();
    await expectToast(page, 'There is an error occurred during rent operation!');
    // Under the button too, with the cause: the toast goes after a few seconds.
    await visible(page.locator('#booking').getByText(OFFLINE_SENTENCE));
    await until(async () => !(await book.isDisabled()), 'Book Now can be pressed again');

    await context.setOffline(false);
    await book.click();
    await expectBooked(page);
    await context.close();
  });

  it('says a search is offline instead of showing the cars of the choices before', async () => {
    const day = companyDate(33);
    const { context, page } = await newPage(browser);
    await page.goto(`/vehicles?pickUp=${day}T10%3A00&dropOff=${day}T14%3A00`);
    await visible(page.locator('.vehicle-card').first());

    await context.setOffline(true);
    await page.getByRole('group', { name: 'Fuel Type' }).getByLabel('Diesel').check();
    await visible(page.getByText(OFFLINE_SENTENCE));
    assert.equal(await page.locator('.vehicle-card').count(), 0, 'no card of the choices before');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await visible(page.locator('.vehicle-card').first());
    const fuels = await page.locator('.vehicle-card-specs li:nth-child(3)').allInnerTexts();
    assert.deepEqual([...new Set(fuels.map((fuel) => fuel.trim()))], ['Diesel']);
    await context.close();
  });

  it('shows an offline page in the layout, and Retry brings the page once back online', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/');
    await waitForApp(page);
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    await context.setOffline(true);

    await page.getByRole('button', { name: 'Toggle main menu' }).click();
    await mainMenuLink(page, 'Contact Us').click();
    await visible(page.getByRole('heading', { level: 1, name: FAILED_PAGE }));
    await visible(page.getByText(OFFLINE_SENTENCE));
    assert.equal(reloads, 0, 'no reload while offline');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Contact Us' }));
    await context.close();
  });

  it('shows a failed admin page inside the admin layout', async () => {
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.route(chunk('UsersPage'), nothingListening);
    const sidebar = page.getByRole('navigation', { name: 'Admin menu' });
    await sidebar.getByRole('link', { name: 'Users' }).click();

    const main = page.locator('#admin-main');
    await visible(main.getByRole('heading', { level: 1, name: FAILED_PAGE }));
    await visible(main.getByText('We could not reach Keyturn just now.', { exact: false }));
    await visible(sidebar.getByRole('link', { name: 'Dashboard' }));

    await page.unroute(chunk('UsersPage'));
    await main.getByRole('button', { name: 'Retry' }).click();
    await visible(main.getByRole('heading', { level: 1, name: 'Users' }));
    await context.close();
  });

  it('shows a progress bar while a page is slow to come', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await waitForApp(page);
    await page.route(chunk('ContactPage'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await mainMenuLink(page, 'Contact Us').click();
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await visible(bar);
    await visible(page.getByRole('heading', { level: 1, name: 'Contact Us' }));
    await gone(bar);
    await context.close();
  });

  it("shows the progress bar while a page's data is slow to come", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/vehicles');
    await waitForApp(page);
    const pager = page.getByRole('navigation', { name: 'Vehicle pages' });
    await page.route('**/api/car/visitors/pages?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const next = pager.getByRole('link', { name: 'Next' });
    await takenOver(next);
    await next.click();
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await visible(bar);
    await gone(bar);
    await context.close();
  });
});
