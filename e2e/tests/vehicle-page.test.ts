import { VEHICLE_NOT_AVAILABLE_MESSAGE } from '@keyturn/shared';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Locator, Page, Route } from 'playwright-core';
import { apiToken } from '../support/admin.ts';
import {
  expectToast,
  login,
  registerViaApi,
  takenOver,
  waitForApp,
  type NewUser,
} from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { contrastRatio, shadowColours } from '../support/contrast.ts';
import {
  fillTrip,
  firstVehicle,
  quotedPrice,
  scrollToBookingForm,
  scrollToCalendar,
} from '../support/booking.ts';
import { baseUrl, DESKTOP, MOBILE, newPage, SMALL_PHONE, useBrowser } from '../support/browser.ts';
import { clockName, companyDate, dayName, officeHours, quietDayAhead } from '../support/dates.ts';
import { bookViaApi } from '../support/reservations.ts';
import { gone, until, visible } from '../support/wait.ts';

// Issue 20: the vehicle page on a phone and a desktop. The way to book on the first screen,
// failures said where they happen, the calendar's picks in office hours, the terms and the
// cancellation deadline, and where the focus goes.

const OFFLINE_SENTENCE = 'You seem to be offline. Check your connection, then try again.';
/** From lg (992 px) on, the form stands beside the photo and no shortcut leads to it. */
const isPhoneOrTablet = (viewport: { width: number }) => viewport.width < 992;
/** How far below the sticky header a place the page goes to comes to rest, at most. */
const BELOW_HEADER_PX = 32;

/** The calendar's code, e.g. `/assets/search-lazy-x1Y2.js`. */
const CALENDAR_CHUNK = /\/assets\/search-lazy-[\w-]+\.js$/;

/** Waits until the place has come to rest right below the sticky header, on the screen. */
async function restsBelowHeader(page: Page, place: Locator, where: string): Promise<number> {
  const header = (await page.locator('header.site-header').boundingBox())!;
  const headerBottom = header.y + header.height;
  let top = Number.NaN;
  await until(async () => {
    top = (await place.boundingBox())?.y ?? Number.NaN;
    return top >= headerBottom - 1 && top <= headerBottom + BELOW_HEADER_PX;
  }, `${where}: the booking form rests below the header (its top at ${top} px)`);
  return top;
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

describe('the vehicle page (issue 20)', () => {
  const browser = useBrowser();
  let customer: NewUser;
  let vehicle: { id: number; model: string };

  before(async () => {
    customer = await registerViaApi(baseUrl);
    vehicle = await firstVehicle();
  });

  for (const [index, viewport] of [SMALL_PHONE, MOBILE, DESKTOP].entries()) {
    const at = `${viewport.width} px`;

    it(`offers the way to book on the first screen, and the form under the header (${at})`, async (t) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/vehicles/${vehicle.id}`);
      await waitForApp(page);
      const shortcut = page.getByRole('link', { name: 'Book this car' });
      const formTitle = page.getByRole('heading', { name: 'Book this vehicle' });
      const form = page.locator('#booking');

      if (isPhoneOrTablet(viewport)) {
        await visible(shortcut);
        const box = (await shortcut.boundingBox())!;
        assert.ok(box.y + box.height <= viewport.height, `"Book this car" is on the first screen`);
        const formTop = (await form.boundingBox())!.y;
        t.diagnostic(
          `${viewport.width}×${viewport.height}: "Book this car" at ${Math.round(box.y)}–` +
            `${Math.round(box.y + box.height)} px; the form itself starts ${Math.round(formTop)} px down`,
        );
        // Clicked before the app has it, the link is a plain jump to the form's place.
        await takenOver(shortcut);
        await shortcut.click();
        await visible(formTitle);
        await restsBelowHeader(page, form, at);
        assert.ok(await isFocused(form), 'Tab goes on from the form');
        await gone(shortcut);
        // Past the form the bar is back, above the footer, never over it.
        await page.locator('footer').scrollIntoViewIfNeeded();
        await visible(shortcut);
        const [bar, footer] = await Promise.all([
          shortcut.boundingBox(),
          page.locator('footer').boundingBox(),
        ]);
        assert.ok(bar && footer && bar.y + bar.height <= footer.y, 'the bar ends above the footer');
      } else {
        assert.equal(await shortcut.isVisible(), false, 'no shortcut beside the form');
        await visible(formTitle);
        const box = (await formTitle.boundingBox())!;
        t.diagnostic(`${viewport.width}×${viewport.height}: the form's title at ${box.y} px`);
        assert.ok(box.y + box.height <= viewport.height, 'the form starts on the first screen');
      }
      // The form comes before the calendar: on a phone's screen, to a screen reader and to Tab.
      const formFirst = await page.evaluate(
        () =>
          document
            .getElementById('booking')!
            .compareDocumentPosition(document.querySelector('.vehicle-layout-calendar')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      );
      assert.ok(formFirst, 'the booking form comes before the calendar');
      await assertAccessible(page, `the vehicle page at ${at}`);
      await context.close();
    });

    it(`says offline where the calendar and the check failed, and keeps the trip (${at})`, async () => {
      const day = companyDate(quietDayAhead(80 + index));
      const { context, page } = await newPage(browser, viewport);
      await login(page, customer.email, customer.password);
      // The calendar's code is slow to come, until the phone goes offline.
      const held: Route[] = [];
      await page.route(CALENDAR_CHUNK, (route) => void held.push(route));
      await page.goto(`/vehicles/${vehicle.id}`);
      await scrollToBookingForm(page);
      await fillTrip(page, { date: day, pickUpTime: '10:00', dropOffTime: '12:00' });

      await context.setOffline(true);
      const calendarPlace = page.locator('.vehicle-layout-calendar');
      await calendarPlace.scrollIntoViewIfNeeded();
      await until(() => held.length > 0, 'the calendar asked for its code');
      for (const route of held) await route.abort('internetdisconnected');
      await page.unroute(CALENDAR_CHUNK);
      await visible(
        calendarPlace.getByText(
          `When this vehicle is free could not be loaded. ${OFFLINE_SENTENCE}`,
        ),
      );
      await visible(page.getByRole('heading', { level: 1, name: vehicle.model }));
      assert.equal(await page.getByText('This page could not be shown').count(), 0);

      // Offline, the check fails at once, says so under its button, and keeps the trip.
      await page.getByRole('button', { name: 'Check If Available' }).click();
      await expectToast(page, 'There is an error occurred during rent operation!');
      const said = page.locator('#booking').getByText(OFFLINE_SENTENCE);
      await visible(said);
      assert.ok(await isFocused(said), 'the sentence takes the focus from the disabled button');
      await assertAccessible(page, `the vehicle page offline at ${at}`);

      // Back online, Try again brings the calendar; what was typed is all there.
      await context.setOffline(false);
      await calendarPlace.getByRole('button', { name: 'Try again' }).click();
      await visible(calendarPlace.getByRole('list', { name: 'Days' }));
      assert.equal(await page.getByLabel('Pick Up Location').inputValue(), 'SFO Terminal 2');
      assert.equal(await page.getByLabel('Drop Off Location').inputValue(), 'Union Square');
      assert.equal(await page.getByLabel('Pick Up Date').inputValue(), day);
      await page.getByRole('button', { name: 'Check If Available' }).click();
      await visible(quotedPrice(page));
      await context.close();
    });

    it(`picks a free day in the office's hours and brings the form under the header (${at})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, customer.email, customer.password);
      await page.goto(`/vehicles/${vehicle.id}`);
      const calendar = await scrollToCalendar(page);
      await assertAccessible(page, `the calendar at ${at}`);

      // A day no one has booked this car on, within the 14 days shown.
      let day = '';
      for (let ahead = 1; ahead < 14 && !day; ahead += 1) {
        const candidate = companyDate(ahead);
        const button = calendar.getByRole('button', {
          name: `Free all day on ${dayName(candidate)}:`,
        });
        if ((await button.count()) > 0) day = candidate;
      }
      assert.ok(day, 'a day of the next two weeks is free all day');
      const { opens, closes } = officeHours(day);
      const hours = `${clockName(opens)} – ${clockName(closes)}`;
      // The name holds the words shown, then what picking does.
      await calendar
        .getByRole('button', {
          name: `Free all day on ${dayName(day)}: pick ${hours}`,
          exact: true,
        })
        .click();
      await visible(calendar.getByText(`Picked ${dayName(day)}, ${hours}:`, { exact: false }));
      await until(
        async () => (await page.getByLabel('Pick Up Time').inputValue()) === opens,
        'the pick-up time is the opening time',
      );
      assert.equal(await page.getByLabel('Pick Up Date').inputValue(), day);
      assert.equal(await page.getByLabel('Drop Off Date').inputValue(), day);
      assert.equal(await page.getByLabel('Drop Off Time').inputValue(), closes);
      await restsBelowHeader(page, page.locator('#booking'), at);
      await context.close();
    });

    it(`links the terms, states the cancellation deadline and focuses the check's outcome (${at})`, async () => {
      const ahead = quietDayAhead(90 + 2 * index);
      const [day, dayBefore] = [companyDate(ahead), companyDate(ahead - 1)];
      // Taken from 14:00 to 16:00 that day, by someone else.
      const other = await registerViaApi(baseUrl);
      await bookViaApi(await apiToken(other.email, other.password), vehicle.id, {
        daysAhead: ahead,
        from: '14:00:00',
        to: '16:00:00',
      });
      const { context, page } = await newPage(browser, viewport);
      await login(page, customer.email, customer.password);
      await page.goto(`/vehicles/${vehicle.id}`);
      await scrollToBookingForm(page);
      await fillTrip(page, { date: day, pickUpTime: '14:00', dropOffTime: '15:00' });

      // Taken: the sentence under the button takes the focus the disabled button lost.
      await page.getByRole('button', { name: 'Check If Available' }).click();
      await expectToast(page, VEHICLE_NOT_AVAILABLE_MESSAGE);
      const taken = page.locator('#booking').getByText(VEHICLE_NOT_AVAILABLE_MESSAGE);
      await until(() => isFocused(taken), 'the sentence has the focus');

      // Free: the price takes the focus, as the check's button is gone.
      await page.getByLabel('Pick Up Time').fill('10:00');
      await page.getByLabel('Drop Off Time').fill('12:00');
      await gone(taken);
      await page.getByRole('button', { name: 'Check If Available' }).click();
      const price = quotedPrice(page);
      await visible(price);
      await until(() => isFocused(price), 'the price has the focus');

      // The deadline of this trip, on the company's clock, before Book Now.
      const notice = page.getByText(
        `Free cancellation until ${dayName(dayBefore)}, 10:00 AM (24 hours before pick-up).`,
      );
      const book = page.getByRole('button', { name: 'Book Now' });
      await notice.scrollIntoViewIfNeeded();
      const [noticeBox, bookBox] = await Promise.all([notice.boundingBox(), book.boundingBox()]);
      assert.ok(noticeBox && bookBox && noticeBox.y + noticeBox.height <= bookBox.y);
      await assertAccessible(page, `the payment step at ${at}`);

      // Reached by keyboard, Book Now shows a focus ring at 3:1 or more against the white card.
      await page.getByRole('button', { name: 'Edit' }).focus();
      await page.keyboard.press('Tab');
      assert.equal(await book.evaluate((button) => button === document.activeElement), true);
      // The ring fades in (Bootstrap's transition): it is judged once it has.
      const ringContrast = async () => {
        const ring = shadowColours(
          await book.evaluate((button) => getComputedStyle(button).boxShadow),
        );
        return Math.max(0, ...ring.map((colour) => contrastRatio(colour, [255, 255, 255])));
      };
      await until(
        async () => (await ringContrast()) >= 3,
        'the focus ring stands out from white',
        3000,
      );

      // The terms open in a tab of their own; the form keeps what was entered.
      const terms = page.locator('#booking').getByRole('link', { name: 'terms and conditions' });
      assert.equal(await terms.getAttribute('target'), '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
      await visible(tab.getByRole('heading', { level: 1, name: 'Terms and Conditions' }));
      const sections = ['Booking', 'The driver', 'Paying', 'Deposit', 'Returning the car'];
      for (const section of [...sections, 'Cancellation and no-shows']) {
        await visible(tab.getByRole('heading', { level: 2, name: section, exact: true }));
      }
      await visible(tab.getByText('free of charge, until 24 hours before its pick-up time'));
      const footerLink = tab.locator('footer').getByRole('link', { name: 'Terms and Conditions' });
      assert.equal(await footerLink.getAttribute('aria-current'), 'page');
      await assertAccessible(tab, `the terms at ${at}`);
      await tab.close();
      assert.equal(await page.getByLabel('I accept the terms and conditions').isChecked(), false);
      await visible(book);
      await context.close();
    });
  }
});
