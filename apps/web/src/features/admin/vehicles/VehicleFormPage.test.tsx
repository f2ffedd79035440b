import {
  DAY_PRICE_ABOVE_HOURS_MESSAGE,
  plateNumberTakenMessage,
  type OfficeVehicle,
} from '@keyturn/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleOfficeVehicle as vehicle } from '../../../test/sample-vehicle.ts';
import {
  changeSent,
  errorOf,
  fakeApi,
  field,
  refusal,
  openAdminForm,
  restoreApi,
  saveButton,
  type SentRequest,
} from '../lib/testing/admin-page.tsx';
import { VehicleFormPage } from './VehicleFormPage.tsx';

/**
 * The server as the page meets it: the vehicle as the office knows it, no out-of-service time,
 * and a save's answer.
 */
function serve(
  saveAnswer = () => Response.json({ message: 'Saved' }),
  shown: OfficeVehicle = vehicle,
) {
  return fakeApi(({ method, path }) => {
    if (path === `/car/admin/${vehicle.id}`) return Response.json(shown);
    if (path === `/car/admin/${vehicle.id}/blocks`) return Response.json([]);
    return method === 'PUT' ? saveAnswer() : undefined;
  });
}

const renderPage = () =>
  openAdminForm(
    `/admin/vehicles/${vehicle.id}`,
    ['/admin/vehicles/:vehicleId'],
    <VehicleFormPage />,
    'Vehicle',
  );

/** The sentences read out with a field: its hint and its error. */
const describedBy = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
const saved = (sent: readonly SentRequest[]) => changeSent(sent)?.body;

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

describe('the vehicle form', () => {
  it("shows the vehicle's prices in a group of their own", async () => {
    serve();
    await renderPage();
    const prices = screen.getByRole('group', { name: 'Prices' });
    expect(prices.contains(field('Price Per Hour ($)'))).toBe(true);
    expect(field('Price Per Day ($)')).toHaveProperty('value', '90');
    expect(field('Deposit ($)')).toHaveProperty('value', '250');
    expect(field('Miles Per Day')).toHaveProperty('value', '150');
    expect(field('Price Per Extra Mile ($)')).toHaveProperty('value', '0.4');
  });

  it('says what an empty day price costs, following the hourly price', async () => {
    serve();
    const user = await renderPage();
    expect(field('Price Per Day ($)').getAttribute('placeholder')).toBe('360.00');
    expect(describedBy('Price Per Day ($)')).toEqual(['Empty: 24 × the hourly price']);
    await user.clear(field('Price Per Hour ($)'));
    await user.type(field('Price Per Hour ($)'), '12.5');
    expect(field('Price Per Day ($)').getAttribute('placeholder')).toBe('300.00');
  });

  it('judges the day price again when the hourly price changes under it', async () => {
    serve();
    const user = await renderPage();
    await user.clear(field('Price Per Day ($)'));
    await user.type(field('Price Per Day ($)'), '300');
    await user.tab();
    expect(describedBy('Price Per Day ($)')).toHaveLength(1);
    await user.clear(field('Price Per Hour ($)'));
    await user.type(field('Price Per Hour ($)'), '12');
    expect(describedBy('Price Per Day ($)')).toEqual([
      'Empty: 24 × the hourly price',
      DAY_PRICE_ABOVE_HOURS_MESSAGE,
    ]);
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.type(field('Price Per Hour ($)'), '.5');
    expect(describedBy('Price Per Day ($)')).toEqual(['Empty: 24 × the hourly price']);
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('saves an emptied day price and miles per day as null, and keeps the other prices', async () => {
    const sent = serve();
    const user = await renderPage();
    await user.clear(field('Price Per Day ($)'));
    await user.clear(field('Miles Per Day'));
    await user.click(saveButton());
    await vi.waitFor(() => expect(saved(sent)).toBeDefined());
    expect(saved(sent)).toMatchObject({
      pricePerHour: 15,
      pricePerDay: null,
      deposit: 250,
      milesPerDay: null,
      pricePerExtraMile: 0.4,
    });
  });

  it("shows the server's sentence under the field it names", async () => {
    serve(() => refusal('pricePerDay', DAY_PRICE_ABOVE_HOURS_MESSAGE));
    const user = await renderPage();
    // The failure is logged for the developer as well; the test reads what the office sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.clear(field('Deposit ($)'));
    await user.type(field('Deposit ($)'), '300');
    await user.click(saveButton());
    await vi.waitFor(() =>
      expect(describedBy('Price Per Day ($)')).toContain(DAY_PRICE_ABOVE_HOURS_MESSAGE),
    );
  });

  it('shows the plate, the last odometer and who has the car, with the way to the trip', async () => {
    serve(undefined, {
      ...vehicle,
      odometer: 24_310,
      now: {
        reservationId: 41,
        customer: { id: 5, firstName: 'Jamie', lastName: 'Chen', phoneNumber: '(415) 555-0142' },
        dueBack: '2031-06-10T14:00:00',
      },
    });
    await renderPage();
    expect(field('Plate Number')).toHaveProperty('value', '7ABC 123');
    const now = screen.getByRole('region', { name: 'The car now' });
    expect(now.textContent).toContain('24,310 mi');
    expect(now.textContent).toContain('due back Tue, Jun 10, 2:00 PM');
    expect(
      within(now).getByRole('link', { name: 'Jamie Chen (reservation #41)' }).getAttribute('href'),
    ).toBe('/admin/reservations/41');
    expect(within(now).getByRole('link', { name: '(415) 555-0142' }).getAttribute('href')).toBe(
      'tel:4155550142',
    );
  });

  it('says a car with no trip and no hand-over yet is at the office', async () => {
    serve(undefined, { ...vehicle, plateNumber: null, odometer: null });
    await renderPage();
    expect(field('Plate Number')).toHaveProperty('value', '');
    const now = screen.getByRole('region', { name: 'The car now' });
    expect(now.textContent).toContain('None on record');
    expect(now.textContent).toContain('No hand-over yet');
    expect(now.textContent).toContain('At the office');
  });

  it('judges the plate as it is typed, and shows a taken plate under it', async () => {
    const taken = plateNumberTakenMessage('8QRS 204');
    const sent = serve(() =>
      Response.json(
        { message: taken, errors: [{ field: 'plateNumber', message: taken }] },
        {
          status: 409,
        },
      ),
    );
    const user = await renderPage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.clear(field('Plate Number'));
    await user.type(field('Plate Number'), '8qrs_204');
    await user.tab();
    expect(errorOf('Plate Number')).toBe(
      'Plate number may hold only letters and digits, with single spaces or dashes between them',
    );
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.clear(field('Plate Number'));
    await user.type(field('Plate Number'), '8qrs 204');
    await user.click(saveButton());
    await vi.waitFor(() => expect(errorOf('Plate Number')).toBe(taken));
    expect(saved(sent)).toMatchObject({ plateNumber: '8QRS 204' });
  });
});
