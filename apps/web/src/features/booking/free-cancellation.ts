import {
  cancellationProblem,
  formatWallClock,
  fromWallClock,
  type BookingDetailsForm,
  type PublicSettings,
} from '@keyturn/shared';
import { formatDayTime } from '../../lib/dates.ts';
import { formWallClock } from '../trip/index.ts';

const HOUR_MS = 3_600_000;

/**
 * Until when a trip booked now may be cancelled by the customer (the shared notice rule the
 * server applies), as the company's clock reads then: 'Tue, Dec 8, 10:00 AM'. Null when pick-up
 * is already nearer than the notice.
 */
export function freeCancellationUntil(
  trip: Pick<BookingDetailsForm, 'pickUpDate' | 'pickUpTime'>,
  settings: Pick<PublicSettings, 'timeZone' | 'cancellationNoticeHours'>,
  now: Date,
): string | null {
  const { timeZone, cancellationNoticeHours } = settings;
  // A trip that passed the time rule names a time the clocks show.
  const pickUp = fromWallClock(formWallClock(trip.pickUpDate, trip.pickUpTime), timeZone)!;
  if (cancellationProblem('CREATED', pickUp, now, cancellationNoticeHours)) return null;
  const deadline = new Date(pickUp.getTime() - cancellationNoticeHours * HOUR_MS);
  return formatDayTime(formatWallClock(deadline, timeZone));
}
