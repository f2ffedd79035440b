import { centsToDollars, dollarsToCents } from '@keyturn/shared';
import { formatMoney } from '../../lib/format.ts';
import { useFocusOnMount } from '../../lib/use-focus-on-mount.ts';

interface PriceBreakdownProps {
  /** The server's price for the trip. */
  totalPrice: number;
  chargedHours: number;
  /** How long the trip really lasts. */
  minutes: number;
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
 * The quoted price with its rule in plain sight: hours charged × rate = total, and why a
 * 61-minute trip is two hours. The rate is read from the server's total, so the sum always
 * holds even if the vehicle's price changed since the page was loaded. It is the check's
 * outcome: it takes the focus when it appears, and a screen reader reads it.
 */
export function PriceBreakdown({ totalPrice, chargedHours, minutes }: PriceBreakdownProps) {
  const rate = centsToDollars(dollarsToCents(totalPrice) / chargedHours);
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="booking-total">
      <div className="booking-total-sum">
        <span>Total price</span>
        <strong>{formatMoney(totalPrice)}</strong>
      </div>
      <p className="booking-breakdown">
        {count(chargedHours, 'hour')} × {formatMoney(rate)} = {formatMoney(totalPrice)}
      </p>
      <p className="booking-rule">
        Your trip lasts {duration(minutes)}; every started hour is charged.
      </p>
    </div>
  );
}
