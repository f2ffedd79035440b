import type { Reservation } from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlinePaymentState } from './OnlinePaymentState.tsx';

const waiting = {
  id: 12,
  carId: 7,
  status: 'PENDING_PAYMENT',
  paymentUrl: 'https://pay.example/cs_12',
  paymentDueBy: '2031-06-10T15:45:00',
} as Reservation;

/** The waiting state offers the cancellation, a mutation: it needs a query client. */
function renderState(reservation: Reservation) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OnlinePaymentState reservation={reservation} returnedFromPayment={false} />
    </QueryClientProvider>,
  );
}

describe('OnlinePaymentState', () => {
  it('says until when the car is held for a booking waiting for its payment', () => {
    renderState(waiting);
    expect(
      screen.getByText(
        'We hold the car for you until 3:45 PM. Unpaid by then, the booking is released by itself.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      waiting.paymentUrl,
    );
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('holds the car until the time to pay runs out while its deadline is not known yet', () => {
    const { paymentDueBy: _unknown, ...opening } = waiting;
    renderState(opening);
    expect(
      screen.getByText(/We hold the car for you until the time to pay runs out\./),
    ).toBeTruthy();
  });
});
