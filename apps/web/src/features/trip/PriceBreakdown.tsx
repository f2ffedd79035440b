import type { Quote } from '@keyturn/shared';
import { formatMoney } from '../../lib/format.ts';
import { useFocusOnMount } from '../../lib/use-focus-on-mount.ts';
import { ChargeLines } from './ChargeLines.tsx';

interface PriceBreakdownProps {
  /** The server's price for the trip, line by line. */
  quote: Quote;
  /** How long the trip really lasts. */
  minutes: number;
  /** Whether a new quote is on its way (extras changed): the lines shown are the last ones. */
  updating?: boolean;
}

const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 && count(hours, 'hour'), rest > 0 && count(rest, 'minute')]
    .filter(Boolean)
    .join(' ');
}

/**
 * The quoted price with its rules in plain sight: each line and how it is made (the day caps
 * included), the total, the deposit held at pick-up, and why a 61-minute trip is two hours.
 * It is the check's outcome: it takes the focus when it appears, and a screen reader reads it.
 */
export function PriceBreakdown({ quote, minutes, updating = false }: PriceBreakdownProps) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="booking-total"
      aria-label="Price"
      role="region"
      aria-busy={updating}
    >
      <ChargeLines lines={quote.lines} />
      <div className="booking-total-sum">
        <span>Total price</span>
        <strong>{formatMoney(quote.total)}</strong>
      </div>
      <p className="booking-rule">
        Your trip lasts {duration(minutes)}. Every started hour is charged, and no 24 hours cost
        more than the car&rsquo;s day price.
      </p>
      <p className="booking-deposit">
        A deposit of <strong>{formatMoney(quote.deposit)}</strong> is held at pick-up and released
        when the car comes back as it left.
      </p>
    </div>
  );
}
