import type { TimelineEntry } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../../lib/iso-days.ts';
import { entryHoursOn, entryKind, entryTimes } from './entry-labels.ts';

const day = parseIsoDate('2026-11-24')!;
const booking = (start: string, end: string): TimelineEntry => ({
  kind: 'reservation',
  id: 1,
  start,
  end,
  status: 'NO_SHOW',
  customer: { id: 2, firstName: 'Ann', lastName: 'Lee' },
});

describe("a bar's words on a day shown alone", () => {
  it("gives the entry's hours of that day", () => {
    expect(entryHoursOn(booking('2026-11-24T02:00:00', '2026-11-24T05:00:00'), day)).toBe(
      '2 – 5 AM',
    );
    expect(entryHoursOn(booking('2026-11-24T11:30:00', '2026-11-24T13:00:00'), day)).toBe(
      '11:30 AM – 1 PM',
    );
    expect(entryHoursOn(booking('2026-11-23T20:00:00', '2026-11-24T01:30:00'), day)).toBe(
      'until 1:30 AM',
    );
    expect(entryHoursOn(booking('2026-11-24T22:00:00', '2026-11-25T00:00:00'), day)).toBe(
      'from 10 PM',
    );
    expect(entryHoursOn(booking('2026-11-23T09:00:00', '2026-11-26T09:00:00'), day)).toBe(
      'All day',
    );
  });

  it('names what the entry is as the site does', () => {
    expect(entryKind(booking('2026-11-24T02:00:00', '2026-11-24T05:00:00'))).toBe('No-show');
    expect(entryKind({ kind: 'block', id: 3, start: '', end: '', reason: 'Tyres' })).toBe(
      'Out of service',
    );
  });

  it('names the day once for an entry within a day, both days for a longer one', () => {
    expect(entryTimes(booking('2026-11-24T02:00:00', '2026-11-24T05:00:00'))).toBe(
      'Tue, Nov 24, 2:00 AM – 5:00 AM',
    );
    expect(entryTimes(booking('2026-11-24T22:00:00', '2026-11-25T01:00:00'))).toBe(
      'Tue, Nov 24, 10:00 PM – Wed, Nov 25, 1:00 AM',
    );
  });
});
