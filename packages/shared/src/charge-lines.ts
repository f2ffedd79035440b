/** What a booking's charge line is for (contract section 6). */
export const CHARGE_CODES = [
  'RENTAL',
  'EXTRA',
  'YOUNG_DRIVER',
  'LATE_RETURN',
  'EXTRA_MILES',
  'FUEL',
  'DAMAGE',
  'CANCELLATION_FEE',
  'ADJUSTMENT',
  'NO_SHOW_FEE',
] as const;
export type ChargeCode = (typeof CHARGE_CODES)[number];

/**
 * What a booking that never became a trip (cancelled, expired, a no-show) still owes: its fee
 * lines, nothing of the trip it will not be (contract section 7, FEES_ONLY_STATUSES).
 */
export const FEE_CODES: readonly ChargeCode[] = ['CANCELLATION_FEE', 'NO_SHOW_FEE'];

/** One line of a quote or a booking's charges, in cents: quantity × unitPriceCents = amountCents. */
export interface ChargeLine {
  code: ChargeCode;
  label: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}
