import type { Quote } from '@keyturn/shared';
import { formatMoney } from '../../lib/format.ts';

interface HowToPayProps {
  quote: Quote;
  /** Paid online (PAYMENTS=stripe): on the provider's page, next. Else at the counter. */
  paysOnline: boolean;
}

/** How and when the customer pays the quoted total and the deposit, in this payment mode. */
export function HowToPay({ quote, paysOnline }: HowToPayProps) {
  if (paysOnline) {
    return (
      <p className="payment-note small">
        Next you pay {formatMoney(quote.total)} on our payment partner&apos;s secure page; your card
        details never reach Keyturn. The car is held for you while you pay, and your card is saved
        for the deposit held at pick-up and for anything the return adds.
      </p>
    );
  }
  return (
    <p className="payment-note small">
      You pay at the counter when you pick the car up: {formatMoney(quote.total)}, and a deposit of{' '}
      {formatMoney(quote.deposit)} that comes back when the car does. Nothing is charged online, so
      no card is asked for here.
    </p>
  );
}
