import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ADMIN,
  CUSTOMER,
  dismissToasts,
  expectToast,
  login,
  registerViaApi,
  signInNewCustomer,
} from '../support/app.ts';
import { apiToken } from '../support/admin.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { addDays, companyDate, dateKeys } from '../support/dates.ts';
import { typeSlowly } from '../support/input.ts';
import { until, visible } from '../support/wait.ts';

interface Driver {
  licenseNumber?: string;
  licenseRegion?: string;
  licenseExpiry?: string;
  dateOfBirth?: string;
}

/** The signed-in user as the API answers it: a driver's field only when on record. */
async function driverOnRecord(token: string): Promise<Driver> {
  const response = await fetch(`${baseUrl}/api/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
  const { licenseNumber, licenseRegion, licenseExpiry, dateOfBirth } =
    (await response.json()) as Driver;
  return { licenseNumber, licenseRegion, licenseExpiry, dateOfBirth };
}

/** An ISO day as the API writes days: '2029-03-31' → '03/31/2029'. */
const requestDay = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

describe('the customer area', () => {
  const browser = useBrowser();

  it('updates the profile', async () => {
    const { context, page } = await newPage(browser);
    const user = await signInNewCustomer(page);
    await page.locator('#user-menu').click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/user');
    await visible(page.getByRole('heading', { level: 1, name: 'My Profile' }));
    await assertAccessible(page, 'profile');

    const update = page.getByRole('button', { name: 'Update Profile' });
    assert.equal(await update.isDisabled(), true, 'nothing changed yet');
    await page.getByLabel('Zip Code').fill('94a05');
    await page.getByLabel('Zip Code').blur();
    await visible(page.getByText('Zip code must contain only digits'));
    assert.equal(await update.isDisabled(), true, 'the form is invalid');
    await page.getByLabel('Zip Code').fill('94110');
    await page.getByLabel('Address').fill('77 Valencia Street');
    await page.getByLabel('First Name').fill('Robyn');
    await update.click();
    await expectToast(page, 'Profile updated successfully.');
    await visible(page.locator('#user-menu', { hasText: `Robyn ${user.lastName}` }));

    await page.reload();
    await visible(page.getByLabel('Address'));
    assert.equal(await page.getByLabel('Address').inputValue(), '77 Valencia Street');
    await context.close();
  });

  it("keeps the driver's licence and date of birth, and removes a field emptied", async () => {
    const user = await registerViaApi(baseUrl);
    const token = await apiToken(user.email, user.password);
    const { context, page } = await newPage(browser, MOBILE);
    await login(page, user.email, user.password);
    await page.goto('/user');
    const driver = page.getByRole('group', { name: 'Driver' });
    await visible(driver.getByText('We check your licence at pick-up'));

    // Days typed digit by digit, as people type them into a date input.
    const expiry = companyDate(3 * 365);
    const birthday = addDays(companyDate(0), -30 * 365);
    await page.getByLabel('Licence Number').fill('D7654321');
    await page.getByLabel('Licence Region').fill('Oregon');
    await typeSlowly(page.getByLabel('Licence Expiry'), dateKeys(expiry));
    await typeSlowly(page.getByLabel('Date of Birth'), dateKeys(birthday));
    await assertAccessible(page, 'profile with the driver on a phone');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated successfully.');
    await dismissToasts(page);
    assert.deepEqual(await driverOnRecord(token), {
      licenseNumber: 'D7654321',
      licenseRegion: 'Oregon',
      licenseExpiry: requestDay(expiry),
      dateOfBirth: requestDay(birthday),
    });

    await page.reload();
    await visible(page.getByLabel('Licence Number'));
    assert.equal(await page.getByLabel('Licence Number').inputValue(), 'D7654321');
    assert.equal(await page.getByLabel('Licence Region').inputValue(), 'Oregon');
    assert.equal(await page.getByLabel('Licence Expiry').inputValue(), expiry);
    assert.equal(await page.getByLabel('Date of Birth').inputValue(), birthday);

    // An emptied field is removed from the record; the others stay.
    await page.getByLabel('Licence Region').fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated successfully.');
    await until(
      async () => (await driverOnRecord(token)).licenseRegion === undefined,
      'the licence region is removed',
    );
    const kept = await driverOnRecord(token);
    assert.equal(kept.licenseNumber, 'D7654321');
    assert.equal(kept.dateOfBirth, requestDay(birthday));
    await page.reload();
    await visible(page.getByLabel('Licence Region'));
    assert.equal(await page.getByLabel('Licence Region').inputValue(), '');
    assert.equal(await page.getByLabel('Licence Number').inputValue(), 'D7654321');
    await context.close();
  });

  it('changes the password, then logs in with the new one', async () => {
    const { context, page } = await newPage(browser);
    const user = await signInNewCustomer(page);
    await page.goto('/user');
    await page.getByLabel('Current Password').fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill('Fresh#2026y');
    await page.getByLabel('Confirm New Password').fill('Fresh#2026y');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Your password has been updated.');
    await dismissToasts(page);
    // The session goes on after the change.
    await page.goto('/user/reservations');
    await visible(page.getByRole('heading', { level: 1, name: 'My Reservations' }));

    await page.locator('#user-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.locator('.swal2-confirm').click();
    await visible(page.locator('header').getByRole('link', { name: 'Login' }));

    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Invalid email or password');
    await dismissToasts(page);
    await login(page, user.email, 'Fresh#2026y');
    await context.close();
  });

  it('shows the built-in customer read-only forms', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await login(page, CUSTOMER.email, CUSTOMER.password);
    await page.goto('/user');
    await visible(page.getByText('This is a built-in user and cannot be updated.'));
    assert.equal(await page.getByLabel('First Name').isDisabled(), true);
    assert.equal(await page.getByLabel('Current Password').isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Update Profile' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Change Password' }).count(), 0);
    await assertAccessible(page, 'built-in profile on a phone');

    await page.goto('/user/reservations');
    await visible(page.getByRole('heading', { level: 1, name: 'My Reservations' }));
    await assertAccessible(page, 'reservations on a phone');

    await page.goto('/admin');
    await page.waitForURL('**/forbidden');
    await visible(page.getByRole('heading', { name: 'Oops! Forbidden Access!' }));
    await visible(page.getByText("You don't have permission to access this page."));
    await assertAccessible(page, '403');
    await context.close();
  });

  it('gives administrators the admin panel entry', async () => {
    const { context, page } = await newPage(browser);
    await login(page, ADMIN.email, ADMIN.password);
    await page.locator('#user-menu').click();
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin');
    // The admin area is someone else's; here it only matters that the guard lets us in.
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/admin');
    assert.equal(await page.getByRole('heading', { name: 'Oops! Forbidden Access!' }).count(), 0);
    await page.goto('/user');
    await visible(page.locator('.avatar-card-admin'));
    await context.close();
  });
});
