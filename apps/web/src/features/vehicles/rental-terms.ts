import { dollarsToCents, HOURS_PER_PERIOD, type Vehicle } from '@keyturn/shared';
import { formatMoney } from '../../lib/format.ts';

type Prices = Pick<Vehicle, 'pricePerHour' | 'pricePerDay'>;

/**
 * The day price when it makes a day cheaper than 24 hours at the hourly price (decision 043),
 * or null: a day price of 24 hours' or none at all changes nothing worth showing.
 */
export function cappingDayPrice({ pricePerHour, pricePerDay }: Prices): number | null {
  if (pricePerDay === null) return null;
  const fullDayCents = HOURS_PER_PERIOD * dollarsToCents(pricePerHour);
  return dollarsToCents(pricePerDay) < fullDayCents ? pricePerDay : null;
}

/** The miles a trip includes, as a card says it: '200 miles / day' or 'Unlimited miles'. */
export function milesIncluded(milesPerDay: number | null): string {
  return milesPerDay === null ? 'Unlimited miles' : `${milesPerDay} miles / day`;
}

/** What a mile beyond those included costs, or null when none is charged: '$0.35 / mile'. */
export function extraMilePrice({
  milesPerDay,
  pricePerExtraMile,
}: Pick<Vehicle, 'milesPerDay' | 'pricePerExtraMile'>): string | null {
  return milesPerDay === null || pricePerExtraMile === 0
    ? null
    : `${formatMoney(pricePerExtraMile)} / mile`;
}
