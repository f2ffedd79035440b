import { RESERVATION_STATUS_LABELS, type TimelineEntry } from '@keyturn/shared';
import dayjs from 'dayjs';

const when = (value: string) => dayjs(value).format('ddd, MMM D, h:mm A');

/** 'Tue, Nov 24, 10:00 AM – Tue, Nov 24, 2:00 PM': when an entry holds the vehicle. */
export function entryTimes(entry: TimelineEntry): string {
  return `${when(entry.start)} – ${when(entry.end)}`;
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
