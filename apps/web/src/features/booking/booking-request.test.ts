import { MIN_BOOKING_MESSAGE, PICK_UP_IN_PAST_MESSAGE } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import {
  bookingDatesProblem,
  SKIPPED_TIME_MESSAGE,
  toAvailabilityQuery,
  toBookingRequest,
  todayInZone,
} from './booking-request.ts';

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

describe('bookingDatesProblem', () => {
  it('accepts a future window of an hour or more', () => {
    expect(bookingDatesProblem(details, now, zone)).toBeNull();
    expect(bookingDatesProblem({ ...details, dropOffTime: '10:00' }, now, zone)).toBeNull();
  });

  it('asks for at least one hour', () => {
    expect(bookingDatesProblem({ ...details, dropOffTime: '09:59' }, now, zone)).toBe(
      MIN_BOOKING_MESSAGE,
    );
    expect(
      bookingDatesProblem(
        { ...details, dropOffDate: '2026-11-23', dropOffTime: '18:00' },
        now,
        zone,
      ),
    ).toBe(MIN_BOOKING_MESSAGE);
  });

  it('refuses a pick-up in the past, read in the company zone', () => {
    expect(
      bookingDatesProblem({ ...details, pickUpDate: '2026-11-21', pickUpTime: '07:59' }, now, zone),
    ).toBe(PICK_UP_IN_PAST_MESSAGE);
  });

  it('counts real hours across the autumn clock change', () => {
    // 1 November 2026: 01:00 to 01:59 happens twice; the first is taken, so this is one hour.
    const night = { pickUpDate: '2026-11-01', dropOffDate: '2026-11-01' };
    const before = new Date('2026-10-01T00:00:00Z');
    expect(
      bookingDatesProblem({ ...night, pickUpTime: '00:30', dropOffTime: '01:30' }, before, zone),
    ).toBeNull();
  });

  it('names a time the spring clock change skips', () => {
    const spring = { pickUpDate: '2027-03-14', dropOffDate: '2027-03-14' };
    expect(
      bookingDatesProblem({ ...spring, pickUpTime: '02:30', dropOffTime: '05:00' }, now, zone),
    ).toBe(SKIPPED_TIME_MESSAGE);
  });
});

describe('todayInZone', () => {
  it('gives the company date, which can differ from UTC', () => {
    expect(todayInZone(new Date('2026-11-22T05:00:00Z'), zone)).toBe('2026-11-21');
  });
});
