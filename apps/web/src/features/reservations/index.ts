export { ReservationCharges } from './ReservationCharges.tsx';
export { StatusBadge } from './StatusBadge.tsx';
export { TripStop } from './TripStop.tsx';
export { paymentsQuery, reservationKeys } from './queries.ts';
export { responseInstant } from './wall-clock.ts';
export { FUEL_EIGHTHS, fuelLabel } from './fuel.ts';
export { HandoverPhoto } from './HandoverPhoto.tsx';
export { HandoverRecords } from './HandoverRecords.tsx';
