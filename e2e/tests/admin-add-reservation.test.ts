import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Vehicle } from '@keyturn/shared';
import { api, loginAsAdmin } from '../support/admin.ts';
import { expectToast, registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { dayTrip, typeInto, typeTrip } from '../support/booking.ts';
import { baseUrl, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { addDays, companyDate, dateKeys, randomQuietDayAhead } from '../support/dates.ts';
import { typeSlowly } from '../support/input.ts';
import { waitForMail } from '../support/mailbox.ts';
import { ownReservations } from '../support/reservations.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { visible } from '../support/wait.ts';

/** A surname no other test's customer has, so that typing it finds this customer alone. */
const uniqueSurname = () =>
  `Quill${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

describe('the office books for a customer', () => {
  const browser = useBrowser();

  it('finds the customer by name, books, and the customer has the booking and its mail', async () => {
    const customer = await registerViaApi(baseUrl, {
      firstName: 'Harper',
      lastName: uniqueSurname(),
    });
    const vehicles = await api<Vehicle[]>('/car/visitors/all', null);
    const vehicle = vehicles[1] ?? vehicles[0]!;
    // Night hours on a day of its own, weeks ahead: no other test books then.
    const day = companyDate(randomQuietDayAhead(40, 150));

    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/reservations');
    await page.getByRole('link', { name: 'New reservation' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'New reservation' }));

    const search = page.getByRole('combobox', { name: 'Customer' });
    await typeSlowly(search, `harper ${customer.lastName.slice(0, 8)}`);
    const matches = page.getByRole('listbox', { name: 'Matching customers' });
    const option = matches.getByRole('option', { name: customer.email });
    await visible(option);
    assert.equal(await matches.getByRole('option').count(), 1, 'only this customer matches');
    await option.click();
    assert.equal(await search.inputValue(), `Harper ${customer.lastName} (${customer.email})`);
    await page.getByLabel('Vehicle', { exact: true }).selectOption(String(vehicle.id));
    await typeTrip(page, {
      ...dayTrip(day, '02:00', '04:30'),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'SFO Terminal 2',
    });
    await page.getByRole('button', { name: 'Check If Available' }).click();

    await visible(page.getByText(`The ${vehicle.model} is free for these times.`));
    const total = vehicle.pricePerHour * 3;
    await visible(page.getByText(`3 h × $${vehicle.pricePerHour.toFixed(2)}`, { exact: true }));
    await assertAccessible(page, 'new reservation, quoted');
    // Paid at the counter, where the customer also accepts the terms: nothing more to enter.
    assert.equal(await page.getByLabel('Card Number').count(), 0);
    assert.equal(await page.getByLabel('I accept the terms and conditions').count(), 0);
    await page.getByRole('button', { name: 'Book for Harper' }).click();

    await expectToast(page, `Reservation created for Harper ${customer.lastName}.`);
    await page.waitForURL((url) => /^\/admin\/reservations\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await visible(page.getByRole('heading', { level: 1, name: vehicle.model }));
    await context.close();

    const [reservation] = await ownReservations(customer);
    assert.deepEqual(
      {
        id: reservation?.id,
        carId: reservation?.carId,
        pickUpTime: reservation?.pickUpTime,
        dropOffTime: reservation?.dropOffTime,
        pickUpLocation: reservation?.pickUpLocation,
        status: reservation?.status,
        totalPrice: reservation?.totalPrice,
      },
      {
        id,
        carId: vehicle.id,
        pickUpTime: `${day}T02:00:00`,
        dropOffTime: `${day}T04:30:00`,
        pickUpLocation: 'Union Square',
        status: 'CREATED',
        totalPrice: total,
      },
    );
    await waitForMail(customer.email, `Your Keyturn booking ${id} is confirmed`);
  });

  it('books a walk-in in one step: the new customer sets a password from the mail and finds the trip', async () => {
    const surname = uniqueSurname();
    const email = `robin.${surname.toLowerCase()}@example.com`;
    const vehicles = await api<Vehicle[]>('/car/visitors/all', null);
    const vehicle = vehicles[0]!;
    const day = companyDate(randomQuietDayAhead(40, 150));

    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/reservations/new');
    await visible(page.getByRole('heading', { level: 1, name: 'New reservation' }));
    // The toggle's label, as a person clicks it (its radio is the button's hidden input).
    await page.locator('label', { hasText: 'New customer' }).click();
    assert.equal(await page.getByRole('radio', { name: 'New customer' }).isChecked(), true);
    await typeInto(page, 'First Name', 'Robin');
    await typeInto(page, 'Last Name', surname);
    await typeInto(page, 'Email', email);
    await typeInto(page, 'Phone Number', '4155550142');
    assert.equal(await page.getByLabel('Phone Number').inputValue(), '(415) 555-0142');
    await typeInto(page, 'Licence Number', 'D1234567');
    await typeInto(page, 'Licence Expiry', dateKeys(addDays(day, 2000)));
    await typeInto(page, 'Date of Birth', dateKeys('1988-03-14'));
    await page.getByLabel('Vehicle', { exact: true }).selectOption(String(vehicle.id));
    await typeTrip(page, {
      ...dayTrip(day, '03:00', '05:00'),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Union Square',
    });
    await page.getByRole('button', { name: 'Check If Available' }).click();

    await visible(page.getByText(`The ${vehicle.model} is free for these times.`));
    await assertAccessible(page, 'new reservation for a walk-in, quoted');
    await screenshotForReview(page, 'walk-in-quoted');
    await page.getByRole('button', { name: 'Book for Robin' }).click();

    await expectToast(
      page,
      `Reservation created for Robin ${surname}, who has been mailed a link to set a password.`,
    );
    await page.waitForURL((url) => /^\/admin\/reservations\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await context.close();

    // The link in the welcome mail sets the password; the customer then has the booking.
    const welcome = await waitForMail(email, 'Welcome to Keyturn: choose your password');
    const link = new RegExp(`${baseUrl}/reset-password\\?token=[\\w%-]+`).exec(welcome.text)?.[0];
    assert.ok(link, `the mail holds a link: ${welcome.text}`);
    const password = 'Counter#2027';
    const { context: customerContext, page: customerPage } = await newPage(browser);
    await customerPage.goto(link);
    await typeSlowly(customerPage.getByLabel('New Password', { exact: true }), password);
    await typeSlowly(customerPage.getByLabel('Confirm New Password'), password);
    await customerPage.getByRole('button', { name: 'Save New Password' }).click();
    await customerPage.waitForURL((url) => url.pathname === '/auth/login');
    await customerContext.close();
    const [reservation, ...others] = await ownReservations({ email, password });
    assert.deepEqual(others, []);
    assert.equal(reservation?.id, id);
    assert.equal(reservation?.pickUpTime, `${day}T03:00:00`);
    await waitForMail(email, `Your Keyturn booking ${id} is confirmed`);
  });

  it("asks a walk-in's details with the register form's sentences, on a phone too", async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto('/admin/reservations/new');
    await page.locator('label', { hasText: 'New customer' }).click();
    const [vehicle] = await api<Vehicle[]>('/car/visitors/all', null);
    await page.getByLabel('Vehicle', { exact: true }).selectOption(String(vehicle!.id));
    await typeInto(page, 'Email', 'robin@');
    await typeInto(page, 'Phone Number', '41555');
    // It shows as disabled while the trip is empty: pressed as a person would, it says why.
    await page.getByRole('button', { name: 'Check If Available' }).click({ force: true });

    await visible(page.getByText('Please enter your first name'));
    await visible(page.getByText('Invalid email address'));
    await visible(page.getByText('Phone number must be 10 digits'));
    await screenshotForReview(page, 'walk-in-refusals');
    await context.close();
  });
});
