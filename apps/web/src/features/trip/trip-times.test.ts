import { MAX_BOOKING_MESSAGE, MIN_BOOKING_MESSAGE, PICK_UP_IN_PAST_MESSAGE } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import {
  SKIPPED_TIME_MESSAGE,
  toAvailabilityQuery,
  toBookingRequest,
  todayInZone,
  tripLength,
  tripProblem,
} from './trip-times.ts';

const zone = 'America/Los_Angeles';
const details = {
  pickUpLocation: ' SFO Terminal 2 ',
  dropOffLocation: 'Union Square',
  pickUpDate: '2026-11-24',
  pickUpTime: '09:00',
  dropOffDate: '2026-11-24',
  dropOffTime: '13:30',
};
// 08:00 in San Francisco on 21 November 2026 (UTC-8).
const now = new Date('2026-11-21T16:00:00Z');

describe('toBookingRequest', () => {
  it('writes company wall-clock times as MM/DD/YYYY HH:mm:ss and trims the places', () => {
    expect(toBookingRequest(details)).toEqual({
      pickUpTime: '11/24/2026 09:00:00',
      dropOffTime: '11/24/2026 13:30:00',
      pickUpLocation: 'SFO Terminal 2',
      dropOffLocation: 'Union Square',
    });
  });

  it('never carries card data, even when the form object has it', () => {
    const withCard = { ...details, cardNo: '4111-1111-1111-1111', cvv: '123' };
    expect(Object.keys(toBookingRequest(withCard)).sort()).toEqual([
      'dropOffLocation',
      'dropOffTime',
      'pickUpLocation',
      'pickUpTime',
    ]);
  });
});

describe('toAvailabilityQuery', () => {
  it('names the times as the availability endpoint reads them', () => {
    expect(toAvailabilityQuery(7, details)).toEqual({
      carId: 7,
      pickUpDateTime: '11/24/2026 09:00:00',
      dropOffDateTime: '11/24/2026 13:30:00',
    });
  });
});

describe('tripProblem', () => {
  it('accepts a future window of an hour or more', () => {
    expect(tripProblem(details, now, zone)).toBeNull();
    expect(tripProblem({ ...details, dropOffTime: '10:00' }, now, zone)).toBeNull();
  });

  it('asks for at least one hour, under the drop-off time', () => {
    const tooShort = { field: 'dropOffTime', message: MIN_BOOKING_MESSAGE };
    expect(tripProblem({ ...details, dropOffTime: '09:59' }, now, zone)).toEqual(tooShort);
    expect(
      tripProblem({ ...details, dropOffDate: '2026-11-23', dropOffTime: '18:00' }, now, zone),
    ).toEqual(tooShort);
  });

  it('refuses a pick-up in the past, read in the company zone, under the pick-up time', () => {
    expect(
      tripProblem({ ...details, pickUpDate: '2026-11-21', pickUpTime: '07:59' }, now, zone),
    ).toEqual({ field: 'pickUpTime', message: PICK_UP_IN_PAST_MESSAGE });
  });

  it('refuses a trip over the longest there is, under the drop-off date', () => {
    expect(tripProblem({ ...details, dropOffDate: '2027-03-01' }, now, zone)).toEqual({
      field: 'dropOffDate',
      message: MAX_BOOKING_MESSAGE,
    });
  });

  it('counts real hours across the autumn clock change', () => {
    // 1 November 2026: 01:00 to 01:59 happens twice; the first is taken, so this is one hour.
    const night = { pickUpDate: '2026-11-01', dropOffDate: '2026-11-01' };
    const before = new Date('2026-10-01T00:00:00Z');
    expect(
      tripProblem({ ...night, pickUpTime: '00:30', dropOffTime: '01:30' }, before, zone),
    ).toBeNull();
  });

  it('names a time the spring clock change skips, under the input that holds it', () => {
    const spring = { pickUpDate: '2027-03-14', dropOffDate: '2027-03-14' };
    expect(
      tripProblem({ ...spring, pickUpTime: '02:30', dropOffTime: '05:00' }, now, zone),
    ).toEqual({ field: 'pickUpTime', message: SKIPPED_TIME_MESSAGE });
    expect(
      tripProblem({ ...spring, pickUpTime: '01:00', dropOffTime: '02:15' }, now, zone),
    ).toEqual({ field: 'dropOffTime', message: SKIPPED_TIME_MESSAGE });
  });
});

describe('tripLength', () => {
  it('charges every started hour', () => {
    const trip = { ...details, pickUpTime: '10:00' };
    expect(tripLength({ ...trip, dropOffTime: '11:00' }, zone)).toEqual({
      minutes: 60,
      chargedHours: 1,
    });
    expect(tripLength({ ...trip, dropOffTime: '11:01' }, zone)).toEqual({
      minutes: 61,
      chargedHours: 2,
    });
    expect(tripLength({ ...trip, dropOffTime: '13:30' }, zone)).toEqual({
      minutes: 210,
      chargedHours: 4,
    });
  });

  it('measures real time across a clock change', () => {
    // 8 March 2026 loses 02:00 to 03:00: 01:00 to 04:00 is two hours.
    const spring = { pickUpDate: '2026-03-08', dropOffDate: '2026-03-08' };
    expect(
      tripLength({ ...details, ...spring, pickUpTime: '01:00', dropOffTime: '04:00' }, zone),
    ).toEqual({ minutes: 120, chargedHours: 2 });
  });
});

describe('todayInZone', () => {
  it('gives the company date, which can differ from UTC', () => {
    expect(todayInZone(new Date('2026-11-22T05:00:00Z'), zone)).toBe('2026-11-21');
  });
});
