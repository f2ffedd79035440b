import { describe, it } from 'node:test';
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
});
