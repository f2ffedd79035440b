import {
  addDays,
  RESERVATION_STATUS_LABELS,
  type TimelineEntry,
  type WallClock,
} from '@keyturn/shared';
import dayjs from 'dayjs';
import { isoDate } from '../../../lib/iso-days.ts';

const when = (value: string) => dayjs(value).format('ddd, MMM D, h:mm A');

/**
 * 'Tue, Nov 24, 10:00 AM – 2:00 PM', or 'Tue, Nov 24, 10:00 AM – Wed, Nov 25, 9:00 AM': when
 * an entry holds the vehicle.
 */
export function entryTimes(entry: TimelineEntry): string {
  const sameDay = entry.start.slice(0, 10) === entry.end.slice(0, 10);
  return `${when(entry.start)} – ${sameDay ? dayjs(entry.end).format('h:mm A') : when(entry.end)}`;
}

/** What a bar shows: the customer's name, or why the vehicle is out of service. */
export function entryTitle(entry: TimelineEntry): string {
  return entry.kind === 'block'
    ? entry.reason
    : `${entry.customer.firstName} ${entry.customer.lastName}`;
}

/** The whole story of a bar for its tooltip and for screen readers: its colour says no more. */
export function entryDescription(entry: TimelineEntry): string {
  const what =
    entry.kind === 'block'
      ? `Out of service: ${entry.reason}`
      : `${RESERVATION_STATUS_LABELS[entry.status]} reservation ${entry.id}, ${entryTitle(entry)}`;
  return `${what}, ${entryTimes(entry)}`;
}

/** What an entry is: a reservation's status, or out of service. */
export function entryKind(entry: TimelineEntry): string {
  return entry.kind === 'block' ? 'Out of service' : RESERVATION_STATUS_LABELS[entry.status];
}

/** '9 AM', '9:30 AM': a time as short as it reads (a bar of two hours is narrow). */
const clock = (value: string, meridiem = true) => {
  const time = dayjs(value);
  const hour = time.format(time.minute() === 0 ? 'h' : 'h:mm');
  return meridiem ? `${hour} ${time.format('A')}` : hour;
};

/** '9 – 11 AM', '11:30 AM – 1 PM', 'from 10 PM', 'until 1:30 AM', 'All day': its part of `day`. */
export function entryHoursOn(entry: TimelineEntry, day: WallClock): string {
  // Wall-clock readings of one format compare as text.
  const startsBefore = entry.start < `${isoDate(day)}T00:00:00`;
  const endsAfter = entry.end >= `${isoDate(addDays(day, 1))}T00:00:00`;
  if (startsBefore && endsAfter) return 'All day';
  if (startsBefore) return `until ${clock(entry.end)}`;
  if (endsAfter) return `from ${clock(entry.start)}`;
  const sameHalf = dayjs(entry.start).format('A') === dayjs(entry.end).format('A');
  return `${clock(entry.start, !sameHalf)} – ${clock(entry.end)}`;
}
