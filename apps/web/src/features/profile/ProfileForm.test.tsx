import type { User } from '@keyturn/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api.ts';
import { signedOutAuth } from '../../test/auth.ts';
import { customerUser, driverDetails as driver } from '../../test/customer.ts';
import { AuthContext } from '../auth/auth-context.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** The server's answer to PUT /api/user, keeping every body sent. */
function serve(answer = () => Response.json({ message: 'Saved' })) {
  const sent: unknown[] = [];
  setApiTransport((_url, init) => {
    sent.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    return Promise.resolve(answer());
  });
  return sent;
}

function renderForm(user: User) {
  render(
    <AuthContext.Provider value={{ ...signedOutAuth, isLoggedIn: true, user }}>
      <ProfileForm user={user} />
    </AuthContext.Provider>,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('invalid-feedback'))?.textContent;
};
const update = () => screen.getByRole('button', { name: 'Update Profile' });

afterEach(() => {
  vi.useRealTimers();
  setApiTransport((url, init) => fetch(url, init));
});

describe('the profile form', () => {
  it("shows the driver's fields in a section of their own, with what is on record", () => {
    renderForm({ ...customerUser, ...driver });
    const section = screen.getByRole('group', { name: 'Driver' });
    expect(section.getAttribute('aria-describedby')).toBe('driver-fields-note');
    expect(section.contains(field('Licence Number'))).toBe(true);
    expect(field('Licence Region')).toHaveProperty('value', 'California');
    expect(field('Licence Expiry')).toHaveProperty('value', '2030-03-31');
    expect(field('Date of Birth')).toHaveProperty('value', '1990-07-04');
  });

  it('sends the days as MM/DD/YYYY and an emptied field as null', async () => {
    const sent = serve();
    const user = renderForm({ ...customerUser, licenseNumber: 'OLD-1' });
    await user.clear(field('Licence Number'));
    await user.type(field('Licence Region'), 'Oregon');
    await user.type(field('Licence Expiry'), '2029-12-31');
    await user.type(field('Date of Birth'), '1988-02-29');
    await user.click(update());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      licenseNumber: null,
      licenseRegion: 'Oregon',
      licenseExpiry: '12/31/2029',
      dateOfBirth: '02/29/1988',
    });
    // Saved: the form starts again from what was sent, so nothing is left to update.
    await vi.waitFor(() => expect(update().getAttribute('aria-disabled')).toBe('true'));
    expect(field('Licence Number')).toHaveProperty('value', '');
  });

  it('warns, as the details are typed, of the bookings they will refuse', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-07T12:00:00') });
    const user = renderForm({ ...customerUser, licenseExpiry: '01/15/2027' });
    expect(screen.getByRole('status').textContent).toBe(
      'Your licence expires on January 15, 2027: trips that end after that day are refused.',
    );
    await user.type(field('Date of Birth'), '2008-03-04');
    expect(screen.getByRole('status').textContent).toContain(
      'Drivers must be 21 at pick-up: bookings can start from March 4, 2029.',
    );
    await user.clear(field('Date of Birth'));
    await user.type(field('Date of Birth'), '1990-03-04');
    await user.clear(field('Licence Expiry'));
    await user.type(field('Licence Expiry'), '2026-12-01');
    expect(screen.getByRole('status').textContent).toBe(
      'Your licence expired on December 1, 2026: bookings are refused until a valid one is entered.',
    );
    await user.clear(field('Licence Expiry'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's sentence under the field it names", async () => {
    const reason = 'Licence number must be at most 30 characters';
    serve(() =>
      Response.json(
        { message: reason, errors: [{ field: 'licenseNumber', message: reason }] },
        { status: 400 },
      ),
    );
    const user = renderForm(customerUser);
    await user.type(field('Licence Number'), 'D7654321');
    await user.click(update());
    await vi.waitFor(() => expect(errorOf('Licence Number')).toBe(reason));
  });
});
