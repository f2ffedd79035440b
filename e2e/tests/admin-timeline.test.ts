import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, apiToken, loginAsAdmin } from '../support/admin.ts';
import { registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, newPage, useBrowser } from '../support/browser.ts';
import { companyDate, randomQuietDayAhead } from '../support/dates.ts';
import { bookViaApi } from '../support/reservations.ts';
import { until, visible } from '../support/wait.ts';

/** The Monday of the week an ISO date (YYYY-MM-DD) falls in, and the Monday before it. */
function mondays(isoDate: string): { monday: string; mondayBefore: string } {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  const iso = (value: Date) => value.toISOString().slice(0, 10);
  return { monday: iso(monday), mondayBefore: iso(new Date(monday.getTime() - 7 * 86_400_000)) };
}

const fromOf = (url: string) => new URL(url).searchParams.get('from');

describe('the admin timeline', () => {
  const browser = useBrowser();

  it("shows a booking on its vehicle's row in its week, and opens it", async () => {
    const customer = await registerViaApi(baseUrl);
    const token = await apiToken(customer.email, customer.password);
    const [vehicle] = await api<{ id: number; model: string }[]>('/car/visitors/all', null);
    // Night hours on a day weeks ahead: no other test books then.
    const daysAhead = randomQuietDayAhead(20, 150);
    const { id } = await bookViaApi(token, vehicle!.id, {
      daysAhead,
      from: '02:00:00',
      to: '05:00:00',
    });
    const { monday, mondayBefore } = mondays(companyDate(daysAhead));

    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Timeline', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Timeline' }));
    assert.equal(fromOf(page.url()), null, 'this week is shown without a date in the address');
    await visible(page.getByRole('row', { name: new RegExp(vehicle!.model) }).first());

    // The week before the booking's, then on to the next one.
    await page.goto(`/admin/timeline?from=${mondayBefore}`);
    const bar = page.getByRole('link', { name: new RegExp(`reservation ${id},`) });
    await visible(page.getByRole('heading', { level: 1, name: 'Timeline' }));
    assert.equal(await bar.count(), 0, 'the booking is not in the week before');
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === monday);
    await visible(bar);
    const label = await bar.getAttribute('aria-label');
    assert.match(
      label ?? '',
      new RegExp(`^Created reservation ${id}, Robin ${customer.lastName}, `),
    );
    assert.equal((await bar.textContent())?.trim(), `Robin ${customer.lastName}`);
    await visible(page.getByRole('list', { name: 'Legend' }).getByText('Out of service'));
    await assertAccessible(page, 'admin timeline');

    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === mondayBefore);
    await page.getByRole('button', { name: 'This week' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === null);
    // The address changes first; the page follows it in a render of its own.
    const thisWeek = page.getByRole('button', { name: 'This week' });
    await until(() => thisWeek.isDisabled(), '"This week" is disabled on this week');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('from') === mondayBefore);
    await page.getByRole('button', { name: 'Next week' }).click();
    await bar.click();
    await page.waitForURL((url) => url.pathname === `/admin/reservations/${id}`);
    await visible(page.getByRole('heading', { level: 1, name: vehicle!.model }));
    await context.close();
  });
});
