import { ODOMETER_BELOW_CHECK_OUT_MESSAGE } from '@keyturn/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeSent,
  errorOf,
  fakeApi,
  field,
  refusal,
  openAdminForm,
  restoreApi,
  type SentRequest,
} from '../../lib/testing/admin-page.tsx';
import { sampleReservation } from '../../../../test/sample-reservation.ts';
import { settingsAnswer } from '../../../../test/settings.ts';
import { CheckInPage } from './CheckInPage.tsx';

// 14:30 in San Francisco (PST) on November 24, 2026: the trip was due back at 14:00.
const NOW = new Date('2026-11-24T22:30:00Z');

const onTheRoad = sampleReservation({
  pickUpTime: '2026-11-24T10:00:00',
  dropOffTime: '2026-11-24T14:00:00',
  pickUpDate: '2026-11-24T10:00:00',
  dropOffDate: '2026-11-24T14:00:00',
  status: 'IN_PROGRESS',
  charges: [{ code: 'RENTAL', label: 'Rental', quantity: 4, unitPrice: 15, amount: 60 }],
  handover: {
    checkOut: {
      odometer: 12_480,
      fuelEighths: 8,
      recordedAt: '2026-11-24T09:55:00',
      photos: [],
      notes: null,
      recordedBy: 1,
    },
  },
});

const PREVIEW = {
  lines: [
    { code: 'FUEL', label: 'Fuel', quantity: 2, unitPrice: 12, amount: 24 },
    {
      code: 'DAMAGE',
      label: 'Scratch on the rear bumper',
      quantity: 1,
      unitPrice: 150,
      amount: 150,
    },
  ],
  total: 243,
};

/** The server: the settings, the trip, and what it answers the preview and the check-in. */
function serve(previewAnswer = () => Response.json(PREVIEW)) {
  return fakeApi(({ method, path }) => {
    if (path === '/settings') return settingsAnswer();
    if (path === '/reservations/5/admin') return Response.json(onTheRoad);
    if (method === 'POST' && path.endsWith('/check-in/preview')) return previewAnswer();
    if (method === 'POST' && path.endsWith('/check-in')) {
      return Response.json({ message: 'The car has been taken back.', success: true });
    }
    return undefined;
  });
}

function openPage() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  return openAdminForm(
    '/admin/reservations/5/check-in',
    ['/admin/reservations/:reservationId/check-in'],
    <CheckInPage />,
    'Return',
  );
}

/** The office fills in a return with a quarter tank less and one scratch. */
async function fillReturn(user: Awaited<ReturnType<typeof openPage>>, odometer = '12610') {
  await user.type(field('Odometer (mi)'), odometer);
  await user.click(screen.getByLabelText('3/4'));
  await user.click(screen.getByRole('button', { name: 'Add damage' }));
  await user.type(field('Damage 1'), 'Scratch on the rear bumper');
  await user.type(field('Amount 1 ($)'), '150');
}

const calls = (sent: readonly SentRequest[], ending: string) =>
  sent.filter((call) => call.method === 'POST' && call.path.endsWith(ending));

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

describe('the check-in form', () => {
  it('starts at now, shows the review of the charges, and confirms exactly what was reviewed', async () => {
    const sent = serve();
    const user = await openPage();
    expect((field('Returned on') as HTMLInputElement).value).toBe('2026-11-24');
    expect((field('At') as HTMLInputElement).value).toBe('14:30');
    expect(screen.getByText('It read 12,480 mi at the hand-over.')).toBeDefined();

    await fillReturn(user);
    await user.click(screen.getByRole('button', { name: 'Review charges' }));

    const review = await screen.findByRole('region', { name: 'Charges for this return' });
    expect(within(review).getByText('Scratch on the rear bumper')).toBeDefined();
    expect(review.textContent).toContain('$150.00');
    expect(review.textContent).toContain('New total $243.00');
    // Nothing is recorded yet, and what was reviewed cannot change under the office's eyes.
    expect(calls(sent, '/check-in')).toHaveLength(0);
    expect(field('Odometer (mi)').matches(':disabled')).toBe(true);

    const expected = {
      odometer: 12_610,
      fuelEighths: 6,
      damage: [{ description: 'Scratch on the rear bumper', amount: 150 }],
      photos: [],
    };
    expect(calls(sent, '/check-in/preview')[0]?.body).toEqual(expected);

    await user.click(within(review).getByRole('button', { name: 'Confirm return' }));
    await screen.findByText('Elsewhere');
    expect(calls(sent, '/check-in')[0]?.body).toEqual(expected);
  });

  it('goes back to the fields to change them, and reviews again with the time set', async () => {
    const sent = serve();
    const user = await openPage();
    await fillReturn(user);
    await user.click(screen.getByRole('button', { name: 'Review charges' }));
    await user.click(await screen.findByRole('button', { name: 'Change details' }));

    expect(screen.queryByRole('region', { name: 'Charges for this return' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove damage 1' }));
    // A return time the office sets goes along; left at now, the server's own now is used.
    await user.clear(field('At'));
    await user.type(field('At'), '14:10');
    await user.click(screen.getByRole('button', { name: 'Review charges' }));
    await screen.findByRole('region', { name: 'Charges for this return' });
    expect(calls(sent, '/check-in/preview')[1]?.body).toMatchObject({
      damage: [],
      returnedAt: '11/24/2026 14:10:00',
    });
    expect(changeSent(sent)?.path).toBe('/reservations/admin/5/check-in/preview');
  });

  it("shows the server's refusal in place, under the field it names", async () => {
    serve(() => refusal('odometer', ODOMETER_BELOW_CHECK_OUT_MESSAGE));
    const user = await openPage();
    await fillReturn(user, '12000');
    await user.click(screen.getByRole('button', { name: 'Review charges' }));

    expect((await screen.findByRole('alert')).textContent).toBe(ODOMETER_BELOW_CHECK_OUT_MESSAGE);
    expect(errorOf('Odometer (mi)')).toBe(ODOMETER_BELOW_CHECK_OUT_MESSAGE);
    expect(screen.queryByRole('region', { name: 'Charges for this return' })).toBeNull();
  });
});
