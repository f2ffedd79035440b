import type { Extra } from '@keyturn/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownToasts } from '../../../lib/toast.ts';
import {
  errorOf,
  changeSent,
  fakeWholeList,
  field,
  openAdminForm,
  restoreApi,
  saveButton,
} from '../lib/testing/admin-page.tsx';
import { ExtraFormPage } from './ExtraFormPage.tsx';

// The office has said yes to the question before each delete.
vi.mock('../../../components/ConfirmDialog.ts', () => ({
  confirmDelete: () => Promise.resolve(true),
}));

const DEACTIVATED = 'The extra is booked already, so it has been deactivated instead of deleted.';

const childSeat: Extra = {
  id: 3,
  name: 'Child seat',
  description: 'For children up to 4 years',
  price: 8,
  per: 'DAY',
  maxQuantity: 2,
  active: true,
};

/** The extras the server holds, and what it answers a save or a delete. */
const serve = (answer = () => Response.json({ message: 'The extra has been added.' })) =>
  fakeWholeList('/extras/admin', [childSeat], answer);

const openPage = (address: string) =>
  openAdminForm(
    address,
    ['/admin/extras/new', '/admin/extras/:extraId'],
    <ExtraFormPage />,
    'Extra',
  );

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

describe('the extra form', () => {
  it("starts a new extra per trip, one a booking, offered, and holds it to the server's rules", async () => {
    const sent = serve();
    const user = await openPage('/admin/extras/new');
    expect((field('Per') as HTMLSelectElement).value).toBe('TRIP');
    expect((field('Max Quantity') as HTMLInputElement).value).toBe('1');
    expect((field('Active') as HTMLSelectElement).value).toBe('true');

    await user.type(field('Name'), '  GPS  ');
    await user.type(field('Price ($)'), '1.234');
    await user.clear(field('Max Quantity'));
    await user.type(field('Max Quantity'), '10');
    await user.tab();
    expect(errorOf('Price ($)')).toBe('Price can have at most 2 decimals');
    expect(errorOf('Max Quantity')).toBe('Max quantity must be at most 9');
    await user.clear(field('Price ($)'));
    await user.type(field('Price ($)'), '10000');
    expect(errorOf('Price ($)')).toBe('Price must be less than 10000');
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');

    await user.clear(field('Price ($)'));
    await user.type(field('Price ($)'), '4.50');
    await user.clear(field('Max Quantity'));
    await user.type(field('Max Quantity'), '1');
    await user.selectOptions(field('Per'), 'DAY');
    await user.click(saveButton());
    await vi.waitFor(() => expect(changeSent(sent)).toBeDefined());
    expect(changeSent(sent)).toEqual({
      method: 'POST',
      path: '/extras/admin',
      body: { name: 'GPS', description: '', price: 4.5, per: 'DAY', maxQuantity: 1, active: true },
    });
    await screen.findByText('Elsewhere');
  });

  it('edits an extra, taking it off the offer', async () => {
    const sent = serve(() => Response.json({ message: 'The extra has been updated.' }));
    const user = await openPage('/admin/extras/3');
    expect(screen.getByText('$8.00 per day')).toBeDefined();
    await user.selectOptions(field('Active'), 'false');
    await user.click(saveButton());
    await vi.waitFor(() => expect(changeSent(sent)).toBeDefined());
    const { id: _id, ...unchanged } = childSeat;
    expect(changeSent(sent)).toEqual({
      method: 'PUT',
      path: '/extras/admin/3',
      body: { ...unchanged, active: false },
    });
  });

  it('says what the server did with a booked extra: deactivated, not deleted', async () => {
    const sent = serve(() => Response.json({ message: DEACTIVATED, success: true }));
    const user = await openPage('/admin/extras/3');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Elsewhere');
    expect(changeSent(sent)).toMatchObject({ method: 'DELETE', path: '/extras/admin/3' });
    expect(shownToasts().map((toast) => toast.title)).toContain(DEACTIVATED);
  });
});
