import { formatCents } from './money-format.ts';
import { periodCharge, type RentalPeriod } from './rental-periods.ts';

/**
 * The RENTAL line's label shows how its amount is made, the day caps included:
 * '1 day × $90.00 + 6 h × $15.00', '2 h × $15.00 + 2 h × $22.50'. Its arithmetic always gives
 * the amount exactly: when a rate period makes an hourly price a fraction of a cent, the hours
 * of that period show as their sum, '6 h for $81.27', never as a rounded price per hour.
 */

type Term =
  | { kind: 'days' | 'hours'; count: number; unitCents: number }
  | { kind: 'hoursFor'; hours: number; cents: number };

/** A rate's hourly price when it is a whole number of cents. */
function exactHourlyCents(pricePerHourCents: number, factor: number): number | null {
  const times100 = pricePerHourCents * factor;
  return times100 % 100 === 0 ? times100 / 100 : null;
}

function termsOf(
  period: RentalPeriod,
  pricePerHourCents: number,
  pricePerDayCents: number | null,
): Term[] {
  const charge = periodCharge(period, pricePerHourCents, pricePerDayCents);
  if (charge.capped) return [{ kind: 'days', count: 1, unitCents: charge.dayCents }];
  const terms: Term[] = [];
  for (const { hours, factor } of period.hoursByFactor) {
    const unitCents = exactHourlyCents(pricePerHourCents, factor);
    if (unitCents === null) {
      return [{ kind: 'hoursFor', hours: period.hours, cents: charge.hoursCents }];
    }
    terms.push({ kind: 'hours', count: hours, unitCents });
  }
  return terms;
}

/** Neighbouring days, or hours, at one price read as one term: '2 days × $90.00'. */
function mergeNeighbours(terms: Term[]): Term[] {
  const merged: Term[] = [];
  for (const term of terms) {
    const last = merged.at(-1);
    if (
      last &&
      last.kind !== 'hoursFor' &&
      term.kind === last.kind &&
      term.unitCents === last.unitCents
    ) {
      merged[merged.length - 1] = { ...last, count: last.count + term.count };
    } else {
      merged.push(term);
    }
  }
  return merged;
}

function describe(term: Term): string {
  switch (term.kind) {
    case 'days':
      return `${term.count} ${term.count === 1 ? 'day' : 'days'} × ${formatCents(term.unitCents)}`;
    case 'hours':
      return `${term.count} h × ${formatCents(term.unitCents)}`;
    case 'hoursFor':
      return `${term.hours} h for ${formatCents(term.cents)}`;
  }
}

export function rentalLabel(
  periods: readonly RentalPeriod[],
  pricePerHourCents: number,
  pricePerDayCents: number | null,
): string {
  const terms = periods.flatMap((period) => termsOf(period, pricePerHourCents, pricePerDayCents));
  if (terms.length === 0) terms.push({ kind: 'hours', count: 0, unitCents: pricePerHourCents });
  return mergeNeighbours(terms).map(describe).join(' + ');
}
