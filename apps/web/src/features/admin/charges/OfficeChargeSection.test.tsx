import { DISCOUNT_ABOVE_BALANCE_MESSAGE, FEE_NOT_POSITIVE_MESSAGE } from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api.ts';
import { shownToasts } from '../../../lib/toast.ts';
import { OfficeChargeSection } from './OfficeChargeSection.tsx';

/** The server's answer to each charge sent; gives what was sent. */
function serve(answer: () => Response) {
  const sent: unknown[] = [];
  setApiTransport((url, init) => {
    if (url.endsWith('/api/reservations/admin/7/charges')) {
      sent.push(JSON.parse(init.body as string));
      return Promise.resolve(answer());
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  return sent;
}

function renderSection(status: Parameters<typeof OfficeChargeSection>[0]['status']) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OfficeChargeSection reservationId={7} status={status} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const addButton = () => screen.getByRole('button', { name: 'Add charge' });
const kinds = () =>
  within(screen.getByLabelText('Kind'))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
});

describe("the office's charges on a reservation", () => {
  it('offers only the kinds the booking takes', () => {
    renderSection('NO_SHOW');
    expect(kinds()).toEqual(['NO_SHOW_FEE']);
  });

  it('offers no section where no charge can be added', () => {
    renderSection('PENDING_PAYMENT');
    expect(screen.queryByRole('form', { name: 'Add a charge' })).toBeNull();
  });

  it('sends a discount with its reason, and keeps a refusal under its field', async () => {
    const sent = serve(() =>
      Response.json(
        {
          status: 'BAD_REQUEST',
          statusCode: 400,
          message: DISCOUNT_ABOVE_BALANCE_MESSAGE,
          errors: [{ field: 'amount', message: DISCOUNT_ABOVE_BALANCE_MESSAGE }],
        },
        { status: 400 },
      ),
    );
    const user = renderSection('DONE');
    expect(kinds()).toEqual(['ADJUSTMENT']);
    await user.type(screen.getByLabelText('Amount ($)'), '-500');
    await user.type(screen.getByLabelText('Reason'), 'Goodwill');
    await vi.waitFor(() => expect(addButton()).toHaveProperty('disabled', false));
    // The form parses as it saves; only the console's report of the failure is silenced.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(addButton());
    await vi.waitFor(() =>
      expect(sent).toEqual([{ code: 'ADJUSTMENT', amount: -500, reason: 'Goodwill' }]),
    );
    expect(await screen.findAllByText(DISCOUNT_ABOVE_BALANCE_MESSAGE)).not.toHaveLength(0);
  });

  it('refuses a fee below 0 before sending, and says a discount is an adjustment', async () => {
    const sent = serve(() => Response.json({ message: 'ok', success: true }, { status: 201 }));
    const user = renderSection('CANCELLED');
    expect(kinds()).toEqual(['CANCELLATION_FEE']);
    await user.type(screen.getByLabelText('Amount ($)'), '-15');
    await user.type(screen.getByLabelText('Reason'), 'Late');
    await user.tab();
    expect(await screen.findByText(FEE_NOT_POSITIVE_MESSAGE)).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText('Amount ($)'));
    await user.type(screen.getByLabelText('Amount ($)'), '15');
    await vi.waitFor(() => expect(addButton()).toHaveProperty('disabled', false));
    await user.click(addButton());
    await vi.waitFor(() =>
      expect(sent).toEqual([{ code: 'CANCELLATION_FEE', amount: 15, reason: 'Late' }]),
    );
    await vi.waitFor(() => expect(shownToasts().map((toast) => toast.title)).toContain('ok'));
  });
});
