import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, CUSTOMER, expectToast, login, waitForLoginPage } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { EVERY_WIDTH, newPage, useBrowser } from '../support/browser.ts';
import { visible } from '../support/wait.ts';

describe('the way into the admin area', () => {
  const browser = useBrowser();

  for (const viewport of EVERY_WIDTH) {
    it(`sends a signed-out visitor to log in and back to the admin page, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const place = '/admin/reservations?status=CREATED&size=5';
      await page.goto(place);
      await waitForLoginPage(page, place);
      assert.equal(
        await page.getByRole('heading', { name: 'Oops! Forbidden Access!' }).count(),
        0,
        'no 403 for someone who has not signed in',
      );
      await assertAccessible(page, `login on the way to the admin area at ${viewport.width}`);

      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expectToast(page, 'You have successfully logged in');
      await page.waitForURL((url) => url.pathname === '/admin/reservations');
      const back = new URL(page.url()).searchParams;
      assert.equal(back.get('status'), 'CREATED');
      assert.equal(back.get('size'), '5');
      await visible(page.getByRole('heading', { level: 1, name: 'Reservations' }));
      await context.close();
    });
  }

  it('still shows a signed-in customer the 403 page', async () => {
    const { context, page } = await newPage(browser, EVERY_WIDTH[0]);
    await login(page, CUSTOMER.email, CUSTOMER.password);
    await page.goto('/admin/users');
    await page.waitForURL('**/forbidden');
    await visible(page.getByRole('heading', { name: 'Oops! Forbidden Access!' }));
    await context.close();
  });
});
