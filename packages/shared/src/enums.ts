export const FUEL_TYPES = [
  'Diesel',
  'Gasoline',
  'Hybrid',
  'Electricity',
  'LPG',
  'CNG',
  'Hydrogen',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['Automatic', 'Manual', 'Tiptronic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/**
 * IN_PROGRESS: picked up and not yet returned (decision 046). PENDING_PAYMENT: booked online
 * and waiting for its payment, which makes it CREATED, or EXPIRED when it does not come
 * (PAYMENTS=stripe, decision 051).
 */
export const RESERVATION_STATUSES = [
  'PENDING_PAYMENT',
  'CREATED',
  'IN_PROGRESS',
  'CANCELLED',
  'DONE',
  'NO_SHOW',
  'EXPIRED',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** How a status reads wherever people see one: the site's badges and selects, the reports. */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  PENDING_PAYMENT: 'Awaiting payment',
  CREATED: 'Created',
  IN_PROGRESS: 'On the road',
  CANCELLED: 'Cancelled',
  DONE: 'Done',
  NO_SHOW: 'No-show',
  EXPIRED: 'Payment expired',
};

/** The statuses that hold the vehicle (hold_vehicle_for_reservation, decision 046). */
export const HOLDING_STATUSES: readonly ReservationStatus[] = [
  'PENDING_PAYMENT',
  'CREATED',
  'IN_PROGRESS',
];
export const holdsVehicle = (status: ReservationStatus) => HOLDING_STATUSES.includes(status);

/**
 * Called off before any trip: the car was never taken, so nothing is owed, and whatever was paid
 * goes back (decision 053).
 */
export const CALLED_OFF_STATUSES: readonly ReservationStatus[] = ['CANCELLED', 'EXPIRED'];
export const isCalledOff = (status: ReservationStatus) => CALLED_OFF_STATUSES.includes(status);

/**
 * Never a trip: called off, or not picked up. Such a booking owes only its fee lines (FEE_CODES:
 * a cancellation's or a no-show's fee), not the trip's price (contract section 7, decision 072).
 */
export const FEES_ONLY_STATUSES: readonly ReservationStatus[] = [...CALLED_OFF_STATUSES, 'NO_SHOW'];
export const owesOnlyFees = (status: ReservationStatus) => FEES_ONLY_STATUSES.includes(status);

export const ROLES = ['Customer', 'Administrator'] as const;
export type Role = (typeof ROLES)[number];
