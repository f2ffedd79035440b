import { describe, expect, it } from 'vitest';
import { isoDate, parseIsoDate } from '../../../lib/iso-days.ts';
import {
  currentSpan,
  dayOf,
  holdsToday,
  shiftSpan,
  spanAddress,
  spanFromAddress,
  weekOf,
} from './span.ts';

// A Thursday.
const today = parseIsoDate('2026-11-26')!;
const read = (query: string) => spanFromAddress(new URLSearchParams(query), today);
const first = (span: { first: Parameters<typeof isoDate>[0] }) => isoDate(span.first);

describe('what the timeline shows', () => {
  it('is this week without an address, the week of `from`, or the day of `day`', () => {
    expect(read('')).toMatchObject({ scale: 'week', days: 7 });
    expect(first(read(''))).toBe('2026-11-23');
    expect(first(read('from=2026-12-03'))).toBe('2026-11-30');
    expect(read('day=2026-12-03')).toMatchObject({ scale: 'day', days: 1 });
    expect(first(read('day=2026-12-03'))).toBe('2026-12-03');
    // Not a day: this week, as for no address.
    expect(first(read('day=2026-02-30'))).toBe('2026-11-23');
  });

  it('writes this week as no address, and any other span as it reads it back', () => {
    expect(spanAddress(read(''), today)).toEqual({});
    for (const query of ['from=2026-11-30', 'day=2026-11-26', 'day=2026-11-19']) {
      expect(new URLSearchParams(spanAddress(read(query), today)).toString()).toBe(query);
    }
  });

  it('moves by its own length and comes back to today', () => {
    expect(first(shiftSpan(read(''), -1))).toBe('2026-11-16');
    expect(first(shiftSpan(read('day=2026-11-30'), 1))).toBe('2026-12-01');
    expect(first(shiftSpan(read('day=2026-12-01'), -1))).toBe('2026-11-30');
    expect(first(currentSpan('day', today))).toBe('2026-11-26');
    expect(holdsToday(read(''), today)).toBe(true);
    expect(holdsToday(read('day=2026-11-27'), today)).toBe(false);
  });

  it("zooms into today, or another week's Monday, and out to the day's week", () => {
    expect(first(dayOf(read(''), today))).toBe('2026-11-26');
    expect(first(dayOf(read('from=2026-12-10'), today))).toBe('2026-12-07');
    expect(weekOf(read('day=2026-12-10'))).toMatchObject({ scale: 'week' });
    expect(first(weekOf(read('day=2026-12-10')))).toBe('2026-12-07');
  });
});
