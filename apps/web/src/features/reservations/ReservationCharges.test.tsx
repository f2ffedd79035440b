import type { Payment, Reservation } from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api.ts';
import { reservationKeys } from './queries.ts';
import { ReservationCharges } from './ReservationCharges.tsx';

const booked = {
  id: 12,
  status: 'CREATED',
  charges: [{ code: 'RENTAL', label: '4 h × $17.25', quantity: 1, unitPrice: 69, amount: 69 }],
  totalPrice: 69,
  paid: 0,
  balance: 69,
  deposit: 200,
} as Reservation;

const payment = (
  kind: Payment['kind'],
  id: number,
  method: Payment['method'] = 'CARD_ONLINE',
): Payment => ({
  id,
  reservationId: booked.id,
  kind,
  method,
  amount: 69,
  providerRef: null,
  note: null,
  noteForCustomer: false,
  createdAt: '2031-06-10T09:00:00',
  createdBy: null,
  creditNote: null,
});

/** The booking's ledger as the server answers it. */
function serveLedger(payments: Payment[], refundUnderWay = 0) {
  setApiTransport((url) =>
    url.endsWith(`/api/reservations/${booked.id}/payments`)
      ? Promise.resolve(Response.json({ payments, paid: 0, balance: 69, refundUnderWay }))
      : Promise.resolve(new Response(null, { status: 404 })),
  );
}

function renderCharges(reservation: Reservation) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReservationCharges reservation={reservation} />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
});

describe('ReservationCharges', () => {
  it('shows a booking still to be driven with its balance, the deposit and the receipt', async () => {
    serveLedger([]);
    renderCharges(booked);
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    expect(screen.getByText('Balance')).toBeTruthy();
    expect(screen.getByText('Deposit to be held at pick-up: $200.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeTruthy();
  });

  it('offers the credit note of a refund made after the receipt, and none for the others', async () => {
    serveLedger([
      payment('CHARGE', 1, 'COUNTER'),
      { ...payment('REFUND', 2, 'COUNTER'), amount: 20, creditNote: 'KT-CN-2031-000001' },
    ]);
    renderCharges({ ...booked, status: 'DONE' });
    const list = await screen.findByRole('list', { name: 'Payments' });
    const links = within(list).getAllByRole('button');
    expect(links.map((link) => link.textContent)).toEqual(['Credit note KT-CN-2031-000001 (PDF)']);
  });

  it('shows an expired booking never paid as owing nothing, without deposit or receipt', async () => {
    serveLedger([]);
    // Called off, it owes only its fees: none, so its balance is 0.
    const client = renderCharges({ ...booked, status: 'EXPIRED', balance: 0 });
    // Judged once its ledger has come back empty, not only while it loads.
    await waitFor(() =>
      expect(client.getQueryState(reservationKeys.payments(booked.id))?.status).toBe('success'),
    );
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.queryByText('Balance')).toBeNull();
    expect(screen.queryByText(/Deposit held/)).toBeNull();
    expect(screen.queryByText('No payments yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: /receipt/ })).toBeNull();
  });

  it('lists what a cancelled booking was paid and refunded, with its receipt, owing nothing', async () => {
    serveLedger([payment('CHARGE', 1), payment('REFUND', 2)]);
    renderCharges({ ...booked, status: 'CANCELLED', balance: 0 });
    expect(await screen.findByRole('list', { name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeTruthy();
    expect(screen.queryByText('Balance')).toBeNull();
    expect(screen.queryByText(/Deposit held/)).toBeNull();
  });

  it('says what is on its way back to the card before the payment service confirms it', async () => {
    serveLedger([payment('CHARGE', 1)], 10);
    renderCharges({ ...booked, status: 'CANCELLED', paid: 69, balance: -69 });
    expect(
      await screen.findByText(
        '$10.00 is on its way back to the card: the payment service has not confirmed it yet.',
      ),
    ).toBeTruthy();
  });

  it.each([
    [
      'CARD_ONLINE',
      'It goes back to the card you paid with; a refund usually shows on the card statement within 5 to 10 business days.',
    ],
    ['COUNTER', /^Our office gives it back: at the counter, or by arrangement if you call us on /],
  ] as const)('says how and when money paid by %s comes back', async (method, sentence) => {
    serveLedger([payment('CHARGE', 1, method)]);
    renderCharges({ ...booked, status: 'CANCELLED', paid: 69, balance: -69 });
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.getByText('To be refunded')).toBeTruthy();
  });
});
