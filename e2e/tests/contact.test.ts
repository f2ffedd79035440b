import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectToast } from '../support/app.ts';
import { useBrowser, newPage } from '../support/browser.ts';
import { visible } from '../support/wait.ts';

describe('contact form', () => {
  const browser = useBrowser();

  it('shows field errors, sends the message and resets', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    assert.equal(await send.isDisabled(), true);

    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Subject').fill('Hi');
    await page.getByLabel('Message').fill('Too short');
    await page.getByLabel('Name').focus();
    await visible(page.getByText('Name must be at least 2 characters'));
    await visible(page.getByText('Invalid email address'));
    await visible(page.getByText('Subject must be at least 5 characters'));
    await visible(page.getByText('Message must be at least 20 characters'));
    assert.equal(await send.isDisabled(), true);

    await page.getByLabel('Name').fill('Alex Rivera');
    await page.getByLabel('Email').fill('alex@example.com');
    await page.getByLabel('Subject').fill('Corporate account');
    await page.getByLabel('Message').fill('We would like to rent five cars every Monday morning.');
    await send.click();
    await expectToast(page, 'Your message has been sent successfully!');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      const field = page.getByLabel(label, { exact: true });
      assert.equal(await field.inputValue(), '', `${label} is reset`);
    }
    await context.close();
  });
});
