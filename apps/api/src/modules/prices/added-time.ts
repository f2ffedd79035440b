import type { ChargeLine, ChosenExtra, TripPrice } from '@keyturn/shared';

const MINUTE_MS = 60_000;

/** What a trip's drop-off moved later by, to name the lines it adds. */
export interface AddedTime {
  /** From the booked drop-off to the new one. */
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
  const duration = durationText(added.ms);
  switch (line.code) {
    case 'EXTRA':
      // priceTrip lists the extras right after the rental, in the order chosen.
      return `${added.extras[index - 1]?.name ?? 'Extra'}, extension by ${duration}`;
    case 'YOUNG_DRIVER':
      return `Young driver fee, extension by ${duration}`;
    default:
      return `Extension by ${duration}`;
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
 * What moving a trip's drop-off later adds to what it costs (decision 060): line by line, the
 * trip priced to the new drop-off less the trip priced to the booked one, both at today's
 * prices. The booked lines stay as booked, so the hours bought are never priced again and the
 * lines, with these after them, still add up to the total.
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
