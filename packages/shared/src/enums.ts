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

export const RESERVATION_STATUSES = ['CREATED', 'CANCELLED', 'DONE', 'NO_SHOW'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** How a status reads wherever people see one: the site's badges and selects, the reports. */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  CREATED: 'Created',
  CANCELLED: 'Cancelled',
  DONE: 'Done',
  NO_SHOW: 'No-show',
};

export const ROLES = ['Customer', 'Administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Only a CREATED reservation may change; CANCELLED, DONE and NO_SHOW are final. */
export const ALLOWED_STATUS_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  CREATED: ['CREATED', 'CANCELLED', 'DONE', 'NO_SHOW'],
  CANCELLED: [],
  DONE: [],
  NO_SHOW: [],
};
