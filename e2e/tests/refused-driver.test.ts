import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DRIVER_TOO_YOUNG_MESSAGE } from '@keyturn/shared';
import { dismissToasts, expectToast, login, registerViaApi } from '../support/app.ts';
import { dayTrip, firstVehicle, scrollToBookingForm, typeTrip } from '../support/booking.ts';
import { baseUrl, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { addDays, companyDate, dateKeys, quietDayAhead } from '../support/dates.ts';
import { typeSlowly } from '../support/input.ts';
import { visible } from '../support/wait.ts';

describe('a driver the booking would refuse', () => {
  const browser = useBrowser();

  it('is warned on the profile, then told on the vehicle page before any card is asked for', async () => {
    const user = await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser, MOBILE);
    await login(page, user.email, user.password);

    await page.goto('/user');
    const driver = page.getByRole('group', { name: 'Driver' });
    await typeSlowly(
      page.getByLabel('Date of Birth'),
      dateKeys(addDays(companyDate(0), -19 * 365)),
    );
    const notice = driver.getByRole('status');
    await visible(notice);
    assert.match(
      await notice.innerText(),
      /^Drivers must be 21 at pick-up: bookings can start from \w+ \d+, \d{4}\.$/,
    );
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated successfully.');
    await dismissToasts(page);

    const vehicle = await firstVehicle();
    await page.goto(`/vehicles/${vehicle.id}`);
    await scrollToBookingForm(page);
    await typeTrip(page, dayTrip(companyDate(quietDayAhead(20)), '10:00', '12:00'));
    await page.getByRole('button', { name: 'Check If Available' }).click();
    await visible(page.locator('p.alert-danger', { hasText: DRIVER_TOO_YOUNG_MESSAGE }));
    assert.equal(await page.getByLabel('Card Number').count(), 0, 'no card is asked for');
    assert.equal(await page.getByRole('region', { name: 'Price' }).count(), 0, 'no price either');
    await context.close();
  });
});
