import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminToken, api, confirmDeletion, loginAsAdmin } from '../support/admin.ts';
import { expectToast } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { until, visible } from '../support/wait.ts';

interface Message {
  id: number;
  name: string;
  email: string;
  subject: string;
}

describe('the admin contact messages', () => {
  const browser = useBrowser();

  it('reads and deletes a message sent through the public form', async () => {
    const subject = `Fleet question ${Date.now() % 100000}`;
    const body = 'Do you have any vans with a roof rack for next weekend?';

    const visitor = await newPage(browser);
    await visitor.page.goto('/contact');
    await visitor.page.getByLabel('Name').fill('Sam Visitor');
    await visitor.page.getByLabel('Email').fill('sam.visitor@example.com');
    await visitor.page.getByLabel('Subject').fill(subject);
    await visitor.page.getByLabel('Message').fill(body);
    await visitor.page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(visitor.page, 'Your message has been sent successfully!');
    await visitor.context.close();

    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/contact-messages');
    await visible(page.getByRole('heading', { level: 1, name: 'Contact Messages' }));
    // Newest first: the message just sent heads the list.
    const row = page.locator('.data-table-grid tbody tr').first();
    await visible(row);
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(cells, ['Sam Visitor', 'sam.visitor@example.com', subject]);
    await assertAccessible(page, 'admin message list');

    // All three columns sort on the server.
    for (const column of ['Sender Name', 'Sender Email', 'Subject']) {
      await page.getByRole('button', { name: column }).click();
      await until(
        async () =>
          (await page.locator('th', { hasText: column }).getAttribute('aria-sort')) === 'ascending',
        `${column} sorts`,
      );
    }
    await page.goto('/admin/contact-messages');
    await row.click();
    await page.waitForURL(/\/admin\/contact-messages\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await visible(page.getByRole('heading', { level: 1, name: subject }));
    await visible(page.getByText(body));
    await visible(page.getByRole('link', { name: 'sam.visitor@example.com' }));
    await assertAccessible(page, 'message details');

    // Cancel goes back to the list.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/admin/contact-messages');
    await page.goto(`/admin/contact-messages/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDeletion(page, 'message');
    await expectToast(page, 'The message has been deleted successfully');
    await page.waitForURL('**/admin/contact-messages');
    await api(`/contactmessage/${id}`, await adminToken(), { expect: 404 });
    await until(
      async () =>
        (await page.locator('.data-table-grid tbody tr', { hasText: subject }).count()) === 0,
      'the list no longer shows it',
    );
    await context.close();
  });

  it('shows an unknown message as such, on a phone too', async () => {
    const messages = await api<{ content: Message[] }>(
      '/contactmessage/pages?size=1',
      await adminToken(),
    );
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto('/admin/contact-messages');
    if (messages.content.length > 0) {
      await visible(page.locator('.data-table-grid tbody tr.clickable-row').first());
    }
    await assertAccessible(page, 'message list on a phone');
    await page.goto('/admin/contact-messages/999999');
    await visible(page.getByText('This message does not exist (any more).'));
    await context.close();
  });
});
