/**
 * Money travels as dollars (a JSON number with at most two decimals) and is computed as integer
 * cents, so that no binary-float rounding ever reaches a price.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Judged on the number as written (JSON text), so no tolerance can let a fraction of a cent in. */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Number.isFinite(dollars) && /^-?\d+(\.\d{1,2})?$/.test(String(dollars));
}

/** The two-decimal rule of a price in a request, for the API document. */
export const DOLLARS_META = { description: 'Dollars, at most two decimals', multipleOf: 0.01 };

export const MINUTES_PER_HOUR = 60;

/** Each started hour is charged: 61 minutes cost two hours. */
export function billableHours(durationMs: number): number {
  return Math.ceil(durationMs / 60_000 / MINUTES_PER_HOUR);
}

export function totalPriceCents(pricePerHourCents: number, pickUp: Date, dropOff: Date): number {
  return pricePerHourCents * billableHours(dropOff.getTime() - pickUp.getTime());
}
