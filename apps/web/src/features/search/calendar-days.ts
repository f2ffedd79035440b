import { toWallClock, type AvailabilityCalendar } from '@keyturn/shared';
import { workingHours } from '../../content/company.ts';
import type { TripTimes } from '../trip/index.ts';

/** A part of one day: gone already, taken, or free to pick. */
export interface Stretch {
  kind: 'past' | 'busy' | 'free';
  /** Company wall clock, `YYYY-MM-DDTHH:mm`; the end of a day is the next day's 00:00. */
  start: string;
  end: string;
}

export interface CalendarDay {
  /** `YYYY-MM-DD` */
  date: string;
  stretches: Stretch[];
}

/** The shortest trip there is: a free stretch shorter than this cannot be picked. */
const MIN_TRIP_MINUTES = 60;

// Wall-clock readings compared as text (one fixed format) and counted as if they were UTC:
// the zone's offset plays no part in which part of the day a stretch covers.
const minute = (moment: string) => moment.slice(0, 16);
const asUtc = (moment: string) => Date.parse(`${moment}:00Z`);
const fromUtc = (instant: number) => new Date(instant).toISOString().slice(0, 16);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
const nextDay = (date: string) => fromUtc(asUtc(`${date}T00:00`) + 86_400_000).slice(0, 10);

/** Now in the company's zone, rounded up to the next whole hour: the first hour still to come. */
export function firstOpenHour(now: Date, timeZone: string): string {
  const clock = toWallClock(now, timeZone);
  const started = clock.minute > 0 || clock.second > 0 ? 1 : 0;
  return fromUtc(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour + started));
}

/**
 * The calendar's days, each cut into stretches from midnight to midnight: past (before
 * `openFrom`), busy (the API's merged intervals) and free in between.
 */
export function calendarDays(calendar: AvailabilityCalendar, openFrom: string): CalendarDay[] {
  const busy = calendar.busy.map(({ start, end }) => ({ start: minute(start), end: minute(end) }));
  const days: CalendarDay[] = [];
  const last = calendar.to.slice(0, 10);
  for (let date = calendar.from.slice(0, 10); date < last; date = nextDay(date)) {
    const dayEnd = `${nextDay(date)}T00:00`;
    const stretches: Stretch[] = [];
    const add = (kind: Stretch['kind'], start: string, end: string) => {
      if (end > start) stretches.push({ kind, start, end });
    };
    let cursor = `${date}T00:00`;
    if (openFrom > cursor) {
      add('past', cursor, earlier(openFrom, dayEnd));
      cursor = earlier(openFrom, dayEnd);
    }
    for (const interval of busy) {
      const start = later(interval.start, cursor);
      const end = earlier(interval.end, dayEnd);
      if (end <= start) continue;
      add('free', cursor, start);
      add('busy', start, end);
      cursor = end;
    }
    add('free', cursor, dayEnd);
    days.push({ date, stretches });
  }
  return days;
}

export function minutesOf({ start, end }: Stretch): number {
  return (asUtc(end) - asUtc(start)) / 60_000;
}

/** The office's hours on a day (`YYYY-MM-DD`); none when it is closed that day. */
function officeHoursOn(date: string) {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return workingHours.find((slot) => slot.weekdays.includes(weekday));
}

/**
 * The trip a free stretch offers: its part within that day's office hours, when the car can be
 * handed over and taken back (a stretch runs to midnight, and a trip picked whole from it would
 * too). Null when that part is shorter than the shortest trip.
 */
export function officeTrip(stretch: Stretch): Stretch | null {
  const date = stretch.start.slice(0, 10);
  const hours = officeHoursOn(date);
  if (stretch.kind !== 'free' || !hours) return null;
  const trip: Stretch = {
    kind: 'free',
    start: later(stretch.start, `${date}T${hours.opens}`),
    end: earlier(stretch.end, `${date}T${hours.closes}`),
  };
  return minutesOf(trip) >= MIN_TRIP_MINUTES ? trip : null;
}

/** A stretch shorter than the shortest trip, in office hours or not. */
export const isUnderAnHour = (stretch: Stretch) => minutesOf(stretch) < MIN_TRIP_MINUTES;

/** The booking form's times for a stretch: from its start to its end. */
export function tripOf({ start, end }: Stretch): TripTimes {
  return {
    pickUpDate: start.slice(0, 10),
    pickUpTime: start.slice(11, 16),
    dropOffDate: end.slice(0, 10),
    dropOffTime: end.slice(11, 16),
  };
}
