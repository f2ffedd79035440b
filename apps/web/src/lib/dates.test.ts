import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayTime } from './dates.ts';

describe('formatDateTime', () => {
  it('keeps the wall-clock digits the server sent', () => {
    expect(formatDateTime('2026-11-24T09:00:00')).toBe('Tue, Nov 24, 2026 · 9:00 AM');
    expect(formatDateTime('2026-12-31T23:30:00')).toBe('Thu, Dec 31, 2026 · 11:30 PM');
  });
});

describe('formatDayTime', () => {
  it('names the day and the time, without the year', () => {
    expect(formatDayTime('2026-12-08T10:00:00')).toBe('Tue, Dec 8, 10:00 AM');
    expect(formatDayTime('2027-01-01T00:30:00')).toBe('Fri, Jan 1, 12:30 AM');
  });
});
