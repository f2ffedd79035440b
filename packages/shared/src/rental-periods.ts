import { daysSinceEpoch, type CalendarDate } from './calendar-date.ts';
import { billableHours } from './money.ts';
import { toWallClock } from './time.ts';

/**
 * The rental part of a trip's price (contract section 6, decision 043). The trip is cut into
 * 24-hour periods of elapsed time from pick-up, so a daylight-saving change never changes the
 * price of the same hours; each period costs the lesser of its started hours' prices and its
 * day price.
 *
 * A rate period's percent becomes a factor in hundredths: an hour that starts on a day of a
 * +50% rate period has the factor 150, any other 100. The computation is in two steps so that
 * the server can run the second inside SQL to sort vehicles by price: `rentalPeriods` depends
 * on the trip and the rate periods only (the same for every vehicle), `periodCharge` and
 * `rentalCents` on a vehicle's prices.
 */

export const HOURS_PER_PERIOD = 24;

/** A rate period: company days, both included; `percent` from -90 to 300. */
export interface RatePeriod {
  startDate: CalendarDate;
  endDate: CalendarDate;
  percent: number;
}

/** What a period's price needs, and all the server passes to SQL. */
export type PeriodFactors = Pick<RentalPeriod, 'hourFactor' | 'dayFactor'>;

/** Hours in a row that share a factor. */
export interface HoursAtFactor {
  hours: number;
  factor: number;
}

export interface RentalPeriod {
  /** The period's started hours: 24 but for the last one. */
  hours: number;
  /** The sum of its hours' factors, 100 + percent each: all the price needs. */
  hourFactor: number;
  /** The factor of its day price: that of its first hour. */
  dayFactor: number;
  /** Its hours in order, for the label to name each rate: sums to `hours` and `hourFactor`. */
  hoursByFactor: HoursAtFactor[];
}

const HOUR_MS = 3_600_000;
const NO_CHANGE = 100;

interface DayRange {
  first: number;
  last: number;
  percent: number;
}

/** Of overlapping rate periods (the server refuses them), the first listed counts. */
function factorAt(instant: Date, timeZone: string, ranges: readonly DayRange[]): number {
  // Without rate periods the day is not needed, and reading it is most of a long trip's cost.
  if (ranges.length === 0) return NO_CHANGE;
  const day = daysSinceEpoch(toWallClock(instant, timeZone));
  const range = ranges.find(({ first, last }) => first <= day && day <= last);
  return NO_CHANGE + (range?.percent ?? 0);
}

/** A trip's 24-hour periods; none when it has no time. */
export function rentalPeriods(
  pickUp: Date,
  dropOff: Date,
  timeZone: string,
  ratePeriods: readonly RatePeriod[] = [],
): RentalPeriod[] {
  const ranges = ratePeriods.map(({ startDate, endDate, percent }) => ({
    first: daysSinceEpoch(startDate),
    last: daysSinceEpoch(endDate),
    percent,
  }));
  const hourFactors = Array.from({
    length: billableHours(dropOff.getTime() - pickUp.getTime()),
  }).map((_, hour) => factorAt(new Date(pickUp.getTime() + hour * HOUR_MS), timeZone, ranges));
  const periods: RentalPeriod[] = [];
  for (let first = 0; first < hourFactors.length; first += HOURS_PER_PERIOD) {
    const factors = hourFactors.slice(first, first + HOURS_PER_PERIOD);
    periods.push({
      hours: factors.length,
      hourFactor: factors.reduce((sum, factor) => sum + factor, 0),
      dayFactor: factors[0]!,
      hoursByFactor: runsOf(factors),
    });
  }
  return periods;
}

function runsOf(factors: number[]): HoursAtFactor[] {
  const runs: HoursAtFactor[] = [];
  for (const factor of factors) {
    const last = runs.at(-1);
    if (last?.factor === factor) last.hours += 1;
    else runs.push({ hours: 1, factor });
  }
  return runs;
}

/**
 * `cents` × factor / 100, rounded half up to a cent with integers only (both are never
 * negative), so any machine, and SQL's `(cents * factor + 50) / 100` on bigints, gets the same
 * cent.
 */
export function scaleCents(cents: number, factor: number): number {
  const shifted = cents * factor + 50;
  return (shifted - (shifted % 100)) / 100;
}

export interface PeriodCharge {
  /** What the period costs: the lesser of the two below. */
  cents: number;
  hoursCents: number;
  dayCents: number;
  /** Whether the day price is what it costs (strictly below its hours' prices). */
  capped: boolean;
}

/** A vehicle's day price; null: 24 hours at its hourly price. */
function dayPriceCents(pricePerHourCents: number, pricePerDayCents: number | null): number {
  return pricePerDayCents ?? HOURS_PER_PERIOD * pricePerHourCents;
}

/** Each of a period's two prices is rounded once, so a period is off by half a cent at most. */
export function periodCharge(
  period: PeriodFactors,
  pricePerHourCents: number,
  pricePerDayCents: number | null,
): PeriodCharge {
  const hoursCents = scaleCents(pricePerHourCents, period.hourFactor);
  const dayCents = scaleCents(dayPriceCents(pricePerHourCents, pricePerDayCents), period.dayFactor);
  const capped = dayCents < hoursCents;
  return { cents: capped ? dayCents : hoursCents, hoursCents, dayCents, capped };
}

export function rentalCents(
  periods: readonly PeriodFactors[],
  pricePerHourCents: number,
  pricePerDayCents: number | null,
): number {
  return periods.reduce(
    (sum, period) => sum + periodCharge(period, pricePerHourCents, pricePerDayCents).cents,
    0,
  );
}
