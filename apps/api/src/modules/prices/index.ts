/** A trip's price (the server prices one only here), the kept price book, lines as answers. */
export { priceOfAddedTime } from './added-time.ts';
export { toChargeLineAnswers } from './mapper.ts';
export type { PriceBook, PriceList } from './price-book.ts';
export {
  linesToStore,
  priceOfTrip,
  youngDriverFeeDue,
  type PriceRules,
  type StoredLine,
  type Trip,
  type VehiclePrices,
} from './trip-price.ts';
