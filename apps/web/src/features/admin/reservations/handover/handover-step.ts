import { PICKUP_EARLY_MINUTES, type Reservation } from '@keyturn/shared';
import { responseInstant } from '../../../reservations/index.ts';

export type HandoverStep = 'check-out' | 'check-in';

/** Where a reservation's hand-over step is done. */
export const handoverAddress = (id: number, step: HandoverStep) =>
  `/admin/reservations/${id}/${step}`;

const MINUTE_MS = 60_000;

/**
 * The hand-over a reservation is ready for now, or null: the car goes out from an hour before
 * pick-up until drop-off (the server's window, which it checks again) and comes back while on
 * the road.
 */
export function handoverStep(
  reservation: Pick<Reservation, 'status' | 'pickUpTime' | 'dropOffTime'>,
  timeZone: string,
  now: Date,
): HandoverStep | null {
  if (reservation.status === 'IN_PROGRESS') return 'check-in';
  if (reservation.status !== 'CREATED') return null;
  const opens =
    responseInstant(reservation.pickUpTime, timeZone).getTime() - PICKUP_EARLY_MINUTES * MINUTE_MS;
  const closes = responseInstant(reservation.dropOffTime, timeZone).getTime();
  return now.getTime() >= opens && now.getTime() < closes ? 'check-out' : null;
}
