/** The extras a booking takes, and their service for the rules that price them. */
export { replaceReservationExtras } from './repository.ts';
export type { ExtraService } from './service.ts';
