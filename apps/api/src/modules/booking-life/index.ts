/**
 * A booking's life (decision 063): the only code that writes a reservation's status, each move
 * judged by the shared table of transitions (`@keyturn/shared` booking-life.ts), and the one
 * rule for deleting a booking. Routes, webhooks and sweeps reach it through this file.
 */
export { assertMovable, leavePendingPayment, moveBooking, setByOffice } from './move.ts';
export { deleteBooking } from './deletion.ts';
