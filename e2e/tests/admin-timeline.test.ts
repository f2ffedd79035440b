import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, apiToken, loginAsAdmin } from '../support/admin.ts';
import { registerViaApi } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, EVERY_WIDTH, newPage, useBrowser } from '../support/browser.ts';
import { addDays, companyDate, dayName, mondayOf, randomQuietDayAhead } from '../support/dates.ts';
import { bookViaApi } from '../support/reservations.ts';
import { gone, until, visible } from '../support/wait.ts';

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
    const monday = mondayOf(companyDate(daysAhead));
    const mondayBefore = addDays(monday, -7);

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
    const label = await bar.locator('.visually-hidden').textContent();
    assert.match(
      label ?? '',
      new RegExp(`^: Created reservation ${id}, Robin ${customer.lastName}, `),
    );
    assert.equal(
      (await bar.locator('.timeline-bar-title').textContent())?.trim(),
      `Robin ${customer.lastName}`,
    );
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

  for (const [index, viewport] of EVERY_WIDTH.entries()) {
    it(`makes a booking of a few hours readable: a tooltip, and the day alone, at ${viewport.width} px`, async () => {
      const customer = await registerViaApi(baseUrl, { firstName: 'Ursula' });
      const token = await apiToken(customer.email, customer.password);
      const vehicles = await api<{ id: number; model: string }[]>('/car/visitors/all', null);
      // A vehicle of its own at each width, at night, weeks ahead: nothing else books it then.
      const vehicle = vehicles[3 + index]!;
      const daysAhead = randomQuietDayAhead(20, 150);
      const date = companyDate(daysAhead);
      const { id } = await bookViaApi(token, vehicle.id, {
        daysAhead,
        from: '02:00:00',
        to: '05:00:00',
      });
      const monday = mondayOf(date);
      const name = `Ursula ${customer.lastName}`;

      const { context, page } = await newPage(browser, viewport);
      await loginAsAdmin(page);
      await page.goto(`/admin/timeline?from=${monday}`);
      const bar = page.getByRole('link', { name: new RegExp(`reservation ${id},`) });
      await visible(bar);
      // Three hours of a week: a sliver, whose words do not fit.
      const weekWidth = (await bar.boundingBox())!.width;
      assert.ok(weekWidth < 60, `the week's bar is narrow (${weekWidth} px)`);

      // Its tooltip tells who, what and when, to the keyboard as to the mouse.
      await bar.focus();
      const tooltip = page.getByRole('tooltip');
      await visible(tooltip);
      const told = await tooltip.innerText();
      for (const words of [name, 'Created', '2:00 AM', '5:00 AM']) {
        assert.ok(told.includes(words), `the tooltip says ${words}: ${told}`);
      }
      assert.equal(
        await bar.getAttribute('aria-describedby'),
        await tooltip.getAttribute('id'),
        'the tooltip describes the bar',
      );
      await assertAccessible(page, `timeline week with a tooltip at ${viewport.width}`);
      if (viewport.width >= 1280) {
        await page.keyboard.press('Tab');
        await bar.hover();
        await visible(tooltip);
      }

      // The day's heading opens that day alone, where the bar reads whole.
      await page.getByRole('link', { name: `${dayName(date)}, show this day alone` }).click();
      await page.waitForURL((url) => url.searchParams.get('day') === date);
      await visible(page.getByRole('button', { name: 'Day', pressed: true }));
      await visible(bar);
      const box = (await bar.boundingBox())!;
      assert.ok(box.width > 150, `three hours of a day are wide (${box.width} px)`);
      const title = bar.locator('.timeline-bar-title');
      assert.equal((await title.innerText()).replace(/\s+/g, ' ').trim(), name);
      assert.ok(
        await title.evaluate((element) => element.scrollHeight <= element.clientHeight + 1),
        'the name is not cut',
      );
      assert.equal((await bar.locator('.timeline-bar-hours').innerText()).trim(), '2 – 5 AM');
      // Opened scrolled to the day's first bars: on a phone this one is in view at once.
      const shown = await page.locator('.timeline-scroller').boundingBox();
      assert.ok(box.x < shown!.x + shown!.width, 'the bar is scrolled into view');
      // The week's tooltip left with the focus; checked while still fading, its faint text
      // would read as too little contrast.
      await gone(page.getByRole('tooltip'));
      await assertAccessible(page, `timeline day at ${viewport.width}`);

      // On to the next day and back to the week, by buttons.
      await page.getByRole('button', { name: 'Next day' }).click();
      const nextDay = addDays(date, 1);
      await page.waitForURL((url) => url.searchParams.get('day') === nextDay);
      await page.getByRole('button', { name: 'Week' }).click();
      await page.waitForURL((url) => url.searchParams.get('from') === mondayOf(nextDay));
      await visible(page.getByRole('button', { name: 'Next week' }));
      await context.close();
    });
  }
});
