import { EXTENSION_TAKEN_MESSAGE, TRIP_EXTENDED_MESSAGE, type Reservation } from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api.ts';
import { settingsAnswer } from '../../test/settings.ts';
import { shownToasts } from '../../lib/toast.ts';
import { ExtendTrip } from './ExtendTrip.tsx';

const reservation = {
  id: 12,
  status: 'CREATED',
  pickUpTime: '2031-06-12T10:00:00',
  dropOffTime: '2031-06-12T12:00:00',
  totalPrice: 40,
} as Reservation;

/** The whole trip priced to `dropOffTime` (MM/DD/YYYY HH:mm:ss), $20 an hour from 10:00. */
function quoteTo(dropOffTime: string) {
  const hours = Number(dropOffTime.slice(11, 13)) - 10;
  const amount = hours * 20;
  return {
    lines: [
      { code: 'RENTAL', label: `${hours} h × $20.00`, quantity: 1, unitPrice: amount, amount },
    ],
    total: amount,
    deposit: 200,
  };
}

interface Served {
  latestDropOff?: string;
  extendAnswer?: () => Response;
}

/** The server's answers: the settings, the extension offer and its quotes, the extension. */
function serve({ latestDropOff = '2031-06-12T15:30:00', extendAnswer }: Served = {}) {
  const asked: string[] = [];
  const sent: unknown[] = [];
  setApiTransport((url, init) => {
    asked.push(`${init.method ?? 'GET'} ${url}`);
    if (url.endsWith('/api/settings')) {
      return Promise.resolve(settingsAnswer());
    }
    if (url.includes('/api/reservations/12/extension')) {
      const dropOffTime = new URL(url, 'http://localhost').searchParams.get('dropOffTime');
      return Promise.resolve(
        Response.json({ latestDropOff, ...(dropOffTime && { quote: quoteTo(dropOffTime) }) }),
      );
    }
    if (url.endsWith('/api/reservations/12/extend')) {
      sent.push(JSON.parse(init.body as string));
      const body = sent.at(-1) as { dropOffTime: string };
      return Promise.resolve(
        extendAnswer?.() ??
          Response.json({
            message: TRIP_EXTENDED_MESSAGE,
            success: true,
            dropOffTime: '2031-06-12T14:00:00',
            totalPrice: quoteTo(body.dropOffTime).total,
            quote: quoteTo(body.dropOffTime),
          }),
      );
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  return { asked, sent };
}

function renderExtension(shown: Reservation = reservation) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ExtendTrip reservation={shown} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const select = () => screen.getByLabelText('New drop-off time');
const extendButton = () => screen.getByRole('button', { name: 'Extend Trip' });

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
});

describe('extending a trip from the reservation page', () => {
  it('says until when, and offers whole hours after the drop-off up to then', async () => {
    serve();
    renderExtension();
    expect(await screen.findByText(/You can extend until/)).toBeTruthy();
    expect(screen.getByText('Thu, Jun 12, 2031 · 3:30 PM')).toBeTruthy();
    const options = [...select().querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a time',
      'Thu, Jun 12, 2031 · 1:00 PM',
      'Thu, Jun 12, 2031 · 2:00 PM',
      'Thu, Jun 12, 2031 · 3:00 PM',
    ]);
    expect(extendButton()).toHaveProperty('disabled', true);
  });

  it('shows the new price before extending, sends the chosen drop-off and says it is done', async () => {
    const { sent } = serve();
    const user = renderExtension();
    await user.selectOptions(
      await screen.findByLabelText('New drop-off time'),
      '06/12/2031 14:00:00',
    );
    const price = await screen.findByRole('region', { name: 'New price' });
    expect(price.textContent).toContain('4 h × $20.00');
    expect(price.textContent).toContain('$80.00');
    await vi.waitFor(() => expect(extendButton()).toHaveProperty('disabled', false));
    await user.click(extendButton());
    await vi.waitFor(() => expect(sent).toEqual([{ dropOffTime: '06/12/2031 14:00:00' }]));
    await vi.waitFor(() =>
      expect(shownToasts().map((toast) => toast.title)).toContain(TRIP_EXTENDED_MESSAGE),
    );
    await vi.waitFor(() => expect(select()).toHaveProperty('value', ''));
  });

  it("shows the server's sentence in place when the time has been taken meanwhile", async () => {
    serve({
      extendAnswer: () =>
        Response.json(
          { status: 'CONFLICT', statusCode: 409, message: EXTENSION_TAKEN_MESSAGE },
          { status: 409 },
        ),
    });
    const user = renderExtension();
    await user.selectOptions(
      await screen.findByLabelText('New drop-off time'),
      '06/12/2031 13:00:00',
    );
    await vi.waitFor(() => expect(extendButton()).toHaveProperty('disabled', false));
    await user.click(extendButton());
    const problem = await screen.findByText(EXTENSION_TAKEN_MESSAGE);
    expect(document.activeElement).toBe(problem);
    // The refused choice goes, with its price; nothing is left to extend to until another.
    expect(select()).toHaveProperty('value', '');
    expect(select().classList.contains('is-valid')).toBe(false);
    expect(screen.queryByRole('region', { name: 'New price' })).toBeNull();
    expect(extendButton()).toHaveProperty('disabled', true);
  });

  it('says so when the car is taken right after the trip, and offers nothing for a cancelled one', async () => {
    serve({ latestDropOff: reservation.dropOffTime });
    renderExtension();
    expect(await screen.findByText(/cannot be extended/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Extend Trip' })).toBeNull();

    const { asked } = serve();
    renderExtension({ ...reservation, id: 13, status: 'CANCELLED' });
    await vi.waitFor(() => expect(asked.some((call) => call.includes('/settings'))).toBe(true));
    expect(asked.filter((call) => call.includes('/reservations/13'))).toEqual([]);
  });
});
