import type { PaymentKind } from '@keyturn/shared';

export interface OnlineMove {
  kind: PaymentKind;
  amountCents: number;
  providerRef: string | null;
}

export interface RefundSource {
  /** The provider's payment the money came in by. */
  intentId: string;
  refundableCents: number;
}

/**
 * What each payment taken online (the booking's checkout, what was taken from the deposit, a
 * charge beyond it) can still give back, oldest first. Every refund draws on them in this
 * order, so the ledger alone tells what is left on each: the provider refunds a payment, never
 * a booking, and refuses more than the payment took.
 */
export function refundSources(moves: readonly OnlineMove[]): RefundSource[] {
  let refundedCents = moves
    .filter((move) => move.kind === 'REFUND')
    .reduce((sum, move) => sum + move.amountCents, 0);
  const sources: RefundSource[] = [];
  for (const move of moves) {
    if ((move.kind !== 'CHARGE' && move.kind !== 'CAPTURE') || !move.providerRef) continue;
    const drawn = Math.min(move.amountCents, refundedCents);
    refundedCents -= drawn;
    if (move.amountCents > drawn) {
      sources.push({ intentId: move.providerRef, refundableCents: move.amountCents - drawn });
    }
  }
  return sources;
}

/** All the sources can still give back: what was paid online and not yet refunded. */
export function totalRefundable(sources: readonly RefundSource[]): number {
  return sources.reduce((sum, source) => sum + source.refundableCents, 0);
}

/** Splits a refund over the sources, oldest first. */
export function drawRefund(sources: readonly RefundSource[], amountCents: number) {
  let left = amountCents;
  return sources.flatMap(({ intentId, refundableCents }) => {
    const cents = Math.min(left, refundableCents);
    left -= cents;
    return cents > 0 ? [{ intentId, cents }] : [];
  });
}
