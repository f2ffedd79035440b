import {
  DRIVER_TOO_YOUNG_MESSAGE,
  MIN_BOOKING_MESSAGE,
  PICK_UP_IN_PAST_MESSAGE,
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  type Vehicle,
} from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api.ts';
import { settingsAnswer } from '../../test/settings.ts';
import { signedOutAuth } from '../../test/auth.ts';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';
import { BookingForm } from './BookingForm.tsx';

const vehicle = { id: 7, model: 'Test Car', pricePerHour: 20 } as Vehicle;
const signedIn: AuthContextValue = {
  ...signedOutAuth,
  isLoggedIn: true,
  user: { id: 3, firstName: 'Casey', lastName: 'Morgan', roles: ['Customer'] } as never,
};

const childSeat = {
  id: 4,
  name: 'Child seat',
  description: 'For children up to 4',
  price: 8,
  per: 'TRIP',
  maxQuantity: 2,
  active: true,
};

/** The quote's lines as the server states them: the rental, then a line per chosen extra. */
function quoteLines(totalPrice: number, extras: string[]) {
  const seats = extras.length ? Number(extras[0]!.split(':')[1]) : 0;
  const lines = [
    { code: 'RENTAL', label: '2 h × $20.00', quantity: 2, unitPrice: 20, amount: totalPrice },
    ...(seats
      ? [{ code: 'EXTRA', label: 'Child seat', quantity: seats, unitPrice: 8, amount: 8 * seats }]
      : []),
  ];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { totalPrice: total, quote: { lines, total, deposit: 200 } };
}

/**
 * The server's answers as it sends them with TIME_ZONE set: the settings, the extras on offer,
 * and for the availability check a free car with its price line by line, or a taken one,
 * remembering what was asked.
 */
function serverInZone(
  timeZone: string,
  { totalPrice = 40, available = true, reason = undefined as string | undefined } = {},
) {
  const asked: string[] = [];
  setApiTransport((url) => {
    if (url.endsWith('/api/settings')) {
      return Promise.resolve(settingsAnswer(timeZone));
    }
    if (url.endsWith('/api/extras/visitors')) return Promise.resolve(Response.json([childSeat]));
    if (url.includes('/api/reservations/auth?')) {
      asked.push(url);
      const extras = new URL(url, 'http://localhost').searchParams.getAll('extra');
      const answer = { available, reason, ...quoteLines(totalPrice, extras) };
      return Promise.resolve(Response.json(answer));
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  return asked;
}

function renderForm(auth = signedOutAuth) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext value={auth}>
        <MemoryRouter>
          <BookingForm vehicle={vehicle} />
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
}

describe('the booking form', () => {
  // 20:00 UTC on December 1 is still December 1 in San Francisco, already December 2 at UTC+14.
  const evening = new Date('2026-12-01T20:00:00Z');

  it.each([
    ['America/Los_Angeles', '2026-12-01'],
    ['Pacific/Kiritimati', '2026-12-02'],
  ])('counts "today" in the zone the server runs in (%s)', async (timeZone, today) => {
    vi.useFakeTimers({ toFake: ['Date'], now: evening });
    serverInZone(timeZone);
    renderForm();
    const pickUpDate = await screen.findByLabelText('Pick Up Date');
    expect(pickUpDate.getAttribute('min')).toBe(today);
  });

  /** Types the locations, then sets and leaves each date and time input (as a picker does). */
  async function enterTrip(pickUp: [string, string], dropOff: [string, string]) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Pick Up Location'), 'Airport');
    await user.type(screen.getByLabelText('Drop Off Location'), 'Downtown');
    const set = (label: string, value: string) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
      fireEvent.blur(screen.getByLabelText(label));
    };
    set('Pick Up Date', pickUp[0]);
    set('Pick Up Time', pickUp[1]);
    set('Drop Off Date', dropOff[0]);
    set('Drop Off Time', dropOff[1]);
    return user;
  }

  const errorUnder = (label: string) => {
    const id = screen.getByLabelText(label).getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  const checkButton = () => screen.getByRole('button', { name: 'Check If Available' });

  it('says under the drop-off time that a trip must last an hour, and will not check it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: evening });
    const asked = serverInZone('America/Los_Angeles');
    renderForm(signedIn);
    await enterTrip(['2026-12-05', '10:00'], ['2026-12-05', '10:30']);
    expect(await screen.findByText(MIN_BOOKING_MESSAGE)).toBeTruthy();
    expect(errorUnder('Drop Off Time')).toBe(MIN_BOOKING_MESSAGE);
    expect(checkButton().getAttribute('aria-disabled')).toBe('true');
    expect(asked).toEqual([]);
  });

  it('says under the pick-up time that a trip cannot start in the past', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: evening });
    serverInZone('America/Los_Angeles');
    renderForm(signedIn);
    // 11:00 on December 1 in San Francisco is 19:00 UTC, an hour before "now".
    await enterTrip(['2026-12-01', '11:00'], ['2026-12-01', '15:00']);
    expect(await screen.findByText(PICK_UP_IN_PAST_MESSAGE)).toBeTruthy();
    expect(errorUnder('Pick Up Time')).toBe(PICK_UP_IN_PAST_MESSAGE);
    expect(checkButton().getAttribute('aria-disabled')).toBe('true');
  });

  /** A signed-in customer checks 10:00-11:30 on Dec 5, a $40 trip, and sees its price. */
  async function quotedTrip() {
    vi.useFakeTimers({ toFake: ['Date'], now: evening });
    const asked = serverInZone('America/Los_Angeles', { totalPrice: 40 });
    renderForm(signedIn);
    const user = await enterTrip(['2026-12-05', '10:00'], ['2026-12-05', '11:30']);
    await user.click(checkButton());
    const price = await screen.findByRole('region', { name: 'Price' });
    return { asked, user, price };
  }

  it('asks the server about a good trip in the company zone and shows the price rule', async () => {
    const { asked, price } = await quotedTrip();
    // The server's lines, each with how it is made, and why 90 minutes are two hours.
    expect(price.textContent).toContain('Rental2 h × $20.00$40.00');
    expect(price.textContent).toContain('Your trip lasts 1 hour 30 minutes.');
    expect(price.textContent).toContain('A deposit of $200.00 is held at pick-up');
    // The check's outcome takes the focus from its button, which is gone.
    expect(document.activeElement).toBe(price);
    // The notice of 24 hours before pick-up, on the company's clock, before Book Now.
    expect(screen.getByText(/^Free cancellation until/).textContent).toBe(
      'Free cancellation until Fri, Dec 4, 10:00 AM (24 hours before pick-up).',
    );
    // Payment is taken at the counter (PAYMENTS=counter): no card is asked for (decision 066),
    // and the copy says what is paid there, and when.
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(screen.getByText(/^You pay at the counter/).textContent).toBe(
      'You pay at the counter when you pick the car up: $40.00, and a deposit of $200.00 that ' +
        'comes back when the car does. Nothing is charged online, so no card is asked for here.',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeTruthy();
    expect(asked).toHaveLength(1);
    const query = new URL(asked[0]!, 'http://localhost').searchParams;
    expect(query.get('pickUpDateTime')).toBe('12/05/2026 10:00:00');
    expect(query.get('dropOffDateTime')).toBe('12/05/2026 11:30:00');
  });

  it('prices each choice of extras with the server, the last choice winning', async () => {
    const { asked, user, price } = await quotedTrip();

    await user.click(screen.getByRole('checkbox', { name: /Child seat/ }));
    await screen.findByText('$48.00');
    await user.selectOptions(screen.getByLabelText('How many: Child seat'), '2');
    await screen.findByText('$56.00');
    expect(price.textContent).toContain('Child seat2 × $8.00$16.00');
    const extrasAsked = asked.map((url) => new URL(url, 'http://x').searchParams.getAll('extra'));
    expect(extrasAsked).toEqual([[], ['4:1'], ['4:2']]);

    // Unchecked, the extra leaves the price again.
    await user.click(screen.getByRole('checkbox', { name: /Child seat/ }));
    await screen.findByText('$40.00', { selector: 'strong' });
    expect(screen.queryByLabelText('How many: Child seat')).toBeNull();
  });

  it.each([
    ['the car is taken', undefined, VEHICLE_NOT_AVAILABLE_MESSAGE],
    ['the driver would be refused', DRIVER_TOO_YOUNG_MESSAGE, DRIVER_TOO_YOUNG_MESSAGE],
  ])('says under the button, and in focus, that %s, quoting no price', async (_, reason, said) => {
    vi.useFakeTimers({ toFake: ['Date'], now: evening });
    serverInZone('America/Los_Angeles', { available: false, reason });
    renderForm(signedIn);
    const user = await enterTrip(['2026-12-05', '10:00'], ['2026-12-05', '11:30']);
    await user.click(checkButton());
    const sentence = await screen.findByText(said, { selector: 'p' });
    expect(document.activeElement).toBe(sentence);
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull();
    // Another time is another question: the sentence goes.
    await user.type(screen.getByLabelText('Drop Off Location'), ' Station');
    expect(screen.queryByText(said, { selector: 'p' })).toBeNull();
  });

  it('keeps the trip fields closed until the customer signs in', async () => {
    serverInZone('America/Los_Angeles');
    renderForm(signedOutAuth);
    expect((await screen.findByLabelText('Pick Up Date')).matches(':disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toContain(
      '/auth/login',
    );
  });
});
