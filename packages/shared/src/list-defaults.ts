/*
 * Every paged list's sort whitelist and defaults, read by the server (which validates the query
 * with them) and by the web app (which asks for the same first page): one answer to "what does
 * an unsorted list show".
 */

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface PageDefaults<S extends string> {
  size: number;
  sort: S;
  direction: SortDirection;
  sortFields: readonly [S, ...S[]];
}

/**
 * A list's defaults: the first page's size and order, and the properties it may be sorted by.
 * Kept apart from the zod schemas of paging.ts, so the web app's first download reads them
 * without zod.
 */
export function pageDefaults<S extends string>(
  sortFields: readonly [S, ...S[]],
  first: { size: number; sort: NoInfer<S>; direction: SortDirection },
): PageDefaults<S> {
  return { ...first, sortFields };
}

/** The office's lists: the newest first (the highest id), twenty a page. */
export const NEWEST_FIRST = { size: 20, sort: 'id', direction: 'DESC' } as const;

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
export const VEHICLE_PAGE_DEFAULTS = pageDefaults(VEHICLE_SORT_FIELDS, {
  size: 6,
  sort: 'model',
  direction: 'ASC',
});
/** The office's vehicle list: by model, as the fleet is known at the desk. */
export const OFFICE_VEHICLE_PAGE_DEFAULTS = pageDefaults(VEHICLE_SORT_FIELDS, {
  size: 20,
  sort: 'model',
  direction: 'ASC',
});
/**
 * Where the office's vehicle list may be narrowed to, in the address and the query: the cars on
 * a trip (handed over, not back), or those free now (at the office, and no booking or time out
 * of service holds them at this moment).
 */
export const VEHICLE_WHEREABOUTS = ['ON_THE_ROAD', 'FREE'] as const;
export type VehicleWhereabouts = (typeof VEHICLE_WHEREABOUTS)[number];
export const VEHICLE_WHEREABOUTS_LABELS: Record<VehicleWhereabouts, string> = {
  ON_THE_ROAD: 'On the road',
  FREE: 'Free now',
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
export const RESERVATION_PAGE_DEFAULTS = pageDefaults(RESERVATION_SORT_FIELDS, {
  size: 20,
  sort: 'pickUpTime',
  direction: 'DESC',
});

export const USER_SORT_FIELDS = ['id', 'firstName', 'lastName', 'email'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const USER_PAGE_DEFAULTS = pageDefaults(USER_SORT_FIELDS, NEWEST_FIRST);

export const CONTACT_MESSAGE_SORT_FIELDS = ['id', 'name', 'email', 'subject', 'createdAt'] as const;
export type ContactMessageSortField = (typeof CONTACT_MESSAGE_SORT_FIELDS)[number];
export const CONTACT_MESSAGE_PAGE_DEFAULTS = pageDefaults(
  CONTACT_MESSAGE_SORT_FIELDS,
  NEWEST_FIRST,
);
