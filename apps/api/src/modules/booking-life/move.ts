import { eq } from 'drizzle-orm';
import {
  moveProblem,
  officeEditAction,
  officeStatusProblem,
  type BookingAction,
  type ReservationStatus,
} from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema.ts';
import { RefusedMove } from './refusals.ts';

/**
 * The booking's status and pick-up, its row held until the transaction ends: a move is judged
 * on the status as committed, and two moves of one booking take turns (decision 010). A caller
 * that locked the row already takes the same lock again at no cost.
 */
async function lockedStatus(tx: Database, id: number) {
  const [row] = await tx
    .select({ status: reservations.status, pickUp: reservations.pickUpTime })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('no key update');
  if (!row) throw new Error(`reservation ${id} vanished before its move`);
  return row;
}

interface Move {
  from: ReservationStatus;
  to: ReservationStatus;
  action: BookingAction;
}

/**
 * Refuses the move with the judge's sentence, or makes it: the only write of
 * reservations.status (decision 063). Whatever else a change writes goes through its own
 * module's update, whose type cannot name the status.
 */
async function refuseOrWrite(
  tx: Database,
  id: number,
  move: Move,
  problem: string | null,
  field?: string,
) {
  if (problem) throw new RefusedMove(problem, move, field);
  if (move.from !== move.to) {
    await tx.update(reservations).set({ status: move.to }).where(eq(reservations.id, id));
  }
}

/**
 * Refuses the move as moveBooking would, writing nothing: for a step judged before its work is
 * done or shown (the check-in's preview).
 */
export function assertMovable(
  booking: { status: ReservationStatus; pickUpTime: Date },
  to: ReservationStatus,
  action: BookingAction,
  now: Date,
): void {
  const from = booking.status;
  const problem = moveProblem(from, to, action, { pickUp: booking.pickUpTime, now });
  if (problem) throw new RefusedMove(problem, { from, to, action });
}

/**
 * Moves the booking to `to` by `action` inside the caller's transaction, judged by the shared
 * table of transitions, or refuses with a RefusedMove (400) naming both statuses in words.
 * Answers the status it left. The caller has found the booking already.
 */
export async function moveBooking(
  tx: Database,
  id: number,
  to: ReservationStatus,
  action: BookingAction,
  now: Date,
): Promise<ReservationStatus> {
  const { status: from, pickUp } = await lockedStatus(tx, id);
  await refuseOrWrite(tx, id, { from, to, action }, moveProblem(from, to, action, { pickUp, now }));
  return from;
}

/**
 * The status the office's edit asks for (its `status` field): the same one keeps it, which a
 * final booking refuses as it refuses any edit; another is the office's cancellation or
 * no-show, or refused. Answers the status the booking had.
 */
export async function setByOffice(
  tx: Database,
  id: number,
  to: ReservationStatus,
  now: Date,
): Promise<ReservationStatus> {
  const { status: from, pickUp } = await lockedStatus(tx, id);
  const move = { from, to, action: officeEditAction(to) };
  await refuseOrWrite(tx, id, move, officeStatusProblem(from, to, pickUp, now), 'status');
  return from;
}

/**
 * Moves a booking on from waiting for its payment, by its payment, its expiry or a
 * cancellation; false, writing nothing, when it had moved on already (the webhook and the sweep
 * may both bring the same news, and the office may have cancelled it meanwhile).
 */
export async function leavePendingPayment(
  tx: Database,
  id: number,
  to: 'CREATED' | 'EXPIRED' | 'CANCELLED',
  action: BookingAction,
  now: Date,
): Promise<boolean> {
  const { status: from, pickUp } = await lockedStatus(tx, id);
  if (from !== 'PENDING_PAYMENT') return false;
  await refuseOrWrite(tx, id, { from, to, action }, moveProblem(from, to, action, { pickUp, now }));
  return true;
}
