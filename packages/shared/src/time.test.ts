import { describe, expect, it } from 'vitest';
import { formatWallClock, fromWallClock, parseRequestDateTime, toWallClock } from './time.ts';

const LA = 'America/Los_Angeles';
const clock = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});

describe('company wall clock ↔ instants', () => {
  it('converts standard and daylight time with their offsets', () => {
    expect(fromWallClock(clock(2026, 12, 1, 9), LA)!.toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
    expect(fromWallClock(clock(2027, 7, 1, 9), LA)!.toISOString()).toBe('2027-07-01T16:00:00.000Z');
  });

  it('has no instant for the hour skipped in spring', () => {
    expect(fromWallClock(clock(2027, 3, 14, 2, 30), LA)).toBeNull();
    expect(fromWallClock(clock(2027, 3, 14, 3), LA)!.toISOString()).toBe(
      '2027-03-14T10:00:00.000Z',
    );
  });

  it('takes the first of the two instants of the hour repeated in autumn', () => {
    expect(fromWallClock(clock(2027, 11, 7, 1, 30), LA)!.toISOString()).toBe(
      '2027-11-07T08:30:00.000Z',
    );
  });

  it('formats an instant as the zone’s wall clock without offset', () => {
    expect(formatWallClock(new Date('2027-03-14T10:00:00Z'), LA)).toBe('2027-03-14T03:00:00');
    expect(toWallClock(new Date('2026-11-21T07:59:59Z'), LA)).toEqual({
      ...clock(2026, 11, 20, 23, 59),
      second: 59,
    });
  });
});

describe('reading request times', () => {
  it('reads MM/DD/YYYY HH:mm:ss in the company zone', () => {
    const parsed = parseRequestDateTime('11/24/2026 09:00:00', LA);
    expect(parsed).toEqual({ ok: true, instant: new Date('2026-11-24T17:00:00Z') });
  });

  it('reads ISO 8601 with an explicit offset', () => {
    expect(parseRequestDateTime('2026-11-24T09:00:00-08:00', LA)).toEqual({
      ok: true,
      instant: new Date('2026-11-24T17:00:00Z'),
    });
    expect(parseRequestDateTime('2026-11-24T17:00:00.000Z', LA)).toMatchObject({ ok: true });
  });

  it.each([
    ['02/30/2027 10:00:00', 'is not a real date and time'],
    ['13/01/2027 10:00:00', 'is not a real date and time'],
    ['01/01/2027 24:00:00', 'is not a real date and time'],
    ['2027-02-30T10:00:00Z', 'is not a real date and time'],
    ['2026-11-24T09:00:00', 'must be written as MM/DD/YYYY HH:mm:ss'],
    ['tomorrow at noon', 'must be written as MM/DD/YYYY HH:mm:ss'],
    ['03/14/2027 02:30:00', 'does not exist on that day (the clocks skip it)'],
  ])('refuses %s: %s', (value, reason) => {
    expect(parseRequestDateTime(value, LA)).toEqual({ ok: false, reason });
  });
});
