import { odometerBelowLastMessage, type OfficeVehicle } from '@keyturn/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '../../../../components/ConfirmDialog.ts';
import {
  errorOf,
  fakeApi,
  field,
  openAdminForm,
  refusal,
  restoreApi,
  type SentRequest,
} from '../../lib/testing/admin-page.tsx';
import { sampleReservation } from '../../../../test/sample-reservation.ts';
import { sampleOfficeVehicle } from '../../../../test/sample-vehicle.ts';
import { CheckOutPage } from './CheckOutPage.tsx';

// The office's answer to the question about a big jump, set by each test that meets it.
vi.mock('../../../../components/ConfirmDialog.ts', () => ({ confirmDialog: vi.fn() }));

const booked = sampleReservation();

/** The server: the booking, its car with its last reading, and what it answers the check-out. */
function serve(
  odometer: number | null = 12_480,
  checkOutAnswer = () => Response.json({ message: 'The car has been handed over.' }),
) {
  const car: OfficeVehicle = { ...sampleOfficeVehicle, odometer };
  return fakeApi(({ method, path }) => {
    if (path === `/reservations/${booked.id}/admin`) return Response.json(booked);
    if (path === `/car/admin/${car.id}`) return Response.json(car);
    if (method === 'POST' && path.endsWith('/check-out')) return checkOutAnswer();
    return undefined;
  });
}

const openPage = () =>
  openAdminForm(
    `/admin/reservations/${booked.id}/check-out`,
    ['/admin/reservations/:reservationId/check-out'],
    <CheckOutPage />,
    'Hand-over',
  );

/** The office types the reading, chooses a full tank and sends the form. */
async function handOver(user: Awaited<ReturnType<typeof openPage>>, odometer: string) {
  await user.clear(field('Odometer (mi)'));
  await user.type(field('Odometer (mi)'), odometer);
  await user.click(screen.getByLabelText('Full'));
  await user.click(screen.getByRole('button', { name: 'Hand over the car' }));
}

const checkOuts = (sent: readonly SentRequest[]) =>
  sent.filter((call) => call.method === 'POST' && call.path.endsWith('/check-out'));

afterEach(() => {
  restoreApi();
  vi.mocked(confirmDialog).mockReset();
  vi.restoreAllMocks();
});

describe('the check-out form', () => {
  it("says the car's last reading and refuses one below it before sending", async () => {
    const sent = serve();
    const user = await openPage();
    expect(
      screen.getByText(
        "Last reading 12,480 mi, at the car's last hand-over. The miles on the dashboard as the car leaves.",
      ),
    ).toBeDefined();
    // Said as soon as the field is left, whatever else is still to fill in.
    await user.type(field('Odometer (mi)'), '12479');
    await user.tab();
    expect(errorOf('Odometer (mi)')).toBe(odometerBelowLastMessage(12_480));
    await handOver(user, '12479');
    expect(errorOf('Odometer (mi)')).toBe(odometerBelowLastMessage(12_480));
    expect(checkOuts(sent)).toHaveLength(0);

    await handOver(user, '12480');
    await screen.findByText('Elsewhere');
    expect(checkOuts(sent)[0]?.body).toEqual({ odometer: 12_480, fuelEighths: 8, photos: [] });
    expect(confirmDialog).not.toHaveBeenCalled();
  });

  it('asks before sending a reading more than 1,000 miles on, and sends it as confirmed', async () => {
    const sent = serve();
    const user = await openPage();
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await handOver(user, '14480');
    await vi.waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    expect(vi.mocked(confirmDialog).mock.calls[0]![0]).toMatchObject({
      title: 'Check the odometer',
      confirmButtonText: 'Yes, 14,480 mi',
      cancelButtonText: 'Correct it',
    });
    expect(vi.mocked(confirmDialog).mock.calls[0]![0].text).toContain(
      "14,480 mi is 2,000 mi more than the car's last reading, 12,480 mi",
    );
    // Not yet: nothing is sent, and the reading is there to correct.
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Odometer (mi)')));
    expect(checkOuts(sent)).toHaveLength(0);

    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Hand over the car' }));
    await screen.findByText('Elsewhere');
    expect(checkOuts(sent)).toEqual([
      expect.objectContaining({
        body: { odometer: 14_480, fuelEighths: 8, photos: [], confirm: true },
      }),
    ]);
  });

  it('takes exactly 1,000 miles on without asking, and any first reading of a car', async () => {
    const sent = serve();
    const user = await openPage();
    await handOver(user, '13480');
    await screen.findByText('Elsewhere');
    expect(checkOuts(sent)[0]?.body).toMatchObject({ odometer: 13_480 });
    expect(checkOuts(sent)[0]?.body).not.toHaveProperty('confirm');

    restoreApi();
    const first = serve(null);
    const again = await openPage();
    expect(
      screen.getByText(
        'The miles on the dashboard as the car leaves: its first reading on record.',
      ),
    ).toBeDefined();
    await handOver(again, '98000');
    await vi.waitFor(() => expect(checkOuts(first)).toHaveLength(1));
    expect(confirmDialog).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the reading under the field, and reads the last one again", async () => {
    // The car came back from another trip since the page read its last reading.
    const sentence = odometerBelowLastMessage(13_100);
    const sent = serve(12_480, () => refusal('odometer', sentence));
    const user = await openPage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await handOver(user, '13000');
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(errorOf('Odometer (mi)')).toBe(sentence);
    await vi.waitFor(() =>
      expect(sent.filter((call) => call.path === '/car/admin/7')).toHaveLength(2),
    );
  });
});
