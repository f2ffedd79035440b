import { describe, expect, it } from 'vitest';
import { isoDate, parseIsoDate } from '../../../lib/iso-days.ts';
import {
  DAY_SLOTS,
  formatDay,
  formatLongDay,
  formatWeek,
  mondayOf,
  slotLabel,
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

  it("takes today in the company's zone, not the browser's", () => {
    // 07:30 UTC on 24 November is still the 23rd in San Francisco.
    const today = todayIn('America/Los_Angeles', new Date('2026-11-24T07:30:00Z'));
    expect(isoDate(today)).toBe('2026-11-23');
  });

  it('names its days for the address and the headings', () => {
    const monday = parseIsoDate('2026-11-23')!;
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
    expect(formatLongDay(monday)).toBe('Monday, November 23, 2026');
  });

  it("names a day's two-hour columns by where they begin", () => {
    expect(Array.from({ length: DAY_SLOTS }, (_, index) => slotLabel(index))).toEqual([
      '12 AM',
      '2 AM',
      '4 AM',
      '6 AM',
      '8 AM',
      '10 AM',
      '12 PM',
      '2 PM',
      '4 PM',
      '6 PM',
      '8 PM',
      '10 PM',
    ]);
  });
});
