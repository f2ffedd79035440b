import type { PageDefaults } from './paging.ts';

/*
 * Every paged list's sort whitelist and defaults, read by the server (which validates the query
 * with them) and by the web app (which asks for the same first page): one answer to "what does
 * an unsorted list show".
 */

export const VEHICLE_SORT_FIELDS = [
  'id',
  'model',
  'age',
  'pricePerHour',
  'seats',
  'doors',
] as const;
export type VehicleSortField = (typeof VEHICLE_SORT_FIELDS)[number];
/** The public list: six vehicles a page, by model. */
export const VEHICLE_PAGE_DEFAULTS: PageDefaults<VehicleSortField> = {
  size: 6,
  sort: 'model',
  direction: 'ASC',
  sortFields: VEHICLE_SORT_FIELDS,
};
/** How many popular vehicles the home page shows unless asked for another number. */
export const POPULAR_VEHICLES_DEFAULT_SIZE = 3;

export const RESERVATION_SORT_FIELDS = [
  'id',
  'pickUpTime',
  'dropOffTime',
  'totalPrice',
  'status',
] as const;
export type ReservationSortField = (typeof RESERVATION_SORT_FIELDS)[number];
/** A customer's and the office's reservation lists: the latest pick-up first. */
export const RESERVATION_PAGE_DEFAULTS: PageDefaults<ReservationSortField> = {
  size: 20,
  sort: 'pickUpTime',
  direction: 'DESC',
  sortFields: RESERVATION_SORT_FIELDS,
};

export const USER_SORT_FIELDS = ['id', 'firstName', 'lastName', 'email'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/** The office's user list: the newest account first. */
export const USER_PAGE_DEFAULTS: PageDefaults<UserSortField> = {
  size: 20,
  sort: 'id',
  direction: 'DESC',
  sortFields: USER_SORT_FIELDS,
};

export const CONTACT_MESSAGE_SORT_FIELDS = ['id', 'name', 'email', 'subject', 'createdAt'] as const;
export type ContactMessageSortField = (typeof CONTACT_MESSAGE_SORT_FIELDS)[number];
/** The office's inbox: the newest message first. */
export const CONTACT_MESSAGE_PAGE_DEFAULTS: PageDefaults<ContactMessageSortField> = {
  size: 20,
  sort: 'id',
  direction: 'DESC',
  sortFields: CONTACT_MESSAGE_SORT_FIELDS,
};
