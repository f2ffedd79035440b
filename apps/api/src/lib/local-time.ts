import { zoneFormatters } from '@keyturn/shared';

// Mails and receipts write times alike; here, below both, so that neither imports the other.
const localTimeFormat = zoneFormatters({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'long',
});

/** A time in the company's zone, with the zone's name: "Monday, November 23, 2026, 10:00 AM Pacific Standard Time". */
export function localTime(instant: Date, timeZone: string): string {
  return localTimeFormat(timeZone).format(instant);
}
