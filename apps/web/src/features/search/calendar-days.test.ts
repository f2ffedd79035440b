import type { AvailabilityCalendar } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import { calendarDays, firstOpenHour, officeTrip, tripOf } from './calendar-days.ts';

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

describe('officeTrip and tripOf', () => {
  const free = (start: string, end: string) => ({ kind: 'free', start, end }) as const;

  it("offer a free stretch's part in the office's hours of its day, as a trip's times", () => {
    // Tuesday 9 AM to 9 PM, Saturday to 7 PM, Sunday to 5 PM (content/company.ts).
    expect(officeTrip(free('2026-11-24T00:00', '2026-11-25T00:00'))).toEqual(
      free('2026-11-24T09:00', '2026-11-24T21:00'),
    );
    expect(officeTrip(free('2026-11-28T14:00', '2026-11-29T00:00'))?.end).toBe('2026-11-28T19:00');
    expect(officeTrip(free('2026-11-29T00:00', '2026-11-29T10:30'))).toEqual(
      free('2026-11-29T09:00', '2026-11-29T10:30'),
    );
    expect(tripOf(free('2026-11-24T16:30', '2026-11-24T21:00'))).toEqual({
      pickUpDate: '2026-11-24',
      pickUpTime: '16:30',
      dropOffDate: '2026-11-24',
      dropOffTime: '21:00',
    });
  });

  it('offer nothing under an hour in office hours, after hours, or for a booked stretch', () => {
    expect(officeTrip(free('2026-11-24T20:01', '2026-11-25T00:00'))).toBeNull();
    expect(officeTrip(free('2026-11-24T00:00', '2026-11-24T09:30'))).toBeNull();
    expect(officeTrip(free('2026-11-24T22:00', '2026-11-25T00:00'))).toBeNull();
    expect(
      officeTrip({ kind: 'busy', start: '2026-11-24T10:00', end: '2026-11-24T14:00' }),
    ).toBeNull();
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
