import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { login, registerViaApi } from '../support/app.ts';
import { baseUrl, useBrowser, newPage } from '../support/browser.ts';
import { visible } from '../support/wait.ts';

/** Signs in through the form; the token the server handed out. */
async function loginCapturingToken(page: Page, email: string, password: string) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/login') && response.request().method() === 'POST',
  );
  await login(page, email, password);
  return ((await (await answer).json()) as { token: string }).token;
}

/** What the API says to a copy of `token` used outside the browser. */
async function statusOfCopiedToken(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

async function logOutThroughMenu(page: Page): Promise<void> {
  await page.locator('#user-menu').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.locator('.swal2-confirm').click();
  await visible(page.locator('header').getByRole('link', { name: 'Login' }));
}

describe('logout', () => {
  const browser = useBrowser();

  it('ends the token on the server: a copy of it is refused afterwards', async () => {
    const user = await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser);
    const token = await loginCapturingToken(page, user.email, user.password);
    assert.equal(await statusOfCopiedToken(token), 200);

    const logoutAnswer = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
    await logOutThroughMenu(page);
    assert.equal((await logoutAnswer).status(), 200);
    assert.equal(await statusOfCopiedToken(token), 401);

    // Signing in again works at once.
    await loginCapturingToken(page, user.email, user.password);
    await page.goto('/user');
    await visible(page.getByRole('heading', { level: 1, name: 'My Profile' }));
    await context.close();
  });

  it('signs out in the browser even when the server cannot be reached', async () => {
    const user = await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser);
    const token = await loginCapturingToken(page, user.email, user.password);
    await page.route('**/api/logout', (route) => route.abort('internetdisconnected'));

    await logOutThroughMenu(page);
    assert.equal(new URL(page.url()).pathname, '/');
    await page.goto('/user');
    await page.waitForURL('**/auth/login**');
    // The call never arrived, so only the browser forgot the token.
    assert.equal(await statusOfCopiedToken(token), 200);
    await context.close();
  });
});
