import {
  MIN_DRIVER_AGE,
  driverNotices,
  type CalendarDate,
  type DriverNotice,
} from '@keyturn/shared';
import { parseIsoDate } from '../lib/iso-days.ts';

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const formatDay = ({ year, month, day }: CalendarDate) =>
  longDay.format(new Date(Date.UTC(year, month - 1, day)));

function sentence(notice: DriverNotice, own: boolean): string {
  switch (notice.kind) {
    case 'too-young':
      return `Drivers must be ${MIN_DRIVER_AGE} at pick-up: bookings can start from ${formatDay(notice.bookableFrom)}.`;
    case 'licence-expired':
      return `${own ? 'Your' : 'This'} licence expired on ${formatDay(notice.on)}: bookings are refused until a valid one is entered.`;
    case 'licence-expiring':
      return `${own ? 'Your' : 'This'} licence expires on ${formatDay(notice.on)}: trips that end after that day are refused.`;
  }
}

interface DriverNoticesProps {
  dateOfBirth: string;
  licenseExpiry: string;
  /** Whether these are the reader's own details ("Your licence"), not a customer's. */
  own: boolean;
}

/**
 * What the driver's details will make a booking refuse, said as they are typed, before a
 * booking is refused for it. The browser's own day stands for the company's: a day apart at
 * most, for a warning.
 */
export function DriverNotices({ dateOfBirth, licenseExpiry, own }: DriverNoticesProps) {
  const now = new Date();
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  const notices = driverNotices(
    // A date input's value as a day; anything else (empty, half typed) as unknown.
    { dateOfBirth: parseIsoDate(dateOfBirth), licenseExpiry: parseIsoDate(licenseExpiry) },
    today,
  );
  if (notices.length === 0) return null;
  return (
    <div className="alert alert-warning small vstack gap-1 mt-3 mb-0" role="status">
      {notices.map((notice) => (
        <p key={notice.kind} className="mb-0">
          {sentence(notice, own)}
        </p>
      ))}
    </div>
  );
}
