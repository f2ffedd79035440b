import type { ChargeLine } from './charge-lines.ts';
import { rentalLabel } from './rental-label.ts';
import { rentalCents, rentalPeriods, type RatePeriod } from './rental-periods.ts';

/** The amount held during a trip, in dollars, when a vehicle names none. */
export const DEPOSIT_DEFAULT = 200;

export interface ChosenExtra {
  /** Which extra: the booking keeps it; the price does not read it. */
  id: number;
  name: string;
  priceCents: number;
  /** TRIP: charged once; DAY: per started 24-hour period. */
  per: 'TRIP' | 'DAY';
  quantity: number;
}

export interface TripPriceRequest {
  pickUp: Date;
  dropOff: Date;
  /** The company's zone, whose calendar days the rate periods name. */
  timeZone: string;
  pricePerHourCents: number;
  /** Null: 24 × the hourly price. */
  pricePerDayCents: number | null;
  ratePeriods?: readonly RatePeriod[];
  extras?: readonly ChosenExtra[];
  /** The young-driver fee per started 24-hour period; 0 or absent when the driver is not young. */
  youngDriverFeePerDayCents?: number;
}

export interface TripPrice {
  lines: ChargeLine[];
  totalCents: number;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function extraLine(extra: ChosenExtra, periodCount: number): ChargeLine {
  if (extra.per === 'TRIP') {
    return {
      code: 'EXTRA',
      label: extra.name,
      quantity: extra.quantity,
      unitPriceCents: extra.priceCents,
      amountCents: extra.quantity * extra.priceCents,
    };
  }
  const times = extra.quantity === 1 ? '' : `${extra.quantity} × `;
  const quantity = extra.quantity * periodCount;
  return {
    code: 'EXTRA',
    label: `${extra.name}, ${times}${days(periodCount)}`,
    quantity,
    unitPriceCents: extra.priceCents,
    amountCents: quantity * extra.priceCents,
  };
}

/**
 * A trip's charge lines as quoted and booked (contract section 6, decision 043): one RENTAL
 * line whose label shows the day caps, a line per extra, and the young-driver fee. Exact in
 * cents, and on the given instants only (never the clock), so a booking's price can be told
 * again at any time.
 */
export function priceTrip(request: TripPriceRequest): TripPrice {
  const { pricePerHourCents, pricePerDayCents } = request;
  const periods = rentalPeriods(
    request.pickUp,
    request.dropOff,
    request.timeZone,
    request.ratePeriods,
  );
  const rental = rentalCents(periods, pricePerHourCents, pricePerDayCents);
  const lines: ChargeLine[] = [
    {
      code: 'RENTAL',
      label: rentalLabel(periods, pricePerHourCents, pricePerDayCents),
      quantity: 1,
      unitPriceCents: rental,
      amountCents: rental,
    },
    ...(request.extras ?? []).map((extra) => extraLine(extra, periods.length)),
  ];
  const youngDriverFee = request.youngDriverFeePerDayCents ?? 0;
  if (youngDriverFee > 0) {
    lines.push({
      code: 'YOUNG_DRIVER',
      label: `Young driver fee, ${days(periods.length)}`,
      quantity: periods.length,
      unitPriceCents: youngDriverFee,
      amountCents: periods.length * youngDriverFee,
    });
  }
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}
