import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import {
  REPORT_DEFAULT_DAYS,
  formatShare,
  type Reservation,
  type RevenueByDay,
  type RevenueByVehicle,
  type UtilisationReport,
} from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { adminToken, api, downloadVia, loginAsAdmin } from '../support/admin.ts';
import { expectToast } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { DESKTOP, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { addDays, companyDate, requestDay } from '../support/dates.ts';
import { money } from '../support/money.ts';
import { until, visible } from '../support/wait.ts';

const TODAY = companyDate(0);
/** The dashboard's first range: the last 30 company days, today included. */
const FIRST = addDays(TODAY, 1 - REPORT_DEFAULT_DAYS);
const RANGE = `from=${encodeURIComponent(requestDay(FIRST))}&to=${encodeURIComponent(requestDay(TODAY))}`;

/** "Tue, Jun 10, 2031", as the tables name a day. */
const longDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

const revenueSection = (page: Page) => page.getByRole('region', { name: 'Revenue', exact: true });
const utilisationSection = (page: Page) =>
  page.getByRole('region', { name: 'Utilisation', exact: true });

/** The big figure of a report's totals: its first <dd>. */
const mainTotal = (page: Page, which: 'Revenue' | 'Utilisation') =>
  (which === 'Revenue' ? revenueSection(page) : utilisationSection(page)).locator(
    '.report-total-main dd',
  );

const REFUNDED = 23.45;

/**
 * A done trip of the demo data: the office takes its balance today (a charge is at most what is
 * owed), and gives some back. Gives the trip and what it took.
 */
async function takeMoneyToday(token: string): Promise<{ trip: Reservation; received: number }> {
  const all = await api<Reservation[]>('/reservations/admin/all', token);
  const trip = all.find(
    (reservation) => reservation.status === 'DONE' && reservation.balance > REFUNDED,
  );
  assert.ok(trip, 'the demo data holds a done trip with a balance');
  for (const body of [
    { kind: 'CHARGE', amount: trip.balance, note: 'Reports test' },
    { kind: 'REFUND', amount: REFUNDED, note: 'Reports test' },
  ]) {
    await api(`/reservations/admin/${trip.id}/payments`, token, {
      method: 'POST',
      body,
      expect: 201,
    });
  }
  return { trip, received: trip.balance };
}

describe('the revenue and utilisation reports on the dashboard', () => {
  const browser = useBrowser();

  it('draws the last 30 days with the numbers the API gives, and downloads them', async () => {
    const token = await adminToken();
    const { trip, received } = await takeMoneyToday(token);
    const byDay = await api<RevenueByDay>(`/reports/admin/revenue?${RANGE}`, token);
    const byVehicle = await api<RevenueByVehicle>(
      `/reports/admin/revenue?${RANGE}&groupBy=vehicle`,
      token,
    );
    const utilisation = await api<UtilisationReport>(`/reports/admin/utilisation?${RANGE}`, token);
    const today = byDay.days.at(-1)!;
    assert.equal(today.day, requestDay(TODAY));
    assert.ok(today.received >= received && today.refunded >= REFUNDED, 'today holds the payments');

    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    // The chart library comes with the first chart, in a chunk of its own.
    const chartLoaded = page.waitForResponse(
      (response) => /\/assets\/chartist-[\w-]+\.js$/.test(response.url()),
      { timeout: 30_000 },
    );
    await page.goto('/admin');
    await visible(page.getByRole('heading', { level: 2, name: 'Revenue and utilisation' }));
    await chartLoaded;

    // The totals, the chart's bars (revenue and charged for each day) and the table.
    await until(
      async () => (await mainTotal(page, 'Revenue').innerText()) === money(byDay.totals.revenue),
      `the revenue shows ${money(byDay.totals.revenue)}`,
    );
    const revenue = revenueSection(page);
    await until(
      async () => (await revenue.locator('.report-chart line.ct-bar').count()) === 2 * 30,
      'a revenue and a charged bar for each of the 30 days',
    );
    await revenue.getByText('Revenue by day as a table').click();
    const todayRow = revenue.getByRole('row', { name: new RegExp(`^${longDay(TODAY)}`) });
    await visible(todayRow);
    assert.deepEqual(
      (await todayRow.getByRole('cell').allInnerTexts()).map((text) => text.trim()),
      [today.received, today.refunded, today.revenue, today.charged].map(money),
    );
    assert.equal(await revenue.locator('tbody tr').count(), 30);

    await until(
      async () =>
        (await mainTotal(page, 'Utilisation').innerText()) ===
        formatShare(utilisation.fleet.utilisation),
      'the fleet utilisation shows',
    );
    const bars = utilisationSection(page).locator('.report-chart line.ct-bar');
    await until(
      async () => (await bars.count()) === utilisation.vehicles.length,
      'a bar for each vehicle',
    );

    // By vehicle: the done trip's car shows what was taken for it today among the rest.
    await revenue.getByRole('button', { name: 'By vehicle' }).click();
    const carRow = byVehicle.vehicles.find((row) => row.vehicle.id === trip.carId)!;
    // The table stays open from the days' view.
    await visible(revenue.getByText('Revenue by vehicle as a table'));
    assert.equal(await revenue.locator('details.report-table').getAttribute('open'), '');
    const vehicleRow = revenue.getByRole('row', {
      name: new RegExp(`^${carRow.vehicle.model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await visible(vehicleRow);
    assert.equal(
      (await vehicleRow.getByRole('cell').nth(2).innerText()).trim(),
      money(carRow.revenue),
    );

    await assertAccessible(page, 'the dashboard with its reports');

    // The revenue workbook of the range shown: a sheet by day, with today's numbers.
    const file = await downloadVia(page, page.getByRole('button', { name: 'Revenue (Excel)' }));
    await expectToast(page, 'Your download will start soon');
    assert.equal(file.name, `revenue-${FIRST}-to-${TODAY}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file.path);
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      ['Revenue by day', 'Revenue by vehicle'],
    );
    const lastRow = workbook.worksheets[0]!.getRow(REPORT_DEFAULT_DAYS + 1);
    assert.deepEqual(
      [2, 3, 4, 5].map((column) => lastRow.getCell(column).value),
      [today.received, today.refunded, today.revenue, today.charged],
    );
    assert.ok(lastRow.getCell(1).value instanceof Date, 'the day is a date');

    const sheet = await downloadVia(
      page,
      page.getByRole('button', { name: 'Utilisation (Excel)' }),
    );
    assert.equal(sheet.name, `utilisation-${FIRST}-to-${TODAY}.xlsx`);
    await context.close();
  });

  it('shows another range when the office picks one, and refuses a reversed one', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto('/admin');
    await visible(mainTotal(page, 'Revenue'));

    const week = page.waitForRequest(
      (request) =>
        request.url().includes('/api/reports/admin/revenue') &&
        request.url().includes(`from=${encodeURIComponent(requestDay(addDays(TODAY, -6)))}`),
    );
    await page.getByRole('button', { name: '7 days' }).click();
    await week;
    await until(
      async () => (await revenueSection(page).locator('.report-chart line.ct-bar').count()) === 14,
      'two bars for each of the 7 days',
    );
    assert.equal(
      await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed'),
      'true',
    );

    await page.getByLabel('From').fill(addDays(TODAY, 3));
    await visible(page.getByText('To must be on or after From.', { exact: false }));
    // Still the week's numbers, and nothing wider than the phone.
    assert.equal(await revenueSection(page).locator('.report-chart line.ct-bar').count(), 14);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    await context.close();
  });

  it('is not in the first download of the public pages', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      scripts.filter((url) => /chartist|DashboardPage/.test(url)),
      [],
    );
    await context.close();
  });
});
