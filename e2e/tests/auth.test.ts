import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissToasts, expectToast, login, waitForLoginPage } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { useBrowser, newPage } from '../support/browser.ts';
import { typeSlowly } from '../support/input.ts';
import { visible } from '../support/wait.ts';

describe('register, log in and log out', () => {
  const browser = useBrowser();

  it('registers a customer, then logs in with the new account', async () => {
    const { context, page } = await newPage(browser);
    const email = `casey.${Date.now()}@example.com`;
    await page.goto('/auth/register');
    const submit = page.getByRole('button', { name: 'Register', exact: true });
    assert.equal(await submit.isDisabled(), true);

    await page.getByLabel('First Name').fill('Casey');
    await page.getByLabel('Last Name').fill('Morgan');
    await page.getByLabel('Email').fill(email);
    await typeSlowly(page.getByLabel('Phone Number'), '4155550123');
    assert.equal(await page.getByLabel('Phone Number').inputValue(), '(415) 555-0123');
    await page.getByLabel('Address').fill('88 Mission Street');
    await page.getByLabel('Zip Code').fill('94105');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password', { exact: true }).blur();
    await visible(page.getByText('Password must be at least 8 characters'));
    await page.getByLabel('Password', { exact: true }).fill('Drive#2026x');
    await page.getByLabel('Confirm Password').fill('Drive#2026x');

    const toggle = page.getByRole('button', { name: 'Show Password' }).first();
    assert.equal(await toggle.getAttribute('title'), 'Show Password');
    await toggle.click();
    assert.equal(await page.getByLabel('Password', { exact: true }).getAttribute('type'), 'text');
    await visible(page.getByRole('button', { name: 'Hide Password' }));
    await assertAccessible(page, 'register form filled in');

    await submit.click();
    await expectToast(page, 'You have successfully registered!');
    await page.waitForURL('**/auth/login');
    await dismissToasts(page);

    await login(page, email, 'Drive#2026x');
    await visible(page.getByRole('button', { name: 'Casey Morgan' }));
    await context.close();
  });

  it('shows the server message when the login fails', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026x');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Invalid email or password');
    assert.equal(new URL(page.url()).pathname, '/auth/login');
    await context.close();
  });

  it('switches between login and register, and asks before logging out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'REGISTER' }).click();
    await page.waitForURL('**/auth/register');
    await page.getByRole('link', { name: 'LOGIN' }).click();
    await page.waitForURL('**/auth/login');

    await login(page, 'customer@keyturn.example', 'Customer#2026');
    // A signed-in user has nothing to do on the login page.
    await page.goto('/auth/login');
    await page.waitForURL((url) => url.pathname === '/');

    const menu = page.locator('#user-menu');
    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByRole('heading', { name: 'Logout' }));
    await visible(page.getByText('Are you sure you want to logout?'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await visible(menu);

    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.locator('.swal2-confirm').click();
    await visible(page.locator('header').getByRole('link', { name: 'Login' }));
    assert.equal(new URL(page.url()).pathname, '/');
    await page.goto('/user');
    await waitForLoginPage(page, '/user');
    await context.close();
  });
});
