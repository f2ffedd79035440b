import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMPANY_CONTACT, OFFICE_PHONE, RESERVATION_CANCELLED_MESSAGE } from '@keyturn/shared';
import { adminToken, api, apiToken, dialog } from '../support/admin.ts';
import { expectToast, login, registerViaApi } from '../support/app.ts';
import { firstVehicle } from '../support/booking.ts';
import { baseUrl, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, companyInstant, randomQuietDayAhead, requestTime } from '../support/dates.ts';
import { calendarProperties, waitForMail, type ReceivedMail } from '../support/mailbox.ts';
import { bookViaApi } from '../support/reservations.ts';
import { visible } from '../support/wait.ts';

/** The instant of `time` on the company's day `isoDate`, as iCalendar writes it in UTC. */
const icsTime = (isoDate: string, time: string) =>
  companyInstant(isoDate, time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The one calendar entry a mail carries: its MIME type's method and its properties. */
function calendarOf(mail: ReceivedMail): Partial<Record<string, string>> {
  assert.equal(mail.calendars.length, 1, `"${mail.subject}" carries one calendar entry`);
  const [calendar] = mail.calendars;
  return { mimeMethod: calendar!.method, ...calendarProperties(calendar!.content) };
}

/** What every mail gives: replies go to the office, whose phone it names. */
function assertReachesTheOffice(mail: ReceivedMail) {
  assert.deepEqual(mail.replyTo, [COMPANY_CONTACT.email], `Reply-To of "${mail.subject}"`);
  assert.ok(mail.text.includes(OFFICE_PHONE), `the text of "${mail.subject}" gives the phone`);
  assert.ok(mail.html.includes(OFFICE_PHONE), `the HTML of "${mail.subject}" gives the phone`);
}

type CalendarEntry = ReturnType<typeof calendarOf>;

/**
 * The calendar entry of the mail to `address` with the subject, once it has come and answers
 * to the office: the event of the entry before it, a later version of it, sent as `method`.
 */
async function nextVersionOf(
  before: CalendarEntry,
  address: string,
  subject: string,
  method: string,
): Promise<CalendarEntry> {
  const mail = await waitForMail(address, subject);
  assertReachesTheOffice(mail);
  const entry = calendarOf(mail);
  assert.equal(entry.UID, before.UID);
  assert.ok(Number(entry.SEQUENCE) > Number(before.SEQUENCE), `SEQUENCE ${entry.SEQUENCE} rose`);
  assert.equal(entry.METHOD, method);
  return entry;
}

describe('the mails a customer gets', () => {
  const browser = useBrowser();

  it('answer to the office, and the calendar entry follows the office’s change and the cancellation', async () => {
    const customer = await registerViaApi(baseUrl);
    const token = await apiToken(customer.email, customer.password);
    const vehicle = await firstVehicle();
    const days = randomQuietDayAhead(200, 120);
    const date = companyDate(days);
    const { id } = await bookViaApi(token, vehicle.id, {
      daysAhead: days,
      from: '10:00:00',
      to: '12:00:00',
    });

    const confirmed = await waitForMail(customer.email, `Your Keyturn booking ${id} is confirmed`);
    assertReachesTheOffice(confirmed);
    const first = calendarOf(confirmed);
    assert.equal(first.UID, `reservation-${id}@keyturn`);
    assert.equal(first.SEQUENCE, '0');
    assert.equal(first.METHOD, 'PUBLISH');
    assert.equal(first.mimeMethod, 'PUBLISH');
    assert.equal(first.DTSTART, icsTime(date, '10:00'));
    assert.equal(first.ORGANIZER, `mailto:${COMPANY_CONTACT.email}`);

    // The office moves the booking to the afternoon.
    await api(
      `/reservations/admin/auth?carId=${vehicle.id}&reservationId=${id}`,
      await adminToken(),
      {
        method: 'PUT',
        body: {
          pickUpTime: requestTime(date, '13:00'),
          dropOffTime: requestTime(date, '15:00'),
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Union Square',
          status: 'CREATED',
        },
      },
    );
    const changed = `Your Keyturn booking ${id} has changed`;
    const second = await nextVersionOf(first, customer.email, changed, 'PUBLISH');
    assert.equal(second.DTSTART, icsTime(date, '13:00'));

    // The customer cancels it on the site, on a phone.
    const { context, page } = await newPage(browser, MOBILE);
    await login(page, customer.email, customer.password);
    await page.goto(`/user/reservations/${id}`);
    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    await dialog(page).getByRole('button', { name: 'Yes, Cancel It' }).click();
    await expectToast(page, RESERVATION_CANCELLED_MESSAGE);
    await context.close();

    const cancelled = `Your Keyturn booking ${id} is cancelled`;
    const third = await nextVersionOf(second, customer.email, cancelled, 'CANCEL');
    assert.equal(third.UID, first.UID);
    assert.equal(third.mimeMethod, 'CANCEL');
    assert.equal(third.STATUS, 'CANCELLED');
  });

  it('fit a phone’s screen: the reset link wraps instead of widening the mail', async () => {
    const customer = await registerViaApi(baseUrl);
    await api('/password/forgot', null, { method: 'POST', body: { email: customer.email } });
    const mail = await waitForMail(customer.email, 'Choose a new Keyturn password');
    assertReachesTheOffice(mail);

    const { context, page } = await newPage(browser, MOBILE);
    await page.setContent(mail.html);
    const link = page.locator('a[href*="/reset-password?token="]').last();
    await visible(link);
    const layout = await link.evaluate((anchor) => ({
      pageWidth: document.documentElement.scrollWidth,
      linkRight: anchor.getBoundingClientRect().right,
      linkLines: anchor.getClientRects().length,
    }));
    assert.ok(layout.pageWidth <= MOBILE.width, `the mail is ${layout.pageWidth} px wide`);
    assert.ok(layout.linkRight <= MOBILE.width, `the link reaches ${layout.linkRight} px`);
    assert.ok(layout.linkLines > 1, 'the link is broken over lines');
    await context.close();
  });
});
