import { z } from 'zod';
import type { ChargeCode } from './charge-lines.ts';
import type { ReservationStatus } from './enums.ts';
import { requiredNumber, requiredText } from './fields.ts';
import { DOLLARS_META, hasAtMostTwoDecimals } from './money.ts';
import { MAX_PAYMENT } from './payments.ts';

/**
 * The lines the office adds by hand (contract section 7, decision 072): a discount or surcharge
 * on a trip, and the fee of a booking that never became one.
 */
export const OFFICE_CHARGE_CODES = [
  'ADJUSTMENT',
  'CANCELLATION_FEE',
  'NO_SHOW_FEE',
] as const satisfies readonly ChargeCode[];
export type OfficeChargeCode = (typeof OFFICE_CHARGE_CODES)[number];

export const OFFICE_CHARGE_LABELS: Record<OfficeChargeCode, string> = {
  ADJUSTMENT: 'Adjustment',
  CANCELLATION_FEE: 'Cancellation fee',
  NO_SHOW_FEE: 'No-show fee',
};

export const CHARGE_REASON_MAX_LENGTH = 120;
export const FEE_NOT_POSITIVE_MESSAGE =
  'A fee must be more than 0: a discount is an adjustment below 0';
export const DISCOUNT_ABOVE_BALANCE_MESSAGE =
  'A discount cannot be more than the balance owed: give back what was paid as a refund instead';

export const officeChargeFields = z.object({
  code: z
    .enum(OFFICE_CHARGE_CODES, {
      error: 'Code must be ADJUSTMENT, CANCELLATION_FEE or NO_SHOW_FEE',
    })
    .meta({
      description:
        'ADJUSTMENT: a discount (below 0) or surcharge on a trip; CANCELLATION_FEE: on a cancelled booking; NO_SHOW_FEE: on a no-show',
    }),
  amount: requiredNumber('Amount')
    .refine((value) => value !== 0, 'Amount cannot be 0')
    .refine((value) => Math.abs(value) < MAX_PAYMENT, `Amount must be less than ${MAX_PAYMENT}`)
    .refine(hasAtMostTwoDecimals, 'Amount can have at most 2 decimals')
    .meta({ ...DOLLARS_META, example: -10 }),
  reason: requiredText('Reason', 'Please say what the charge is for').max(
    CHARGE_REASON_MAX_LENGTH,
    `Reason must be at most ${CHARGE_REASON_MAX_LENGTH} characters`,
  ),
});

/** A fee is above 0: only an adjustment may be a discount. */
export function onlyAdjustmentsBelowZero<
  T extends z.ZodType<{ code: OfficeChargeCode; amount: number }>,
>(fields: T) {
  return fields.refine((charge) => charge.code === 'ADJUSTMENT' || charge.amount > 0, {
    error: FEE_NOT_POSITIVE_MESSAGE,
    path: ['amount'],
  });
}

export const officeChargeSchema = onlyAdjustmentsBelowZero(officeChargeFields);
export type OfficeCharge = z.infer<typeof officeChargeSchema>;

/** The status each fee belongs to: a fee on any other booking would be owed for nothing. */
const FEE_STATUS: Record<Exclude<OfficeChargeCode, 'ADJUSTMENT'>, ReservationStatus> = {
  CANCELLATION_FEE: 'CANCELLED',
  NO_SHOW_FEE: 'NO_SHOW',
};

/**
 * Why the office may not add this kind of line to a booking in this status, or null. A trip
 * (booked, on the road or done) takes adjustments; a cancelled booking its cancellation fee, a
 * no-show its no-show fee, as they owe only their fees. A booking waiting for its online payment
 * is charged as it was made, and one released unpaid owes nothing.
 */
export function officeChargeProblem(
  status: ReservationStatus,
  code: OfficeChargeCode,
): string | null {
  if (status === 'PENDING_PAYMENT') {
    return 'This booking waits for its online payment, which charges it as it was made: add charges once it is paid.';
  }
  if (status === 'EXPIRED') return 'This booking was released unpaid: it owes nothing.';
  if (code === 'ADJUSTMENT') {
    return status === 'CANCELLED' || status === 'NO_SHOW'
      ? 'This booking never became a trip and owes only its fees: add a fee instead.'
      : null;
  }
  if (FEE_STATUS[code] === status) return null;
  return code === 'CANCELLATION_FEE'
    ? 'A cancellation fee is only for a cancelled booking.'
    : 'A no-show fee is only for a booking marked as a no-show.';
}

/** The codes the office may add to a booking in this status. */
export const officeChargeCodesFor = (status: ReservationStatus): OfficeChargeCode[] =>
  OFFICE_CHARGE_CODES.filter((code) => officeChargeProblem(status, code) === null);

/** The line's label: what it is, and why, as the customer reads it on the receipt. */
export function officeChargeLabel(charge: Pick<OfficeCharge, 'code' | 'amount' | 'reason'>) {
  const kind =
    charge.code === 'ADJUSTMENT'
      ? charge.amount < 0
        ? 'Discount'
        : 'Adjustment'
      : OFFICE_CHARGE_LABELS[charge.code];
  return `${kind}: ${charge.reason.trim()}`;
}
