import type { AvailabilityCalendar } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import { calendarDays, canPick, firstOpenHour, tripOf } from './calendar-days.ts';

const calendar = (busy: AvailabilityCalendar['busy']): AvailabilityCalendar => ({
  timeZone: 'America/Los_Angeles',
  from: '2026-11-24T00:00:00',
  to: '2026-11-27T00:00:00',
  busy,
});

describe('calendarDays', () => {
  it('cuts each day into past, free and busy stretches, midnight to midnight', () => {
    const days = calendarDays(
      calendar([
        { start: '2026-11-24T14:00:00', end: '2026-11-24T16:30:00' },
        { start: '2026-11-25T20:00:00', end: '2026-11-26T09:00:00' },
      ]),
      '2026-11-24T10:00',
    );
    expect(days.map((day) => day.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(days[0]?.stretches).toEqual([
      { kind: 'past', start: '2026-11-24T00:00', end: '2026-11-24T10:00' },
      { kind: 'free', start: '2026-11-24T10:00', end: '2026-11-24T14:00' },
      { kind: 'busy', start: '2026-11-24T14:00', end: '2026-11-24T16:30' },
      { kind: 'free', start: '2026-11-24T16:30', end: '2026-11-25T00:00' },
    ]);
    // A booking over midnight is busy on both days.
    expect(days[1]?.stretches.at(-1)).toEqual({
      kind: 'busy',
      start: '2026-11-25T20:00',
      end: '2026-11-26T00:00',
    });
    expect(days[2]?.stretches[0]).toEqual({
      kind: 'busy',
      start: '2026-11-26T00:00',
      end: '2026-11-26T09:00',
    });
  });

  it('shows a day with nothing booked as free all day, and a day gone as past', () => {
    const [today, tomorrow] = calendarDays(calendar([]), '2026-11-25T00:00');
    expect(today?.stretches).toEqual([
      { kind: 'past', start: '2026-11-24T00:00', end: '2026-11-25T00:00' },
    ]);
    expect(tomorrow?.stretches).toEqual([
      { kind: 'free', start: '2026-11-25T00:00', end: '2026-11-26T00:00' },
    ]);
  });
});

describe('canPick and tripOf', () => {
  it('offer a free stretch of an hour or more, as the times of a trip', () => {
    const stretch = { kind: 'free', start: '2026-11-24T16:30', end: '2026-11-25T00:00' } as const;
    expect(canPick(stretch)).toBe(true);
    expect(canPick({ ...stretch, start: '2026-11-24T23:01' })).toBe(false);
    expect(canPick({ ...stretch, kind: 'busy' })).toBe(false);
    expect(tripOf(stretch)).toEqual({
      pickUpDate: '2026-11-24',
      pickUpTime: '16:30',
      dropOffDate: '2026-11-25',
      dropOffTime: '00:00',
    });
  });
});

describe('firstOpenHour', () => {
  it("rounds now up to the next whole hour of the company's clock", () => {
    // 15:20 UTC is 07:20 in San Francisco.
    expect(firstOpenHour(new Date('2026-11-24T15:20:00Z'), 'America/Los_Angeles')).toBe(
      '2026-11-24T08:00',
    );
    expect(firstOpenHour(new Date('2026-11-24T16:00:00Z'), 'America/Los_Angeles')).toBe(
      '2026-11-24T08:00',
    );
    expect(firstOpenHour(new Date('2026-11-25T07:30:00Z'), 'America/Los_Angeles')).toBe(
      '2026-11-25T00:00',
    );
  });
});
