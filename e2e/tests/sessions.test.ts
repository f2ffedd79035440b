import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectToast, login, registerViaApi } from '../support/app.ts';
import { DESKTOP, MOBILE, baseUrl, newPage, useBrowser } from '../support/browser.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { visible } from '../support/wait.ts';

/** The second device: a phone, told apart by its User-Agent. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Mobile Safari/537.36';

describe('sessions', () => {
  const browser = useBrowser();

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`lists the sign-ins and ends another one, then this one (${viewport.width} px)`, async () => {
      const user = await registerViaApi(baseUrl);
      const first = await newPage(browser, viewport);
      const second = await newPage(browser, viewport);
      await second.context.setExtraHTTPHeaders({ 'user-agent': PHONE_USER_AGENT });
      await login(second.page, user.email, user.password);
      await login(first.page, user.email, user.password);

      const { page } = first;
      await page.goto('/user');
      const section = page.getByRole('region', { name: 'Sessions' });
      const rows = section.getByRole('listitem');
      await visible(rows.nth(1));
      assert.deepEqual(
        await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
        ['Chrome on Linux', 'Chrome on Android'],
      );
      const here = section.getByRole('listitem', { name: 'Chrome on Linux' });
      await visible(here.getByText('This device'));
      assert.match((await rows.nth(1).textContent()) ?? '', /\S · Last used /);
      await screenshotForReview(page, 'sessions');

      // The phone's session ends: its next page load is signed out.
      await section.getByRole('button', { name: 'End session: Chrome on Android' }).click();
      await page.locator('.swal2-confirm').click();
      await expectToast(page, 'The session has been ended.');
      await rows.nth(1).waitFor({ state: 'detached' });
      await screenshotForReview(page, 'sessions-one-left');

      await second.page.goto('/user');
      await second.page.waitForURL('**/auth/login**');
      await visible(second.page.getByLabel('Email'));

      // Ending this device's own session signs out as the Logout does.
      await section.getByRole('button', { name: 'End session: Chrome on Linux' }).click();
      await page.locator('.swal2-confirm').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/user');
      await page.waitForURL('**/auth/login**');
      await visible(page.getByLabel('Email'));

      await first.context.close();
      await second.context.close();
    });
  }
});
