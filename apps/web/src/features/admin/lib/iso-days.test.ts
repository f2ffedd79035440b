import { describe, expect, it } from 'vitest';
import { isoDate, parseIsoDate, requestDate } from './iso-days.ts';

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
});
