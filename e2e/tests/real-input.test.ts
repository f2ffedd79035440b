import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, apiToken } from '../support/admin.ts';
import { expectToast, signInNewCustomer } from '../support/app.ts';
import { MOBILE, newPage, useBrowser, type SuiteBrowser } from '../support/browser.ts';
import { clearByKeyboard, pasteInto, typeSlowly } from '../support/input.ts';
import { visible } from '../support/wait.ts';

// What people type and paste, not tidy test values: every digit 0-9 appears across the fields
// of each form, phone numbers hold 9s, and numbers are pasted with their country code.

interface StoredUser {
  phoneNumber: string;
  address: string;
  zipCode: string;
}

function storedUser(email: string, password: string): Promise<StoredUser> {
  return apiToken(email, password).then((token) => api<StoredUser>('/user', token));
}

/** A phone-sized page that may use the clipboard, for pasting. */
async function withClipboard(browser: SuiteBrowser) {
  const opened = await newPage(browser, MOBILE);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return opened;
}

/**
 * A phone-sized page on the register form, filled key by key for a new address of `who` but
 * for the phone, which is left to the caller: the page, its phone field and the address.
 */
async function registerFormButThePhone(browser: SuiteBrowser, who: string) {
  const { context, page } = await withClipboard(browser);
  const email = `${who}.${Date.now()}@example.com`;
  await page.goto('/auth/register');
  await typeSlowly(page.getByLabel('First Name'), 'Noor');
  await typeSlowly(page.getByLabel('Last Name'), 'Haddad');
  await typeSlowly(page.getByLabel('Email'), email);
  await typeSlowly(page.getByLabel('Address'), '3678 Mission Street');
  await typeSlowly(page.getByLabel('Zip Code'), '94102');
  await typeSlowly(page.getByLabel('Password', { exact: true }), 'Drive#2026x');
  await typeSlowly(page.getByLabel('Confirm Password'), 'Drive#2026x');
  return { context, page, email, phone: page.getByLabel('Phone Number') };
}

async function register(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectToast(page, 'You have successfully registered!');
}

describe('what people type and paste', () => {
  const browser = useBrowser();

  it('registers a phone full of nines typed key by key, and stores it', async () => {
    const { context, page, email, phone } = await registerFormButThePhone(browser, 'noor');
    await typeSlowly(phone, '4159999999');
    assert.equal(await phone.inputValue(), '(415) 999-9999');
    await register(page);

    const stored = await storedUser(email, 'Drive#2026x');
    assert.equal(stored.phoneNumber, '(415) 999-9999');
    assert.equal(stored.address, '3678 Mission Street');
    assert.equal(stored.zipCode, '94102');
    await context.close();
  });

  it('keeps every key typed at machine speed, and edits with the keyboard', async () => {
    const { context, page } = await withClipboard(browser);
    await page.goto('/auth/register');
    const phone = page.getByLabel('Phone Number');
    await phone.fill('');
    // No pause at all, before the first key or between keys: a busy phone hands queued keys
    // over back to back.
    await phone.pressSequentially('9195550199');
    assert.equal(await phone.inputValue(), '(919) 555-0199');
    for (let press = 0; press < 5; press++) await page.keyboard.press('Backspace');
    assert.equal(await phone.inputValue(), '(919) 55', 'the dash goes with the digit after it');
    await page.keyboard.type('87654');
    assert.equal(await phone.inputValue(), '(919) 558-7654');
    // Backspace right after ") " takes the digit before them; the rest closes up.
    await phone.press('Home');
    for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    assert.equal(await phone.inputValue(), '(915) 587-654');
    await page.keyboard.type('4');
    assert.equal(await phone.inputValue(), '(914) 558-7654');
    await context.close();
  });

  it('takes digits from a keyboard that composes them, as Android keyboards do', async () => {
    const { context, page } = await withClipboard(browser);
    await page.goto('/auth/register');
    const phone = page.getByLabel('Phone Number');
    await phone.click();
    // Such a keyboard shows each key as a composition first and commits it after; its events
    // cannot be cancelled, so the field tidies what the browser wrote once the key is committed.
    const keyboard = await context.newCDPSession(page);
    const compose = async (shown: string, committed: string) => {
      await keyboard.send('Input.imeSetComposition', {
        text: shown,
        selectionStart: shown.length,
        selectionEnd: shown.length,
      });
      await keyboard.send('Input.insertText', { text: committed });
    };
    for (const digit of '4159') await compose(digit, digit);
    assert.equal(await phone.inputValue(), '(415) 9');
    // A suggestion committed whole, country code and all.
    await phone.fill('');
    await compose('+1 650', '+1 650 999 8877');
    assert.equal(await phone.inputValue(), '(650) 999-8877');
    await context.close();
  });

  it('undoes and redoes with the keyboard, and registers the number brought back', async () => {
    const { context, page, email, phone } = await registerFormButThePhone(browser, 'undo');
    await typeSlowly(phone, '4159990123');
    await page.keyboard.press('ControlOrMeta+A');
    await pasteInto(page, phone, '+1 650 999 8877');
    assert.equal(await phone.inputValue(), '(650) 999-8877');

    // The paste is one step; the typing before it, another, as in a plain field.
    await page.keyboard.press('ControlOrMeta+Z');
    assert.equal(await phone.inputValue(), '(415) 999-0123');
    await page.keyboard.press('ControlOrMeta+Z');
    assert.equal(await phone.inputValue(), '');
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    assert.equal(await phone.inputValue(), '(415) 999-0123');
    await page.keyboard.press('Control+Y');
    assert.equal(await phone.inputValue(), '(650) 999-8877');
    await page.keyboard.press('ControlOrMeta+Z');
    assert.equal(await phone.inputValue(), '(415) 999-0123');
    // The undone paste gives back the selection it replaced; typing goes on from the end.
    assert.deepEqual(
      await phone.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
      [0, 14],
    );
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('9');
    assert.equal(await phone.inputValue(), '(415) 999-0129');
    await register(page);

    assert.equal((await storedUser(email, 'Drive#2026x')).phoneNumber, '(415) 999-0129');
    await context.close();
  });

  for (const pasted of ['+1 415 555 0123', '1 415 555 0123', '(415) 555-0123', '4155550123']) {
    it(`registers a phone pasted as "${pasted}"`, async () => {
      const { context, page, email, phone } = await registerFormButThePhone(browser, 'paste');
      await pasteInto(page, phone, pasted);
      assert.equal(await phone.inputValue(), '(415) 555-0123');
      await register(page);

      assert.equal((await storedUser(email, 'Drive#2026x')).phoneNumber, '(415) 555-0123');
      await context.close();
    });
  }

  it("changes the profile's phone by typing and by pasting over the old one", async () => {
    const { context, page } = await withClipboard(browser);
    const user = await signInNewCustomer(page);
    await page.goto('/user');
    const phone = page.getByLabel('Phone Number');
    const update = page.getByRole('button', { name: 'Update Profile' });
    await visible(phone);

    await clearByKeyboard(page, phone);
    await typeSlowly(phone, '9195550199');
    assert.equal(await phone.inputValue(), '(919) 555-0199');
    await clearByKeyboard(page, page.getByLabel('Address'));
    await typeSlowly(page.getByLabel('Address'), '2468 Ocean Avenue');
    await clearByKeyboard(page, page.getByLabel('Zip Code'));
    await typeSlowly(page.getByLabel('Zip Code'), '94137');
    await update.click();
    await expectToast(page, 'Profile updated successfully.');
    let stored = await storedUser(user.email, user.password);
    assert.equal(stored.phoneNumber, '(919) 555-0199');
    assert.equal(stored.address, '2468 Ocean Avenue');
    assert.equal(stored.zipCode, '94137');

    // Pasted over the whole old number, as people do: select it all, then paste.
    await phone.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await pasteInto(page, phone, '+1 (650) 999-8877');
    assert.equal(await phone.inputValue(), '(650) 999-8877');
    await update.click();
    await expectToast(page, 'Profile updated successfully.');
    stored = await storedUser(user.email, user.password);
    assert.equal(stored.phoneNumber, '(650) 999-8877');
    await context.close();
  });
});
