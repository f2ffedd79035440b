import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminToken, api, confirmDeletion, loginAsAdmin } from '../support/admin.ts';
import { ADMIN, expectToast, login, registerViaApi, toasts } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { gone, until, visible } from '../support/wait.ts';

interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
}

async function userByEmail(email: string): Promise<User | undefined> {
  const all = await api<User[]>('/user/auth/all', await adminToken());
  return all.find((user) => user.email === email);
}

describe('the admin users', () => {
  const browser = useBrowser();

  it("edits a user's roles: the Admin Panel entry appears for them", async () => {
    const customer = await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/users');
    await visible(page.getByRole('heading', { level: 1, name: 'Users' }));
    // Newest first: the user just registered heads the list.
    const row = page.locator('.data-table-grid tbody tr', { hasText: customer.email });
    await visible(row);
    assert.match(await row.innerText(), /Customer/);
    await assertAccessible(page, 'admin user list');
    await row.locator('td').nth(2).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: customer.firstName }));
    await assertAccessible(page, 'edit user form');

    const save = page.getByRole('button', { name: 'Save' });
    const admin = page.getByRole('checkbox', { name: 'Admin' });
    const customerRole = page.getByRole('checkbox', { name: 'Customer' });
    assert.equal(await customerRole.isChecked(), true);
    assert.equal(await admin.isChecked(), false);
    assert.equal(await save.isDisabled(), true, 'nothing changed yet');

    // Rules of the shared schema, shown once touched.
    await page.getByLabel('Zip Code').fill('941');
    await page.getByLabel('Zip Code').blur();
    await visible(page.getByText('Zip code must be exactly 5 digits'));
    assert.equal(await save.isDisabled(), true);
    await page.getByLabel('Zip Code').fill('94110');
    await customerRole.uncheck();
    await visible(page.getByText('Please select at least one role'));
    assert.equal(await save.isDisabled(), true);
    await customerRole.check();
    await page.getByLabel('New Password').fill('weak');
    await page.getByLabel('New Password').blur();
    await visible(page.getByText('Password must be at least 8 characters'));
    await page.getByLabel('New Password').fill('');

    // Saving what the request carries: both roles; an empty password is left out.
    await admin.check();
    const request = page.waitForRequest(
      (req) => req.method() === 'PUT' && /\/api\/user\/\d+\/auth$/.test(req.url()),
    );
    await save.click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    assert.deepEqual(body.roles, ['Customer', 'Administrator']);
    assert.equal(body.builtIn, false);
    assert.equal('password' in body, false, 'an empty password is left out');
    assert.equal(body.zipCode, '94110');
    await expectToast(page, 'User updated successfully.');
    await until(async () => (await save.isDisabled()) === true, 'the saved form is unchanged');
    const saved = await userByEmail(customer.email);
    assert.deepEqual(saved?.roles, ['Customer', 'Administrator']);
    await context.close();

    // Logged in as that user: the Admin Panel entry is there, and so is the admin area.
    const them = await newPage(browser);
    await login(them.page, customer.email, customer.password);
    await them.page.locator('#user-menu').click();
    await them.page.getByRole('link', { name: 'Admin Panel' }).click();
    await them.page.waitForURL('**/admin');
    await visible(them.page.getByRole('heading', { level: 1, name: 'Admin Panel' }));
    await them.context.close();
  });

  it('sets a new password, and deletes a user after confirmation', async () => {
    const customer = await registerViaApi(baseUrl);
    const stored = await userByEmail(customer.email);
    assert.ok(stored);
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto(`/admin/users/${stored.id}`);
    await visible(page.getByRole('heading', { level: 1, name: customer.firstName }));
    await assertAccessible(page, 'edit user form on a phone');
    await page.getByLabel('New Password').fill('Changed#2026z');
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expectToast(page, 'User updated successfully.');
    const loginResponse = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: 'Changed#2026z' }),
    });
    assert.equal(loginResponse.status, 200, 'the new password works');
    assert.equal(await page.getByLabel('New Password').inputValue(), '', 'and is not kept');
    await gone(toasts(page), 8000);

    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDeletion(page, 'user');
    await expectToast(page, 'User deleted successfully.');
    await page.waitForURL('**/admin/users');
    assert.equal(await userByEmail(customer.email), undefined);
    await context.close();
  });

  it('goes back to the page of the list the user was opened from', async () => {
    // Enough users for a second page of five, whatever ran before.
    for (let i = 0; i < 6; i += 1) await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/users?page=2&size=5');
    const rows = page.locator('.data-table-grid tbody tr');
    await visible(rows.filter({ hasText: '@' }).first());
    const listAddress = new URL(page.url()).search;

    await rows.filter({ hasText: '@' }).first().locator('td').nth(2).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await page.getByRole('link', { name: 'Back to users' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    assert.equal(new URL(page.url()).search, listAddress, 'the back link keeps the place');

    await rows.filter({ hasText: '@' }).first().locator('td').nth(2).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    assert.equal(new URL(page.url()).search, listAddress, 'Cancel keeps the place too');
    await context.close();
  });

  it('shows the last page, not an empty list, for a page past the end', async () => {
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/users?page=500&size=50');
    await page.waitForURL((url) => Number(url.searchParams.get('page') ?? '1') < 500);
    assert.equal(new URL(page.url()).searchParams.get('size'), '50', 'the size is kept');
    await visible(page.locator('tbody tr').filter({ hasText: '@' }).first());
    const pager = page.getByRole('navigation', { name: /pages/i });
    if ((await pager.count()) > 0) {
      await visible(pager.locator('.page-item.disabled').filter({ hasText: 'Last' }));
    }
    await context.close();
  });

  it('shows the built-in administrator read-only', async () => {
    const me = await userByEmail(ADMIN.email);
    assert.ok(me);
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto(`/admin/users/${me.id}`);
    await visible(page.getByText('This is a built-in user and cannot be updated.'));
    assert.equal(await page.getByLabel('First Name').isDisabled(), true);
    assert.equal(await page.getByRole('checkbox', { name: 'Admin' }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0);
    await assertAccessible(page, 'built-in user');
    await context.close();
  });
});
