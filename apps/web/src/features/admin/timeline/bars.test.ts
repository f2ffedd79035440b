import type { TimelineEntry } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import { placeBars } from './bars.ts';
import { parseIsoDate } from '../../../lib/iso-days.ts';

const monday = parseIsoDate('2026-11-23')!;
const customer = { id: 7, firstName: 'Jane', lastName: 'Doe' };
const booking = (id: number, start: string, end: string): TimelineEntry => ({
  kind: 'reservation',
  id,
  start,
  end,
  status: 'CREATED',
  customer,
});

describe('bars on a vehicle row', () => {
  it('spans the share of the week its times take', () => {
    const { bars, lanes } = placeBars(
      [booking(1, '2026-11-24T00:00:00', '2026-11-25T12:00:00')],
      monday,
      7,
    );
    expect(lanes).toBe(1);
    expect(bars[0]!.left).toBeCloseTo((1 / 7) * 100);
    expect(bars[0]!.width).toBeCloseTo((1.5 / 7) * 100);
  });

  it('is cut at the edges of the week, and says it goes on', () => {
    const [bar] = placeBars(
      [booking(1, '2026-11-20T10:00:00', '2026-12-02T10:00:00')],
      monday,
      7,
    ).bars;
    expect(bar).toMatchObject({ left: 0, continuesBefore: true, continuesAfter: true });
    expect(bar!.width).toBeCloseTo(100);
  });

  it('puts overlapping entries in lanes of their own, back-to-back ones in the same', () => {
    const { bars, lanes } = placeBars(
      [
        booking(1, '2026-11-24T10:00:00', '2026-11-24T14:00:00'),
        booking(2, '2026-11-24T14:00:00', '2026-11-24T16:00:00'),
        {
          kind: 'block',
          id: 3,
          start: '2026-11-24T12:00:00',
          end: '2026-11-24T13:00:00',
          reason: 'Tyres',
        },
      ],
      monday,
      7,
    );
    expect(lanes).toBe(2);
    expect(bars.map((bar) => [bar.entry.id, bar.lane])).toEqual([
      [1, 0],
      [3, 1],
      [2, 0],
    ]);
  });

  it('counts each day as a column on a daylight-saving change', () => {
    // Clocks go back on Sunday 1 November 2026 in San Francisco: that day has 25 hours.
    const week = parseIsoDate('2026-10-26')!;
    const [bar] = placeBars(
      [booking(1, '2026-11-01T00:00:00', '2026-11-02T00:00:00')],
      week,
      7,
    ).bars;
    expect(bar!.left).toBeCloseTo((6 / 7) * 100);
    expect(bar!.width).toBeCloseTo((1 / 7) * 100);
  });
});
