import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from './calendar-date.ts';
import { billableHours } from './money.ts';
import type { RatePeriod } from './rental-periods.ts';
import { DEFAULT_COMPANY_TIME_ZONE as ZONE, fromWallClock } from './time.ts';
import { priceTrip, type ChosenExtra, type TripPriceRequest } from './trip-price.ts';

/** Fixed seed and dates: a failure shows again on every run, and no run depends on today. */
const RUNS = { seed: 43, numRuns: 150 };
const HOUR_MS = 3_600_000;
const MAX_TRIP_MINUTES = 10 * 24 * 60;

const at = (year: number, month: number, day: number, hour: number) =>
  fromWallClock({ year, month, day, hour, minute: 0, second: 0 }, ZONE)!;
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
const dateAfter = (start: CalendarDate, days: number): CalendarDate => {
  const shifted = new Date(Date.UTC(start.year, start.month - 1, start.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
};

const prices = fc.integer({ min: 1, max: 9_999_999 }).chain((pricePerHourCents) =>
  fc.record({
    pricePerHourCents: fc.constant(pricePerHourCents),
    pricePerDayCents: fc.option(fc.integer({ min: 1, max: 24 * pricePerHourCents }), {
      nil: null,
    }),
  }),
);

/** Trips in 2027, a daylight-saving change or two among them. */
const times = fc
  .record({
    startMinute: fc.integer({ min: 0, max: 364 * 24 * 60 }),
    minutes: fc.integer({ min: 1, max: MAX_TRIP_MINUTES }),
  })
  .map(({ startMinute, minutes }) => {
    const pickUp = minutesAfter(at(2027, 1, 1, 0), startMinute);
    return { pickUp, dropOff: minutesAfter(pickUp, minutes) };
  });

/** Up to four rate periods that never overlap, from late 2026 into 2028. */
const ratePeriods = fc
  .array(
    fc.record({
      gapDays: fc.integer({ min: 0, max: 60 }),
      lengthDays: fc.integer({ min: 1, max: 30 }),
      percent: fc.integer({ min: -90, max: 300 }),
    }),
    { maxLength: 4 },
  )
  .map((shapes) => {
    let next: CalendarDate = { year: 2026, month: 12, day: 20 };
    return shapes.map(({ gapDays, lengthDays, percent }): RatePeriod => {
      const startDate = dateAfter(next, gapDays);
      const endDate = dateAfter(startDate, lengthDays - 1);
      next = dateAfter(endDate, 1);
      return { startDate, endDate, percent };
    });
  });

const extras = fc.array(
  fc.record({
    id: fc.nat(),
    name: fc.constantFrom('Child seat', 'GPS', 'Snow chains'),
    priceCents: fc.integer({ min: 0, max: 100_000 }),
    per: fc.constantFrom('TRIP', 'DAY'),
    quantity: fc.integer({ min: 1, max: 9 }),
  }) satisfies fc.Arbitrary<ChosenExtra>,
  { maxLength: 3 },
);

const requests = fc
  .record({
    times,
    prices,
    ratePeriods,
    extras,
    youngDriverFeePerDayCents: fc.constantFrom(0, 1500),
  })
  .map(({ times, prices, ...rest }): TripPriceRequest => ({
    ...times,
    ...prices,
    ...rest,
    timeZone: ZONE,
  }));

const rentalOf = (request: TripPriceRequest) => priceTrip(request).lines[0]!.amountCents;

/** The company day an instant falls on, as Intl tells it (not as the code under test does). */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' });
const isoDate = ({ year, month, day }: CalendarDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const factorAt = (instant: Date, periods: readonly RatePeriod[]) => {
  const day = dayFormat.format(instant);
  const period = periods.find((p) => isoDate(p.startDate) <= day && day <= isoDate(p.endDate));
  return 100 + (period?.percent ?? 0);
};

/** The hours' start instants of each 24-hour period, counted here independently. */
function periodHourStarts({ pickUp, dropOff }: TripPriceRequest): Date[][] {
  const hours = billableHours(dropOff.getTime() - pickUp.getTime());
  const periods: Date[][] = [];
  for (let hour = 0; hour < hours; hour++) {
    if (hour % 24 === 0) periods.push([]);
    periods.at(-1)!.push(new Date(pickUp.getTime() + hour * HOUR_MS));
  }
  return periods;
}

/** What a label such as '1 day × $90.00 + 6 h × $15.00' or '4 h for $57.19' adds up to. */
function labelCents(label: string): number {
  const cents = (dollars: string) => Math.round(Number(dollars.replace(/,/g, '')) * 100);
  return label.split(' + ').reduce((sum, term) => {
    const times = /^(\d+) (?:days?|h) × \$([\d,]+\.\d\d)$/.exec(term);
    if (times) return sum + Number(times[1]) * cents(times[2]!);
    const total = /^\d+ h for \$([\d,]+\.\d\d)$/.exec(term);
    if (total) return sum + cents(total[1]!);
    throw new Error(`unexpected label term: ${term}`);
  }, 0);
}

describe('priceTrip, for any trip', () => {
  it('adds up: each line is quantity × unit price, the total their sum, the label the rental', () => {
    fc.assert(
      fc.property(requests, (request) => {
        const { lines, totalCents } = priceTrip(request);
        for (const line of lines)
          expect(line.amountCents).toBe(line.quantity * line.unitPriceCents);
        expect(totalCents).toBe(lines.reduce((sum, line) => sum + line.amountCents, 0));
        expect(lines.filter((line) => line.code === 'RENTAL')).toHaveLength(1);
        expect(labelCents(lines[0]!.label)).toBe(lines[0]!.amountCents);
      }),
      RUNS,
    );
  });

  it('is never above the sum of the hourly prices', () => {
    fc.assert(
      fc.property(times, prices, (trip, price) => {
        const request = { ...trip, ...price, timeZone: ZONE };
        const hours = billableHours(trip.dropOff.getTime() - trip.pickUp.getTime());
        expect(rentalOf(request)).toBeLessThanOrEqual(hours * price.pricePerHourCents);
      }),
      RUNS,
    );
  });

  it("is full days × the day price plus the last period's hours, at most a day", () => {
    fc.assert(
      fc.property(times, prices, (trip, price) => {
        const request = { ...trip, ...price, timeZone: ZONE };
        const hours = billableHours(trip.dropOff.getTime() - trip.pickUp.getTime());
        const day = price.pricePerDayCents ?? 24 * price.pricePerHourCents;
        const lastHours = hours % 24;
        const cap =
          Math.floor(hours / 24) * day + Math.min(lastHours * price.pricePerHourCents, day);
        expect(rentalOf(request)).toBe(cap);
      }),
      RUNS,
    );
  });

  it('never goes down when the drop-off is later', () => {
    fc.assert(
      fc.property(requests, fc.integer({ min: 0, max: 3 * 24 * 60 }), (request, moreMinutes) => {
        const later = { ...request, dropOff: minutesAfter(request.dropOff, moreMinutes) };
        expect(priceTrip(later).totalCents).toBeGreaterThanOrEqual(priceTrip(request).totalCents);
      }),
      RUNS,
    );
  });
});

describe('priceTrip with rate periods', () => {
  it('prices each hour at the rate of the day it starts on, at most, to half a cent a period', () => {
    fc.assert(
      fc.property(requests, (request) => {
        const periods = periodHourStarts(request);
        const hundredths = periods
          .flat()
          .reduce(
            (sum, hour) => sum + request.pricePerHourCents * factorAt(hour, request.ratePeriods!),
            0,
          );
        expect(100 * rentalOf(request)).toBeLessThanOrEqual(hundredths + 50 * periods.length);
      }),
      RUNS,
    );
  });

  it("caps each period at its day price scaled by its first hour's rate", () => {
    fc.assert(
      fc.property(requests, (request) => {
        const periods = periodHourStarts(request);
        const day = request.pricePerDayCents ?? 24 * request.pricePerHourCents;
        const hundredths = periods.reduce(
          (sum, hours) => sum + day * factorAt(hours[0]!, request.ratePeriods!),
          0,
        );
        expect(100 * rentalOf(request)).toBeLessThanOrEqual(hundredths + 50 * periods.length);
      }),
      RUNS,
    );
  });

  it('is, period by period, the lesser of the two, each rounded half up once', () => {
    const roundedHundredths = (hundredths: number) => Math.floor((hundredths + 50) / 100);
    fc.assert(
      fc.property(requests, (request) => {
        const day = request.pricePerDayCents ?? 24 * request.pricePerHourCents;
        const factor = (hour: Date) => factorAt(hour, request.ratePeriods!);
        const expected = periodHourStarts(request).reduce((sum, hours) => {
          const hoursCents = roundedHundredths(
            hours.reduce((cents, hour) => cents + request.pricePerHourCents * factor(hour), 0),
          );
          return sum + Math.min(hoursCents, roundedHundredths(day * factor(hours[0]!)));
        }, 0);
        expect(rentalOf(request)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('scales every hour and every day cap by a rate period over the whole trip', () => {
    fc.assert(
      fc.property(times, prices, fc.integer({ min: -90, max: 300 }), (trip, price, percent) => {
        const request = { ...trip, ...price, timeZone: ZONE };
        const everyDay = {
          startDate: { year: 2026, month: 12, day: 1 },
          endDate: { year: 2028, month: 2, day: 1 },
          percent,
        };
        const periods = periodHourStarts(request).length;
        const scaled = 100 * rentalOf({ ...request, ratePeriods: [everyDay] });
        const exact = (100 + percent) * rentalOf(request);
        expect(Math.abs(scaled - exact)).toBeLessThanOrEqual(50 * periods);
      }),
      RUNS,
    );
  });
});

describe('priceTrip across a daylight-saving change', () => {
  /** Rate periods over each week compared, at one percent, so that they change nothing. */
  const samePercentOverEachWeek = (percent: number): RatePeriod[] =>
    [
      [3, 1],
      [5, 1],
      [11, 1],
    ].map(([month, day]) => ({
      startDate: { year: 2027, month: month!, day: day! },
      endDate: { year: 2027, month: month!, day: day! + 20 },
      percent,
    }));

  /** All of a request but its times. */
  const terms = fc
    .record({
      prices,
      extras,
      youngDriverFeePerDayCents: fc.constantFrom(0, 1500),
      percent: fc.integer({ min: -90, max: 300 }),
    })
    .map(({ prices, percent, ...rest }) => ({
      ...prices,
      ...rest,
      timeZone: ZONE,
      ratePeriods: samePercentOverEachWeek(percent),
    }));
  type Terms = Omit<TripPriceRequest, 'pickUp' | 'dropOff'>;

  // From 22:00 to 01:59 on the night before the change, which comes at 02:00.
  const startMinutes = fc.integer({ min: 0, max: 239 });
  const tripMinutes = fc.integer({ min: 1, max: 5 * 24 * 60 });

  const priceFrom = (eveningBefore: Date, startMinute: number, minutes: number, terms: Terms) => {
    const pickUp = minutesAfter(eveningBefore, startMinute);
    return priceTrip({ ...terms, pickUp, dropOff: minutesAfter(pickUp, minutes) });
  };

  const springForward = at(2027, 3, 13, 22);
  const fallBack = at(2027, 11, 6, 22);
  const quietEvening = at(2027, 5, 12, 22);

  it('compares nights that hold a change with one that does not', () => {
    const hoursBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / HOUR_MS;
    expect(hoursBetween(springForward, at(2027, 3, 14, 3))).toBe(4);
    expect(hoursBetween(fallBack, at(2027, 11, 7, 3))).toBe(6);
    expect(hoursBetween(quietEvening, at(2027, 5, 13, 3))).toBe(5);
  });

  it.each([
    ['spring forward', springForward],
    ['fall back', fallBack],
  ])('prices the same elapsed hours as a quiet week (%s)', (_, eveningBefore) => {
    fc.assert(
      fc.property(startMinutes, tripMinutes, terms, (startMinute, minutes, terms) => {
        expect(priceFrom(eveningBefore, startMinute, minutes, terms)).toEqual(
          priceFrom(quietEvening, startMinute, minutes, terms),
        );
      }),
      RUNS,
    );
  });
});
