import {
  PAID_SIGN,
  owesOnlyFees,
  type Payment,
  type Reservation,
  type ReservationStatus,
} from '@keyturn/shared';

/** The last of the totals: what is left to pay, or what the customer gets back. */
export interface BalanceLine {
  label: 'Balance' | 'To be refunded';
  amount: number;
}

/** How money to be refunded comes back: to the card paid online, or from the office. */
export type RefundWay = 'card' | 'office';

/** How the deposit reads: before the pick-up it is still to be held, from then on it was. */
export type DepositNote = 'Deposit to be held at pick-up' | 'Deposit held during the trip';

/** What a booking's charges show beyond its lines, the total and what is paid. */
export interface BookingMoney {
  /** Null when there is nothing to settle either way. */
  balance: BalanceLine | null;
  /** The deposit, for a booking whose trip is ahead, on the road or done; null for no trip. */
  deposit: DepositNote | null;
  /** The ledger and the receipt: left out when a called-off booking never had money paid. */
  payments: boolean;
  /** How what is to be refunded comes back; null when nothing is, or the ledger is not loaded. */
  refundWay: RefundWay | null;
}

/**
 * Money paid only online goes back to that card; any paid at the counter is the office's to
 * give back, as it cannot send cash or a card payment of its own to a card.
 */
function refundWayOf(payments: readonly Pick<Payment, 'kind' | 'method'>[]): RefundWay {
  const paidAt = payments.filter((payment) => PAID_SIGN[payment.kind] > 0);
  return paidAt.every((payment) => payment.method === 'CARD_ONLINE') ? 'card' : 'office';
}

/** Before the pick-up the deposit is still to be held. */
function depositNote(status: ReservationStatus): DepositNote {
  return status === 'PENDING_PAYMENT' || status === 'CREATED'
    ? 'Deposit to be held at pick-up'
    : 'Deposit held during the trip';
}

/** The balance of a booking that was never a trip: what it owes (its fees), or what it gets back. */
function feesOnlyBalance(balance: number): BalanceLine | null {
  if (balance < 0) return { label: 'To be refunded', amount: -balance };
  return balance > 0 ? { label: 'Balance', amount: balance } : null;
}

/**
 * What a booking's page says about its money, by its status (decisions 053, 072). A booking that
 * never became a trip (called off, a no-show) owes only its fee lines (the server's balance
 * counts just those) and has no deposit: what is paid beyond them is to be refunded, and its
 * ledger shows only when money was once paid. Any other booking shows its balance as it stands,
 * and its deposit as still to be held until the pick-up. `payments` is the ledger, undefined
 * until loaded.
 */
export function bookingMoney(
  reservation: Pick<Reservation, 'status' | 'paid' | 'balance'>,
  payments: readonly Pick<Payment, 'kind' | 'method'>[] | undefined,
): BookingMoney {
  if (owesOnlyFees(reservation.status)) {
    const balance = feesOnlyBalance(reservation.balance);
    return {
      balance,
      deposit: null,
      payments: payments?.some((payment) => PAID_SIGN[payment.kind] > 0) ?? false,
      refundWay: balance?.label === 'To be refunded' && payments ? refundWayOf(payments) : null,
    };
  }
  return {
    balance: { label: 'Balance', amount: reservation.balance },
    deposit: depositNote(reservation.status),
    payments: true,
    refundWay: null,
  };
}
