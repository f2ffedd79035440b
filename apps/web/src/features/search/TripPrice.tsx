import { formatMoney, formatPricePerHour } from '../../lib/format.ts';

interface TripPriceProps {
  pricePerHour: number;
  /** The window's total for this vehicle, as the server priced it. */
  totalPrice: number;
  chargedHours: number;
}

/** A result card's prices: the hourly rate, and beside it the total for the searched hours. */
export function TripPrice({ pricePerHour, totalPrice, chargedHours }: TripPriceProps) {
  return (
    <p className="vehicle-card-trip">
      <span>{formatPricePerHour(pricePerHour)}</span>
      <span className="vehicle-card-total">
        <strong>{formatMoney(totalPrice)}</strong> for {chargedHours}{' '}
        {chargedHours === 1 ? 'hour' : 'hours'}
      </span>
    </p>
  );
}
