import {
  cancellationProblem,
  formatWallClock,
  type PublicSettings,
  type Reservation,
} from '@keyturn/shared';
import { formatDateTime } from '../../lib/dates.ts';
import { responseInstant } from './wall-clock.ts';

const HOUR_MS = 3_600_000;

/** What the reservation page offers: a cancellation until a deadline, the reason it cannot, or nothing. */
export type CancellationOffer =
  { kind: 'open'; deadline: string } | { kind: 'closed'; reason: string } | { kind: 'none' };

/** The zone's name at that instant, as people read it ("Pacific Standard Time"). */
function zoneName(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(
    instant,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * The shared notice rule applied to one reservation: until when it can be cancelled, written in
 * the company's zone with the zone's name, or why not. A reservation that is no longer booked
 * has nothing to offer: its status says it all.
 */
export function cancellationOffer(
  reservation: Pick<Reservation, 'status' | 'pickUpTime'>,
  settings: Pick<PublicSettings, 'timeZone' | 'cancellationNoticeHours'>,
  now: Date,
): CancellationOffer {
  if (reservation.status !== 'CREATED') return { kind: 'none' };
  const { timeZone, cancellationNoticeHours } = settings;
  const pickUp = responseInstant(reservation.pickUpTime, timeZone);
  const reason = cancellationProblem(reservation.status, pickUp, now, cancellationNoticeHours);
  if (reason) return { kind: 'closed', reason };
  const deadline = new Date(pickUp.getTime() - cancellationNoticeHours * HOUR_MS);
  return {
    kind: 'open',
    deadline: `${formatDateTime(formatWallClock(deadline, timeZone))} ${zoneName(deadline, timeZone)}`,
  };
}
