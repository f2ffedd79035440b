import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatWeek,
  isoDate,
  mondayOf,
  parseIsoDate,
  requestDate,
  todayIn,
  weekDays,
} from './week.ts';

describe('the week the timeline shows', () => {
  it('starts on the Monday of any day in it, across a month and a year', () => {
    expect(isoDate(mondayOf(parseIsoDate('2026-11-26')!))).toBe('2026-11-23');
    expect(isoDate(mondayOf(parseIsoDate('2026-11-23')!))).toBe('2026-11-23');
    expect(isoDate(mondayOf(parseIsoDate('2026-11-29')!))).toBe('2026-11-23');
    expect(isoDate(mondayOf(parseIsoDate('2027-01-02')!))).toBe('2026-12-28');
  });

  it('reads only real dates from the address', () => {
    expect(parseIsoDate('2026-02-29')).toBeUndefined();
    expect(parseIsoDate('11/23/2026')).toBeUndefined();
    expect(parseIsoDate(null)).toBeUndefined();
    expect(parseIsoDate('2028-02-29')).toMatchObject({ year: 2028, month: 2, day: 29 });
  });

  it("takes today in the company's zone, not the browser's", () => {
    // 07:30 UTC on 24 November is still the 23rd in San Francisco.
    const today = todayIn('America/Los_Angeles', new Date('2026-11-24T07:30:00Z'));
    expect(isoDate(today)).toBe('2026-11-23');
  });

  it('names its days for the API, the address and the headings', () => {
    const monday = parseIsoDate('2026-11-23')!;
    expect(requestDate(monday)).toBe('11/23/2026');
    expect(weekDays(monday).map(isoDate)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(formatDay(monday)).toBe('Mon, Nov 23');
    // Intl puts thin spaces around the dash.
    expect(formatWeek(monday)).toMatch(/^Nov 23\s–\s29, 2026$/);
  });
});
