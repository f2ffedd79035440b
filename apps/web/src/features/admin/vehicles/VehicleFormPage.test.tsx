import { DAY_PRICE_ABOVE_HOURS_MESSAGE } from '@keyturn/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleVehicle as vehicle } from '../../../test/sample-vehicle.ts';
import {
  changeSent,
  fakeApi,
  field,
  refusal,
  openAdminForm,
  restoreApi,
  saveButton,
  type SentRequest,
} from '../lib/testing/admin-page.tsx';
import { VehicleFormPage } from './VehicleFormPage.tsx';

/** The server as the page meets it: the vehicle, no out-of-service time, and a save's answer. */
function serve(saveAnswer = () => Response.json({ message: 'Saved' })) {
  return fakeApi(({ method, path }) => {
    if (path === `/car/visitors/${vehicle.id}`) return Response.json(vehicle);
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
});
