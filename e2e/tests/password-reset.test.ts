import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
} from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { expectToast, registerViaApi } from '../support/app.ts';
import { baseUrl, MOBILE, newPage, useBrowser } from '../support/browser.ts';
import { typeSlowly } from '../support/input.ts';
import { waitForMail } from '../support/mailbox.ts';
import { visible } from '../support/wait.ts';

const SUBJECT = 'Choose a new Keyturn password';
const NEW_PASSWORD = 'Harbor#2027z';

/** From the login page, as a person who forgot: the link, the address typed, the answer. */
async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Forgot your password?' }));
  await typeSlowly(page.getByLabel('Email'), email);
  await page.getByRole('button', { name: 'Send Me A Link' }).click();
  await visible(page.getByRole('status').filter({ hasText: PASSWORD_RESET_SENT_MESSAGE }));
}

async function chooseNewPassword(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await visible(page.getByRole('heading', { level: 1, name: 'Choose a new password' }));
  await typeSlowly(page.getByLabel('New Password', { exact: true }), NEW_PASSWORD);
  await typeSlowly(page.getByLabel('Confirm New Password'), NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save New Password' }).click();
}

const loginStatus = async (email: string, password: string) =>
  (
    await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

describe('forgot and reset password', () => {
  const browser = useBrowser();

  it('mails a link that sets a new password once, then the customer logs in with it', async () => {
    const customer = await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser);
    await askForLink(page, customer.email);

    const mail = await waitForMail(customer.email, SUBJECT);
    const link = new RegExp(`${baseUrl}/reset-password\\?token=[\\w%-]+`).exec(mail.text)?.[0];
    assert.ok(link, `the mail holds a reset link: ${mail.text}`);
    await chooseNewPassword(page, link);
    await expectToast(page, PASSWORD_RESET_DONE_MESSAGE);
    await page.waitForURL((url) => url.pathname === '/auth/login');

    await typeSlowly(page.getByLabel('Email'), customer.email);
    await typeSlowly(page.getByLabel('Password', { exact: true }), NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'You have successfully logged in');
    assert.equal(await loginStatus(customer.email, NEW_PASSWORD), 200);
    assert.equal(await loginStatus(customer.email, customer.password), 400);

    // The link works once: signed in now, the page still opens it and says it is spent.
    await chooseNewPassword(page, link);
    await visible(page.getByText(PASSWORD_RESET_INVALID_MESSAGE));
    await visible(page.getByRole('link', { name: 'Ask for a new link' }));
    await context.close();
  });

  it('answers an address without an account exactly as one with an account', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await askForLink(page, `nobody.${Date.now()}@example.com`);
    await context.close();
  });
});
