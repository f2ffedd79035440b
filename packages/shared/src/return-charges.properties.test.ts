import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyTime as at } from './testing/index.ts';
import {
  LATE_FEE_CAP,
  LATE_GRACE_MINUTES,
  returnCharges,
  type ReturnChargesRequest,
} from './return-charges.ts';
import { DEFAULT_COMPANY_TIME_ZONE as ZONE } from './time.ts';
import { priceTrip } from './trip-price.ts';

/** Fixed seed and dates: a failure shows again on every run, and no run depends on today. */
const RUNS = { seed: 46, numRuns: 150 };
const MINUTE_MS = 60_000;
const minutesAfter = (start: Date, minutes: number) =>
  new Date(start.getTime() + minutes * MINUTE_MS);

/** Returns of trips in 2027 (daylight-saving changes among them), from early to days late. */
const returns = fc
  .record({
    startMinute: fc.integer({ min: 0, max: 364 * 24 * 60 }),
    tripMinutes: fc.integer({ min: 60, max: 10 * 24 * 60 }),
    lateMinutes: fc.integer({ min: -600, max: 5 * 24 * 60 }),
    pricePerHourCents: fc.integer({ min: 1, max: 1_000_000 }),
    dayShare: fc.option(fc.integer({ min: 1, max: 24 }), { nil: null }),
    milesPerDay: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    pricePerExtraMileCents: fc.integer({ min: 0, max: 500 }),
    driven: fc.integer({ min: 0, max: 20_000 }),
    fuelOut: fc.integer({ min: 0, max: 8 }),
    fuelIn: fc.integer({ min: 0, max: 8 }),
    damage: fc.array(
      fc.record({
        description: fc.constantFrom('Scratch', 'Dent', 'Stain'),
        amountCents: fc.integer({ min: 0, max: 10_000_000 }),
      }),
      { maxLength: 3 },
    ),
  })
  .map((shape): ReturnChargesRequest => {
    const pickUp = minutesAfter(at(2027, 1, 1, 0), shape.startMinute);
    const dropOff = minutesAfter(pickUp, shape.tripMinutes);
    return {
      pickUp,
      dropOff,
      returnedAt: minutesAfter(dropOff, shape.lateMinutes),
      timeZone: ZONE,
      pricePerHourCents: shape.pricePerHourCents,
      pricePerDayCents: shape.dayShare === null ? null : shape.dayShare * shape.pricePerHourCents,
      milesPerDay: shape.milesPerDay,
      pricePerExtraMileCents: shape.pricePerExtraMileCents,
      odometerOut: 5000,
      odometerIn: 5000 + shape.driven,
      fuelOut: shape.fuelOut,
      fuelIn: shape.fuelIn,
      damage: shape.damage,
    };
  });

const lateMinutes = (request: ReturnChargesRequest) =>
  (request.returnedAt.getTime() - request.dropOff.getTime()) / MINUTE_MS;
const rental = (request: ReturnChargesRequest, end: Date) =>
  priceTrip({ ...request, dropOff: end }).totalCents;
const lateLine = (request: ReturnChargesRequest) =>
  returnCharges(request).lines.find((line) => line.code === 'LATE_RETURN');

describe('returnCharges, for any return', () => {
  it('adds up: each line is quantity × unit price, none negative, the total their sum', () => {
    fc.assert(
      fc.property(returns, (request) => {
        const { lines, totalCents } = returnCharges(request);
        for (const line of lines) {
          expect(line.amountCents).toBe(line.quantity * line.unitPriceCents);
          expect(line.amountCents).toBeGreaterThanOrEqual(0);
        }
        expect(totalCents).toBe(lines.reduce((sum, line) => sum + line.amountCents, 0));
        expect(lines.filter((line) => line.code === 'DAMAGE')).toHaveLength(request.damage!.length);
      }),
      RUNS,
    );
  });

  it('charges a late return only past the grace, as the extra rental plus at most the cap', () => {
    fc.assert(
      fc.property(returns, (request) => {
        const line = lateLine(request);
        if (lateMinutes(request) <= LATE_GRACE_MINUTES) {
          expect(line).toBeUndefined();
          return;
        }
        const extraRental = rental(request, request.returnedAt) - rental(request, request.dropOff);
        expect(line!.amountCents - extraRental).toBeGreaterThan(0);
        expect(line!.amountCents - extraRental).toBeLessThanOrEqual(LATE_FEE_CAP * 100);
      }),
      RUNS,
    );
  });

  // The whole return may cost less later on: a charged day brings its miles with it.
  it('never charges less time for coming back later', () => {
    fc.assert(
      fc.property(returns, fc.integer({ min: 1, max: 24 * 60 }), (request, moreMinutes) => {
        const later = { ...request, returnedAt: minutesAfter(request.returnedAt, moreMinutes) };
        expect(lateLine(later)?.amountCents ?? 0).toBeGreaterThanOrEqual(
          lateLine(request)?.amountCents ?? 0,
        );
      }),
      RUNS,
    );
  });
});
