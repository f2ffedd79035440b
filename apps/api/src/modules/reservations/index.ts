/** A booking's window and its driver's rules, and a reservation's row read or locked. */
export { assertBookable, parseWindow, type BookingWindow } from './booking-window.ts';
export { driverTerms, type DriverRow } from './driver-rules.ts';
export {
  findDriver,
  findReservation,
  lockReservation,
  lockVehicle,
  updateReservation,
} from './repository.ts';
export { RESERVATION_NOT_FOUND_MESSAGE } from './service.ts';
