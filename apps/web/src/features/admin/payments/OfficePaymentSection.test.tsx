import { CARD_REFUND_UNCONFIRMED_MESSAGE, REFUND_ABOVE_PAID_MESSAGE } from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api.ts';
import { shownToasts } from '../../../lib/toast.ts';
import { ReservationCharges } from '../../reservations/index.ts';
import { OfficePaymentSection } from './OfficePaymentSection.tsx';

const reservation = {
  id: 7,
  status: 'CREATED' as const,
  charges: [
    { code: 'RENTAL' as const, label: '2 h × $20.00', quantity: 1, unitPrice: 40, amount: 40 },
  ],
  totalPrice: 40,
  paid: 15,
  balance: 25,
  deposit: 200,
};

const ledger = {
  payments: [
    {
      id: 1,
      reservationId: 7,
      kind: 'CHARGE',
      method: 'COUNTER',
      amount: 20,
      providerRef: null,
      note: 'Cash',
      noteForCustomer: false,
      createdAt: '2031-06-10T09:00:00',
      createdBy: 1,
    },
    {
      id: 2,
      reservationId: 7,
      kind: 'REFUND',
      method: 'COUNTER',
      amount: 5,
      providerRef: null,
      note: null,
      noteForCustomer: false,
      createdAt: '2031-06-10T09:30:00',
      createdBy: 1,
    },
  ],
  paid: 15,
  balance: 25,
  refundUnderWay: 0,
};

/** The same booking paid by card online, $40, nothing given back yet. */
const paidOnline = {
  payments: [{ ...ledger.payments[0]!, kind: 'CHARGE', method: 'CARD_ONLINE', amount: 40 }],
  paid: 40,
  balance: 0,
  refundUnderWay: 0,
};

/** The server: the ledger, and its answer to what the office records. */
function serve(recordAnswer: () => Response, shownLedger: object | (() => object) = ledger) {
  const sent: unknown[] = [];
  setApiTransport((url, init) => {
    if (url.endsWith('/api/reservations/7/payments')) {
      return Promise.resolve(
        Response.json(typeof shownLedger === 'function' ? shownLedger() : shownLedger),
      );
    }
    if (url.endsWith('/api/reservations/admin/7/payments')) {
      sent.push(JSON.parse(init.body as string));
      return Promise.resolve(recordAnswer());
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  return sent;
}

function renderOfficeAside() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReservationCharges reservation={reservation} />
      <OfficePaymentSection reservationId={7} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const recordButton = () => screen.getByRole('button', { name: 'Record' });

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
});

describe("the office's payments on a reservation", () => {
  it('lists the ledger with paid and balance, and a receipt link', async () => {
    serve(() => Response.json({ message: 'ok', success: true, id: 3 }, { status: 201 }));
    renderOfficeAside();
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(list.textContent).toContain('Payment, at the counter');
    expect(list.textContent).toContain('Cash');
    expect(list.textContent).toContain('$20.00');
    expect(list.textContent).toContain('Refund, at the counter');
    expect(list.textContent).toContain('-$5.00');
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeTruthy();
  });

  it('records a refund with its note, and judges the amount as typed', async () => {
    const sent = serve(() =>
      Response.json(
        { message: 'The refund has been recorded.', success: true, id: 3 },
        { status: 201 },
      ),
    );
    const user = renderOfficeAside();
    await screen.findByRole('list', { name: 'Payments' });
    // Nothing was paid online, so nothing can go back to a card.
    expect(screen.queryByLabelText('Through')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Kind'), 'REFUND');
    await user.type(screen.getByLabelText('Amount ($)'), '2.555');
    await user.tab();
    expect(await screen.findByText('Amount can have at most 2 decimals')).toBeTruthy();
    expect(recordButton()).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText('Amount ($)'));
    await user.type(screen.getByLabelText('Amount ($)'), '2.5');
    await user.type(screen.getByLabelText('Note'), 'Late pick-up');
    await vi.waitFor(() => expect(recordButton()).toHaveProperty('disabled', false));
    await user.click(recordButton());
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          kind: 'REFUND',
          method: 'COUNTER',
          amount: 2.5,
          note: 'Late pick-up',
          noteForCustomer: false,
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(shownToasts().map((toast) => toast.title)).toContain('The refund has been recorded.'),
    );
  });

  it("sends a note as the office's own unless it is marked for the customer", async () => {
    const sent = serve(() =>
      Response.json(
        { message: 'The payment has been recorded.', success: true, id: 3 },
        { status: 201 },
      ),
    );
    const user = renderOfficeAside();
    await screen.findByRole('list', { name: 'Payments' });
    await user.type(screen.getByLabelText('Amount ($)'), '5');
    await user.type(screen.getByLabelText('Note'), 'Thank you for paying ahead');
    await user.click(screen.getByLabelText('The customer may read it too'));
    await vi.waitFor(() => expect(recordButton()).toHaveProperty('disabled', false));
    await user.click(recordButton());
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          kind: 'CHARGE',
          method: 'COUNTER',
          amount: 5,
          note: 'Thank you for paying ahead',
          noteForCustomer: true,
        },
      ]),
    );
  });

  it('gives part of an online payment back to the card, and says what the server did', async () => {
    const sent = serve(
      () =>
        Response.json(
          { message: '$15.00 has gone back to the card.', success: true, id: 4 },
          { status: 201 },
        ),
      paidOnline,
    );
    const user = renderOfficeAside();
    await screen.findByRole('list', { name: 'Payments' });
    await user.selectOptions(screen.getByLabelText('Kind'), 'REFUND');
    const through = await screen.findByLabelText('Through');
    expect(through.textContent).toContain('The card paid online (up to $40.00)');
    await user.selectOptions(through, 'CARD_ONLINE');
    await user.type(screen.getByLabelText('Amount ($)'), '15');
    await vi.waitFor(() => expect(recordButton()).toHaveProperty('disabled', false));
    await user.click(recordButton());
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { kind: 'REFUND', method: 'CARD_ONLINE', amount: 15, note: '', noteForCustomer: false },
      ]),
    );
    await vi.waitFor(() =>
      expect(shownToasts().map((toast) => toast.title)).toContain(
        '$15.00 has gone back to the card.',
      ),
    );
  });

  it('takes money only at the counter', async () => {
    const sent = serve(
      () => Response.json({ message: 'ok', success: true, id: 3 }, { status: 201 }),
      paidOnline,
    );
    const user = renderOfficeAside();
    await screen.findByRole('list', { name: 'Payments' });
    await user.selectOptions(screen.getByLabelText('Kind'), 'REFUND');
    await user.selectOptions(await screen.findByLabelText('Through'), 'CARD_ONLINE');
    await user.selectOptions(screen.getByLabelText('Kind'), 'CHARGE');
    expect(screen.queryByLabelText('Through')).toBeNull();
    await user.type(screen.getByLabelText('Amount ($)'), '15');
    await vi.waitFor(() => expect(recordButton()).toHaveProperty('disabled', false));
    await user.click(recordButton());
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { kind: 'CHARGE', method: 'COUNTER', amount: 15, note: '', noteForCustomer: false },
      ]),
    );
  });

  it("shows the server's sentence when a refund is above what was paid", async () => {
    serve(() =>
      Response.json(
        { status: 'BAD_REQUEST', statusCode: 400, message: REFUND_ABOVE_PAID_MESSAGE },
        { status: 400 },
      ),
    );
    const user = renderOfficeAside();
    await user.selectOptions(screen.getByLabelText('Kind'), 'REFUND');
    await user.type(screen.getByLabelText('Amount ($)'), '100');
    await vi.waitFor(() => expect(recordButton()).toHaveProperty('disabled', false));
    await user.click(recordButton());
    await vi.waitFor(() =>
      expect(JSON.stringify(shownToasts())).toContain(REFUND_ABOVE_PAID_MESSAGE),
    );
  });

  it('shows a refund to the card the payment service did not confirm as under way, and starts afresh', async () => {
    let shown = paidOnline;
    serve(
      () => {
        shown = { ...paidOnline, refundUnderWay: 15 };
        return Response.json(
          {
            status: 'SERVICE_UNAVAILABLE',
            statusCode: 503,
            message: CARD_REFUND_UNCONFIRMED_MESSAGE,
          },
          { status: 503 },
        );
      },
      () => shown,
    );
    const user = renderOfficeAside();
    await screen.findByRole('list', { name: 'Payments' });
    await user.selectOptions(screen.getByLabelText('Kind'), 'REFUND');
    await user.selectOptions(await screen.findByLabelText('Through'), 'CARD_ONLINE');
    await user.type(screen.getByLabelText('Amount ($)'), '15');
    await vi.waitFor(() => expect(recordButton()).toHaveProperty('disabled', false));
    await user.click(recordButton());
    await vi.waitFor(() =>
      expect(shownToasts()).toContainEqual(
        expect.objectContaining({
          icon: 'warning',
          title: 'The refund is not confirmed yet.',
          text: CARD_REFUND_UNCONFIRMED_MESSAGE,
        }),
      ),
    );
    // Not offered to be sent a second time: the form is empty again.
    expect(screen.getByLabelText<HTMLInputElement>('Amount ($)').value).toBe('');
    // The ledger is read again: what is under way shows, and is not offered a second time.
    expect(
      await screen.findByText(
        '$15.00 is on its way back to the card: the payment service has not confirmed it yet.',
      ),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Kind'), 'REFUND');
    expect((await screen.findByLabelText('Through')).textContent).toContain(
      'The card paid online (up to $25.00)',
    );
  });
});
