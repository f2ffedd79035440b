import type { ChargeLine, ChosenExtra, TripPrice } from '@keyturn/shared';

const MINUTE_MS = 60_000;

/** What a trip's drop-off moved by, to name the lines it adds. */
export interface AddedTime {
  /** From the booked drop-off to the new one: below 0 when the office shortens a trip. */
  ms: number;
  /** The extras both prices were made with, in the order chosen. */
  extras: readonly ChosenExtra[];
}

/** '2 h', '1 h 30 min', '45 min': whole minutes, rounded up. */
function durationText(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE_MS);
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return [hours > 0 && `${hours} h`, rest > 0 && `${rest} min`].filter(Boolean).join(' ');
}

function labelOf(line: ChargeLine, index: number, added: AddedTime): string {
  const change = `${added.ms < 0 ? 'shortened' : 'extension'} by ${durationText(Math.abs(added.ms))}`;
  switch (line.code) {
    case 'EXTRA':
      // priceTrip lists the extras right after the rental, in the order chosen.
      return `${added.extras[index - 1]?.name ?? 'Extra'}, ${change}`;
    case 'YOUNG_DRIVER':
      return `Young driver fee, ${change}`;
    default:
      return change.charAt(0).toUpperCase() + change.slice(1);
  }
}

/** A per-period line (a day's extra, the fee) adds its periods at its price; the rental, one amount. */
function difference(line: ChargeLine, before: ChargeLine, label: string): ChargeLine {
  const amountCents = line.amountCents - before.amountCents;
  const quantity = line.quantity - before.quantity;
  return quantity > 0 && quantity * line.unitPriceCents === amountCents
    ? { code: line.code, label, quantity, unitPriceCents: line.unitPriceCents, amountCents }
    : { code: line.code, label, quantity: 1, unitPriceCents: amountCents, amountCents };
}

/**
 * What moving a trip's drop-off adds to what it costs (decisions 060, 070): line by line, the
 * trip priced to the new drop-off less the trip priced to the booked one, both at today's
 * prices. The booked lines stay as booked, so the hours bought are never priced again and the
 * lines, with these after them, still add up to the total. Moved earlier (only the office
 * shortens a trip on the road), the differences are below 0: the time given back.
 *
 * Both prices are `priceTrip`'s for one pick-up, one set of extras and one driver, so they have
 * the same lines in the same order (the rental, each extra, the fee): their differences line up.
 */
export function priceOfAddedTime(
  booked: TripPrice,
  extended: TripPrice,
  added: AddedTime,
): TripPrice {
  const lines = extended.lines.flatMap((line, index) => {
    const before = booked.lines[index]!;
    if (line.amountCents === before.amountCents) return [];
    return [difference(line, before, labelOf(line, index, added))];
  });
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}
