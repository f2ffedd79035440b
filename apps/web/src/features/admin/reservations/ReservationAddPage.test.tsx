import type { Vehicle } from '@keyturn/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, shownToasts } from '../../../lib/toast.ts';
import { settingsAnswer } from '../../../test/settings.ts';
import {
  changeSent,
  errorOf,
  fakeApi,
  field,
  renderAdminPage,
  restoreApi,
  type SentRequest,
} from '../lib/testing/admin-page.tsx';
import { ReservationAddPage } from './ReservationAddPage.tsx';

// 12:00 in San Francisco (PST) on December 1, 2026.
const NOW = new Date('2026-12-01T20:00:00Z');
const vehicle = { id: 7, model: 'Test Car', pricePerHour: 20 } as Vehicle;
const EMAIL_TAKEN = 'This email address is already used by another account.';

const quoteAnswer = () =>
  Response.json({
    available: true,
    totalPrice: 40,
    quote: {
      lines: [{ code: 'RENTAL', label: '2 h × $20.00', quantity: 2, unitPrice: 20, amount: 40 }],
      total: 40,
      deposit: 200,
    },
  });

/** The server as the page meets it: settings, the fleet, no extras, a free car, a booking. */
function serve(bookAnswer = () => Response.json({ message: 'Created', id: 42 }, { status: 201 })) {
  return fakeApi(({ method, path }) => {
    if (path === '/settings') return settingsAnswer();
    if (path === '/car/visitors/all') return Response.json([vehicle]);
    if (path === '/extras/visitors') return Response.json([]);
    if (path.startsWith('/reservations/admin/quote?')) return quoteAnswer();
    if (method === 'POST' && path.startsWith('/reservations/admin/add?')) return bookAnswer();
    return undefined;
  });
}

async function renderPage() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const user = renderAdminPage(
    '/admin/reservations/new',
    ['/admin/reservations/new'],
    <ReservationAddPage />,
  );
  await screen.findByRole('form', { name: 'Customer, vehicle and trip' });
  return user;
}

/** Chooses the car and a trip of 10:00-12:00 on December 5, as a picker sets the inputs. */
async function enterTrip(user: Awaited<ReturnType<typeof renderPage>>) {
  await user.selectOptions(field('Vehicle'), String(vehicle.id));
  await user.type(field('Pick Up Location'), 'Union Square');
  await user.type(field('Drop Off Location'), 'SFO Airport');
  for (const [label, value] of [
    ['Pick Up Date', '2026-12-05'],
    ['Pick Up Time', '10:00'],
    ['Drop Off Date', '2026-12-05'],
    ['Drop Off Time', '12:00'],
  ] as const) {
    fireEvent.change(field(label), { target: { value } });
    fireEvent.blur(field(label));
  }
}

const checkButton = () => screen.getByRole('button', { name: 'Check If Available' });
const quotesAsked = (sent: readonly SentRequest[]) =>
  sent
    .filter((call) => call.path.startsWith('/reservations/admin/quote?'))
    .map((call) => new URL(call.path, 'http://localhost').searchParams);

/** A walk-in typed as the office would, the phone as bare digits. */
async function typeWalkIn(user: Awaited<ReturnType<typeof renderPage>>) {
  await user.type(field('First Name'), 'Robin');
  await user.type(field('Last Name'), 'Okafor');
  await user.type(field('Email'), 'robin@example.com');
  await user.type(field('Phone Number'), '4155550142');
  await user.type(field('Licence Expiry'), '2030-12-31');
  await user.type(field('Date of Birth'), '2003-06-15');
}

afterEach(() => {
  restoreApi();
  for (const shown of shownToasts()) dismissToast(shown.id);
  vi.restoreAllMocks();
});

describe("the office's new reservation for a new customer", () => {
  it('asks for the details with the register and profile forms’ rules and sentences', async () => {
    const sent = serve();
    const user = await renderPage();
    // A customer on record is the default; the new customer's inputs show once chosen.
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeDefined();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'New customer' }));
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    // Neither the address nor the licence's region: the contract's walk-in has none.
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect(screen.queryByLabelText('Licence Region')).toBeNull();

    // Pressed with only the car chosen, the check says what is missing everywhere.
    await user.selectOptions(field('Vehicle'), String(vehicle.id));
    await user.click(checkButton());
    expect(errorOf('Pick Up Location')).toBe('Enter your pick up location');
    await vi.waitFor(() => expect(errorOf('First Name')).toBe('Please enter your first name'));

    await enterTrip(user);
    await user.click(checkButton());

    expect(errorOf('First Name')).toBe('Please enter your first name');
    expect(errorOf('Last Name')).toBe('Please enter your last name');
    expect(errorOf('Email')).toBe('Please enter your email address');
    expect(errorOf('Phone Number')).toBe('Please enter your phone number');
    expect(errorOf('Licence Number')).toBeUndefined();
    expect(errorOf('Date of Birth')).toBeUndefined();
    expect(quotesAsked(sent)).toEqual([]);

    await user.type(field('Email'), 'robin@');
    await user.tab();
    expect(errorOf('Email')).toBe('Invalid email address');
    await user.type(field('Phone Number'), '41555');
    await user.tab();
    expect(errorOf('Phone Number')).toBe('Phone number must be 10 digits');
    await user.type(field('First Name'), 'R');
    await user.tab();
    expect(errorOf('First Name')).toBe('First name must be at least 2 characters');
  });

  it('prices the new driver by the birth date typed, books with the customer and says a link was mailed', async () => {
    const sent = serve();
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: 'New customer' }));
    await typeWalkIn(user);
    // The register form's phone: the digits in the site's mask.
    expect(field('Phone Number')).toHaveProperty('value', '(415) 555-0142');
    await enterTrip(user);

    await user.click(checkButton());

    await screen.findByText('The Test Car is free for these times.');
    const [quote, ...more] = quotesAsked(sent);
    expect(more).toEqual([]);
    expect(quote!.get('userId')).toBeNull();
    expect(quote!.get('dateOfBirth')).toBe('06/15/2003');
    expect(quote!.get('licenseExpiry')).toBe('12/31/2030');
    // The details cannot change under the quote.
    expect(field('Email').matches(':disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Book for Robin' }));

    await screen.findByText('Elsewhere');
    const booked = changeSent(sent)!;
    expect(new URL(booked.path, 'http://localhost').searchParams.get('userId')).toBeNull();
    expect(booked.body).toEqual({
      pickUpTime: '12/05/2026 10:00:00',
      dropOffTime: '12/05/2026 12:00:00',
      pickUpLocation: 'Union Square',
      dropOffLocation: 'SFO Airport',
      customer: {
        firstName: 'Robin',
        lastName: 'Okafor',
        email: 'robin@example.com',
        phoneNumber: '(415) 555-0142',
        licenseExpiry: '12/31/2030',
        dateOfBirth: '06/15/2003',
      },
    });
    expect(shownToasts().map((shown) => shown.title)).toContain(
      'Reservation created for Robin Okafor, who has been mailed a link to set a password.',
    );
  });

  it("shows the server's sentence for a refused booking, and under the email once back to it", async () => {
    serve(() =>
      Response.json(
        { message: EMAIL_TAKEN, errors: [{ field: 'customer.email', message: EMAIL_TAKEN }] },
        { status: 409 },
      ),
    );
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: 'New customer' }));
    await typeWalkIn(user);
    await enterTrip(user);
    await user.click(checkButton());
    await user.click(await screen.findByRole('button', { name: 'Book for Robin' }));

    // Under the button, where the office was looking, and it has the focus.
    const problem = await screen.findByText(EMAIL_TAKEN, { selector: 'p.alert-danger' });
    expect(document.activeElement).toBe(problem);
    expect(screen.queryByText('Elsewhere')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Email').matches(':disabled')).toBe(false);
    expect(errorOf('Email')).toBe(EMAIL_TAKEN);
  });

  it('books for a customer on record as before, by their id', async () => {
    const sent = fakeApi(({ method, path }) => {
      if (path === '/settings') return settingsAnswer();
      if (path === '/car/visitors/all') return Response.json([vehicle]);
      if (path === '/extras/visitors') return Response.json([]);
      if (path.startsWith('/user/auth/pages?')) {
        const casey = { id: 9, firstName: 'Casey', lastName: 'Morgan', email: 'casey@example.com' };
        return Response.json({ content: [casey], totalElements: 1 });
      }
      if (path.startsWith('/reservations/admin/quote?')) return quoteAnswer();
      if (method === 'POST') return Response.json({ message: 'Created', id: 43 }, { status: 201 });
      return undefined;
    });
    const user = await renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'casey');
    await user.click(await screen.findByRole('option', { name: /casey@example.com/ }));
    await enterTrip(user);
    await user.click(checkButton());
    expect(quotesAsked(sent)[0]!.get('userId')).toBe('9');
    await user.click(await screen.findByRole('button', { name: 'Book for Casey' }));

    await screen.findByText('Elsewhere');
    const booked = changeSent(sent)!;
    expect(new URL(booked.path, 'http://localhost').searchParams.get('userId')).toBe('9');
    expect(booked.body).not.toHaveProperty('customer');
    expect(shownToasts().map((shown) => shown.title)).toContain(
      'Reservation created for Casey Morgan.',
    );
  });
});
