import { REFUND_ABOVE_PAID_MESSAGE } from '@keyturn/shared';
import { badRequest } from '../../lib/http-errors.ts';
import type { ReservationAccount } from './repository.ts';

export const CHARGE_ABOVE_BALANCE_MESSAGE = 'A payment cannot be more than the balance owed';

/**
 * Money the office takes is at most what the booking still owes: a typed amount with a few
 * digits too many would otherwise be recorded as paid, and the booking would owe its customer
 * the difference. A refund to the card under way is not counted as owed again until the
 * provider confirms it: were it refused, the booking would be paid twice over.
 */
export function checkChargeWithinBalance(account: ReservationAccount, amountCents: number) {
  if (amountCents > account.owedCents - account.paidCents) {
    throw badRequest(CHARGE_ABOVE_BALANCE_MESSAGE, 'amount');
  }
}

/**
 * A refund gives back at most what was paid, less a refund to the card under way: that one
 * takes its part of what was paid once the provider confirms it (decisions 056 and 057), so
 * counting it as still paid would let the same money go back twice.
 */
export function checkRefundWithinPaid(
  account: ReservationAccount,
  inFlightCents: number,
  amountCents: number,
) {
  if (amountCents > account.paidCents - inFlightCents) {
    throw badRequest(REFUND_ABOVE_PAID_MESSAGE, 'amount');
  }
}
