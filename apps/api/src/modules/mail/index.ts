/** Queueing a mail (the outbox) and the facts it carries; rendering and sending stay inside. */
export { cancellationFacts } from './cancellation-facts.ts';
export { PASSWORD_RESET_KIND, type PasswordResetFacts } from './kinds.ts';
export { enqueueReservationMail } from './outbox.ts';
