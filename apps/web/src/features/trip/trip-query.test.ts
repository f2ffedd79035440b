import { describe, expect, it } from 'vitest';
import { tripFromQuery, tripQuery } from './trip-query.ts';

const trip = {
  pickUpDate: '2026-12-01',
  pickUpTime: '10:00',
  dropOffDate: '2026-12-02',
  dropOffTime: '09:30',
};

describe('tripQuery and tripFromQuery', () => {
  it('carry the dates and times through a page address', () => {
    const query = tripQuery(trip);
    expect(query).toBe('?pickUp=2026-12-01T10%3A00&dropOff=2026-12-02T09%3A30');
    expect(tripFromQuery(new URLSearchParams(query))).toEqual(trip);
  });

  it('leave out what is not entered yet', () => {
    expect(tripQuery({ ...trip, dropOffTime: '' })).toBe('?pickUp=2026-12-01T10%3A00');
    expect(tripQuery({ pickUpDate: '', pickUpTime: '', dropOffDate: '', dropOffTime: '' })).toBe(
      '',
    );
  });

  it('ignore a malformed or missing value', () => {
    expect(tripFromQuery(new URLSearchParams('pickUp=tomorrow&dropOff=2026-12-02T09:30'))).toEqual({
      pickUpDate: '',
      pickUpTime: '',
      dropOffDate: '2026-12-02',
      dropOffTime: '09:30',
    });
    expect(tripFromQuery(new URLSearchParams(''))).toEqual({
      pickUpDate: '',
      pickUpTime: '',
      dropOffDate: '',
      dropOffTime: '',
    });
  });
});
