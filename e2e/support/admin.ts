import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, expectToast, login } from './app.ts';
import { baseUrl } from './browser.ts';
import { visible } from './wait.ts';

/** A token for calls made straight to the API (setting up data, checking what the UI shows). */
export async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  assert.equal(response.status, 200, text);
  return (JSON.parse(text) as { token: string }).token;
}

export function adminToken(): Promise<string> {
  return apiToken(ADMIN.email, ADMIN.password);
}

export async function api<T>(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown; expect?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  assert.equal(response.status, init.expect ?? 200, `${init.method ?? 'GET'} ${path}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The `totalElements` of a paged list, as the dashboard should show it. */
export async function totalOf(path: string, token: string): Promise<number> {
  const page = await api<{ totalElements: number }>(`${path}?page=0&size=1`, token);
  return page.totalElements;
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await login(page, ADMIN.email, ADMIN.password);
}

/** The open SweetAlert2 dialog (not a toast). */
export function dialog(page: Page): Locator {
  return page.locator('.swal2-popup:not(.swal2-toast)');
}

/** Checks the spec's delete confirmation for `thing`, then confirms it. */
export async function confirmDeletion(page: Page, thing: string): Promise<void> {
  const popup = dialog(page);
  await visible(popup);
  assert.equal(
    (await popup.locator('.swal2-title').innerText()).trim(),
    `Are you sure you want to delete this ${thing}?`,
  );
  assert.equal(
    (await popup.locator('.swal2-html-container').innerText()).trim(),
    "You won't be able to revert this action!",
  );
  await visible(popup.locator('.swal2-icon.swal2-question'));
  await visible(popup.getByRole('button', { name: 'Cancel' }));
  await popup.locator('.swal2-confirm').click();
}

/** Clicks a download button; gives where the browser saved the file, and the file's name. */
export async function downloadVia(
  page: Page,
  button: Locator,
): Promise<{ path: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  // Read where the browser put it: Playwright deletes that folder when the browser closes.
  return { path: await download.path(), name: download.suggestedFilename() };
}

/**
 * Opens a downloaded workbook and gives its sheet's name, its first row, whether that row stays
 * in view (a frozen pane under it), and each row after it as the texts it shows.
 */
export async function headerRow(
  path: string,
): Promise<{ sheet: string; header: string[]; frozen: boolean; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  assert.ok(sheet, 'the workbook has a sheet');
  const texts = (row: ExcelJS.Row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    return cells;
  };
  const rows: string[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(texts(row));
  });
  const [view] = sheet.views;
  const frozen = view?.state === 'frozen' && view.ySplit === 1;
  return { sheet: sheet.name, header: texts(sheet.getRow(1)), frozen, rows };
}

interface SpreadsheetDownload {
  list: string;
  button: string;
  toast: string;
  /** The report as the contract fixes it (apps/api/test/support/report-layouts.ts). */
  layout: { fileName: string; sheetName: string; header: string[] };
}

/**
 * As the administrator on an admin list, downloads its spreadsheet and checks what arrived: its
 * name, its sheet, its header row, held in view. Gives the rows below the header.
 */
export async function expectSpreadsheetDownload(page: Page, expected: SpreadsheetDownload) {
  await loginAsAdmin(page);
  await page.goto(expected.list);
  const file = await downloadVia(page, page.getByRole('button', { name: expected.button }));
  await expectToast(page, expected.toast);
  assert.equal(file.name, expected.layout.fileName);
  const { sheet, header, frozen, rows } = await headerRow(file.path);
  assert.equal(sheet, expected.layout.sheetName);
  assert.deepEqual(header, expected.layout.header);
  assert.equal(frozen, true, 'the header row stays in view');
  return rows;
}
