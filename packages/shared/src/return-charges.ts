import type { ChargeLine } from './charge-lines.ts';
import { formatCents } from './money-format.ts';
import type { RatePeriod } from './rental-periods.ts';
import { priceTrip, type TripPrice } from './trip-price.ts';

/**
 * The return's terms (contract section 6), in dollars like the driver's fees: defaults of the
 * contract, the same for every trip.
 */
export const LATE_GRACE_MINUTES = 15;
export const LATE_FEE_PER_HOUR = 25;
export const LATE_FEE_CAP = 250;
export const FUEL_PRICE_PER_EIGHTH = 12;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** A trip on the road past its drop-off and the grace: the office calls the customer. */
export const isOverdue = (status: string, dropOff: Date, now: Date): boolean =>
  status === 'IN_PROGRESS' && now.getTime() > dropOff.getTime() + LATE_GRACE_MINUTES * MINUTE_MS;
const PERIOD_MS = 24 * HOUR_MS;

export interface DamageEntry {
  description: string;
  amountCents: number;
}

export interface ReturnChargesRequest {
  pickUp: Date;
  dropOff: Date;
  returnedAt: Date;
  /** The company's zone and rate periods, as the trip is priced (trip-price.ts). */
  timeZone: string;
  ratePeriods?: readonly RatePeriod[];
  pricePerHourCents: number;
  pricePerDayCents: number | null;
  /** Miles included per 24 hours; null: unlimited. */
  milesPerDay: number | null;
  pricePerExtraMileCents: number;
  odometerOut: number;
  odometerIn: number;
  fuelOut: number;
  fuelIn: number;
  damage?: readonly DamageEntry[];
}

const rentalUntil = (request: ReturnChargesRequest, end: Date) =>
  priceTrip({
    pickUp: request.pickUp,
    dropOff: end,
    timeZone: request.timeZone,
    ratePeriods: request.ratePeriods,
    pricePerHourCents: request.pricePerHourCents,
    pricePerDayCents: request.pricePerDayCents,
  }).totalCents;

const line = (
  code: ChargeLine['code'],
  label: string,
  quantity: number,
  unitPriceCents: number,
): ChargeLine => ({
  code,
  label,
  quantity,
  unitPriceCents,
  amountCents: quantity * unitPriceCents,
});

/** Late beyond the grace: the extra time as rental plus the capped fee per started late hour. */
function lateReturnLine(request: ReturnChargesRequest): ChargeLine | null {
  const lateMs = request.returnedAt.getTime() - request.dropOff.getTime();
  if (lateMs <= LATE_GRACE_MINUTES * MINUTE_MS) return null;
  // Both ends priced alike, so a change of prices since booking never makes the extra time
  // negative or charges the booked hours again (decision 046).
  const extraRental = Math.max(
    0,
    rentalUntil(request, request.returnedAt) - rentalUntil(request, request.dropOff),
  );
  const lateHours = Math.ceil(lateMs / HOUR_MS);
  const fee = Math.min(lateHours * LATE_FEE_PER_HOUR * 100, LATE_FEE_CAP * 100);
  const minutes = Math.ceil(lateMs / MINUTE_MS);
  const label =
    `Late return, ${minutes} min: extra rental ${formatCents(extraRental)}, ` +
    `late fee ${lateHours} h × ${formatCents(LATE_FEE_PER_HOUR * 100)}` +
    (fee < lateHours * LATE_FEE_PER_HOUR * 100 ? `, at most ${formatCents(fee)}` : '');
  return line('LATE_RETURN', label, 1, extraRental + fee);
}

/** Miles beyond those included in the trip's started 24-hour periods, as far as it was charged. */
function extraMilesLine(request: ReturnChargesRequest, late: boolean): ChargeLine | null {
  if (request.milesPerDay === null || request.pricePerExtraMileCents === 0) return null;
  const end = late ? request.returnedAt : request.dropOff;
  const periods = Math.max(1, Math.ceil((end.getTime() - request.pickUp.getTime()) / PERIOD_MS));
  const included = request.milesPerDay * periods;
  const extra = request.odometerIn - request.odometerOut - included;
  if (extra <= 0) return null;
  return line(
    'EXTRA_MILES',
    `Extra miles, ${extra} beyond the ${included} included`,
    extra,
    request.pricePerExtraMileCents,
  );
}

function fuelLine(request: ReturnChargesRequest): ChargeLine | null {
  const missing = request.fuelOut - request.fuelIn;
  if (missing <= 0) return null;
  const eighths = missing === 1 ? 'eighth' : 'eighths';
  return line(
    'FUEL',
    `Fuel, ${missing} ${eighths} below the pick-up's`,
    missing,
    FUEL_PRICE_PER_EIGHTH * 100,
  );
}

/**
 * The lines a return adds to a booking's charges (contract section 6, decision 046): LATE_RETURN,
 * EXTRA_MILES, FUEL, and a DAMAGE line per entry, each only when it costs something. Pure, on the
 * given instants and readings only, so the preview and the check-in give the same lines.
 */
export function returnCharges(request: ReturnChargesRequest): TripPrice {
  const late = lateReturnLine(request);
  const lines = [
    late,
    extraMilesLine(request, late !== null),
    fuelLine(request),
    ...(request.damage ?? []).map((entry) =>
      line('DAMAGE', `Damage: ${entry.description}`, 1, entry.amountCents),
    ),
  ].filter((entry): entry is ChargeLine => entry !== null);
  return { lines, totalCents: lines.reduce((sum, entry) => sum + entry.amountCents, 0) };
}
