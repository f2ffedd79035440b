import {
  MIN_BOOKING_MESSAGE,
  PICK_UP_IN_PAST_MESSAGE,
  type BookingDetailsForm,
} from '@keyturn/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { tripResolver } from './trip-resolver.ts';

const zone = 'America/Los_Angeles';
// 08:00 in San Francisco on 21 November 2026.
const resolve = tripResolver(zone, () => new Date('2026-11-21T16:00:00Z'));
const options: ResolverOptions<BookingDetailsForm> = {
  fields: {},
  shouldUseNativeValidation: false,
};
const trip: BookingDetailsForm = {
  pickUpLocation: 'SFO Terminal 2',
  dropOffLocation: 'Union Square',
  pickUpDate: '2026-11-24',
  pickUpTime: '10:00',
  dropOffDate: '2026-11-24',
  dropOffTime: '11:01',
};
const messages = async (values: Partial<BookingDetailsForm>) => {
  const { errors } = await resolve({ ...trip, ...values }, undefined, options);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  );
};

describe('tripResolver', () => {
  it('accepts a future trip of an hour or more', async () => {
    expect(await messages({})).toEqual({});
    expect(await messages({ dropOffTime: '11:00' })).toEqual({});
  });

  it('puts a trip under an hour under the drop-off time, word for word', async () => {
    expect(await messages({ dropOffTime: '10:59' })).toEqual({ dropOffTime: MIN_BOOKING_MESSAGE });
    expect(await messages({ dropOffTime: '09:00' })).toEqual({ dropOffTime: MIN_BOOKING_MESSAGE });
  });

  it('puts a pick-up in the past under the pick-up time', async () => {
    expect(await messages({ pickUpDate: '2026-11-21', pickUpTime: '07:59' })).toEqual({
      pickUpTime: PICK_UP_IN_PAST_MESSAGE,
    });
  });

  it('waits for every date and time before judging them together', async () => {
    expect(await messages({ dropOffTime: '', pickUpTime: '07:00' })).toEqual({
      dropOffTime: 'Enter your drop off time',
    });
  });

  it("keeps the other fields' messages beside the time rule", async () => {
    expect(await messages({ pickUpLocation: '', dropOffTime: '10:30' })).toEqual({
      pickUpLocation: 'Enter your pick up location',
      dropOffTime: MIN_BOOKING_MESSAGE,
    });
  });
});
