export { ReservationCharges } from './ReservationCharges.tsx';
export { StatusBadge } from './StatusBadge.tsx';
export { TripStop } from './TripStop.tsx';
export { paymentsQuery, reservationKeys } from './queries.ts';
export { responseInstant } from './wall-clock.ts';
