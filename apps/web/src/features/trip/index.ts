export { checkAvailability, type QuotedDriver } from './api.ts';
export { ChargeLines } from './ChargeLines.tsx';
export { ExtrasPicker } from './ExtrasPicker.tsx';
export { PriceBreakdown } from './PriceBreakdown.tsx';
export { offeredExtrasQuery, useOfferedExtras } from './queries.ts';
export { TripFields } from './TripFields.tsx';
export { TripWhenFields } from './TripWhenFields.tsx';
export { tripFromQuery, tripQuery } from './trip-query.ts';
export { tripResolver, withTimeRule } from './trip-resolver.ts';
export { TRIP_STOPS } from './trip-stops.ts';
export {
  TRIP_TIME_FIELDS,
  formWallClock,
  toAvailabilityQuery,
  toBookingRequest,
  todayInZone,
  tripLength,
  tripProblem,
} from './trip-times.ts';
export type { TripTimes } from './trip-times.ts';
export { useTimesJudgedTogether, useTripTimes } from './use-trip-times.ts';
