import { describe, expect, it } from 'vitest';
import {
  isoDate,
  isoDateOfRequest,
  parseIsoDate,
  requestDate,
  requestDateOfIso,
} from './iso-days.ts';

describe('days in the admin addresses', () => {
  it('reads only real dates from the address', () => {
    expect(parseIsoDate('2026-02-29')).toBeUndefined();
    expect(parseIsoDate('11/23/2026')).toBeUndefined();
    expect(parseIsoDate(null)).toBeUndefined();
    expect(parseIsoDate('2028-02-29')).toMatchObject({ year: 2028, month: 2, day: 29 });
  });

  it('names a day for the address and for the API', () => {
    const day = parseIsoDate('2026-03-08')!;
    expect(isoDate(day)).toBe('2026-03-08');
    expect(requestDate(day)).toBe('03/08/2026');
  });

  it("turns a date input's day into the API's and back, real days only", () => {
    expect(requestDateOfIso('2027-12-20')).toBe('12/20/2027');
    expect(isoDateOfRequest('12/20/2027')).toBe('2027-12-20');
    expect(requestDateOfIso('2027-02-30')).toBeUndefined();
    expect(isoDateOfRequest('2027-12-20')).toBeUndefined();
  });
});
