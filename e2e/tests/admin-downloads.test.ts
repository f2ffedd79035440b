import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RESERVATION_STATUS_LABELS } from '@keyturn/shared';
import { REPORT_LAYOUTS } from '../../apps/api/test/support/report-layouts.ts';
import { expectSpreadsheetDownload } from '../support/admin.ts';
import { newPage, useBrowser } from '../support/browser.ts';

/** Each admin list's download button, the toast it shows and the report it must give. */
const DOWNLOADS = [
  {
    what: 'the user data',
    list: '/admin/users',
    button: 'Download User Data',
    toast: 'Your download will start soon',
    layout: REPORT_LAYOUTS.users,
  },
  {
    what: 'the vehicle report',
    list: '/admin/vehicles',
    button: 'Download Vehicle Reports',
    toast: 'Vehicle data downloaded successfully!',
    layout: REPORT_LAYOUTS.vehicles,
  },
  {
    what: 'the reservation data',
    list: '/admin/reservations',
    button: 'Download Reservation Data',
    toast: 'Your download will start soon',
    layout: REPORT_LAYOUTS.reservations,
  },
];

describe('the admin spreadsheet downloads', () => {
  const browser = useBrowser();

  for (const download of DOWNLOADS) {
    it(`downloads ${download.what} as a spreadsheet`, async () => {
      const { context, page } = await newPage(browser);
      await expectSpreadsheetDownload(page, download);
      await context.close();
    });
  }

  it("names the reservations' statuses as the site does", async () => {
    const { context, page } = await newPage(browser);
    const rows = await expectSpreadsheetDownload(page, DOWNLOADS[2]!);
    const status = REPORT_LAYOUTS.reservations.header.indexOf('Status');
    const shown = new Set(rows.map((row) => row[status]));
    // The demo data holds done, booked and cancelled trips.
    for (const label of ['Done', 'Created', 'Cancelled']) assert.ok(shown.has(label), label);
    const labels = Object.values(RESERVATION_STATUS_LABELS);
    assert.deepEqual(
      [...shown].filter((text) => !labels.includes(text!)),
      [],
    );
    await context.close();
  });
});
