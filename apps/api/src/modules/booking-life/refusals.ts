import type { BookingAction, ReservationStatus } from '@keyturn/shared';
import { HttpError } from '../../lib/http-errors.ts';

/** A status change the booking's life does not allow: a 400 with the sentence saying why. */
export class RefusedMove extends HttpError {
  constructor(
    message: string,
    readonly move: { from: ReservationStatus; to: ReservationStatus; action: BookingAction },
    field?: string,
  ) {
    super(400, message, { field });
    this.name = 'RefusedMove';
  }
}

/** A booking that is history, or a trip under way, asked to be deleted: a 409. */
export class RefusedDeletion extends HttpError {
  constructor(message: string) {
    super(409, message);
    this.name = 'RefusedDeletion';
  }
}
