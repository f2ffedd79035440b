import { describe, expect, it } from 'vitest';
import { companyTime as at, hoursAfter } from './testing/index.ts';
import { returnCharges, type ReturnChargesRequest } from './return-charges.ts';
import { DEFAULT_COMPANY_TIME_ZONE as ZONE } from './time.ts';

const MINUTE_MS = 60_000;
const pickUp = at(2027, 6, 14, 10);
const dropOff = hoursAfter(pickUp, 2);
const minutesLate = (minutes: number) => new Date(dropOff.getTime() + minutes * MINUTE_MS);

/** A 2-hour trip at $15 an hour with a $90 day, 100 miles a day included, $0.50 a mile more. */
const returned = (more: Partial<ReturnChargesRequest> = {}): ReturnChargesRequest => ({
  pickUp,
  dropOff,
  returnedAt: dropOff,
  timeZone: ZONE,
  pricePerHourCents: 1500,
  pricePerDayCents: 9000,
  milesPerDay: 100,
  pricePerExtraMileCents: 50,
  odometerOut: 1000,
  odometerIn: 1080,
  fuelOut: 8,
  fuelIn: 8,
  ...more,
});

describe('returnCharges', () => {
  it('adds nothing to a trip returned on time, full, within its miles and unharmed', () => {
    expect(returnCharges(returned())).toEqual({ lines: [], totalCents: 0 });
  });

  it('adds nothing within the grace, early or exactly at its end', () => {
    expect(returnCharges(returned({ returnedAt: minutesLate(15) })).lines).toEqual([]);
    expect(returnCharges(returned({ returnedAt: minutesLate(-60) })).lines).toEqual([]);
  });

  it('charges a minute past the grace as an hour of rental and one hour of the late fee', () => {
    expect(returnCharges(returned({ returnedAt: minutesLate(16) })).lines).toEqual([
      {
        code: 'LATE_RETURN',
        label: 'Late return, 16 min: extra rental $15.00, late fee 1 h × $25.00',
        quantity: 1,
        unitPriceCents: 4000,
        amountCents: 4000,
      },
    ]);
  });

  it('caps the late fee, not the rental, which keeps its day price', () => {
    // 20 h late: 22 h of the trip cost the $90 day, $60 more than the 2 booked hours.
    const [line] = returnCharges(returned({ returnedAt: minutesLate(20 * 60) })).lines;
    expect(line).toMatchObject({ code: 'LATE_RETURN', amountCents: 6000 + 25_000 });
    expect(line!.label).toBe(
      'Late return, 1200 min: extra rental $60.00, late fee 20 h × $25.00, at most $250.00',
    );
  });

  it('charges the miles beyond those included, per started day of the trip', () => {
    expect(returnCharges(returned({ odometerIn: 1130 })).lines).toEqual([
      {
        code: 'EXTRA_MILES',
        label: 'Extra miles, 30 beyond the 100 included',
        quantity: 30,
        unitPriceCents: 50,
        amountCents: 1500,
      },
    ]);
    // Kept 23 hours late: two started days, 200 miles included.
    const late = returnCharges(returned({ odometerIn: 1230, returnedAt: minutesLate(23 * 60) }));
    expect(late.lines.find((line) => line.code === 'EXTRA_MILES')).toMatchObject({
      quantity: 30,
    });
  });

  it('charges no miles on a vehicle with unlimited ones or none priced', () => {
    expect(returnCharges(returned({ odometerIn: 9000, milesPerDay: null })).lines).toEqual([]);
    expect(returnCharges(returned({ odometerIn: 9000, pricePerExtraMileCents: 0 })).lines).toEqual(
      [],
    );
  });

  it('charges each eighth of fuel below the pick-up’s, and nothing for more', () => {
    expect(returnCharges(returned({ fuelIn: 5 })).lines).toEqual([
      {
        code: 'FUEL',
        label: "Fuel, 3 eighths below the pick-up's",
        quantity: 3,
        unitPriceCents: 1200,
        amountCents: 3600,
      },
    ]);
    expect(returnCharges(returned({ fuelOut: 4, fuelIn: 8 })).lines).toEqual([]);
  });

  it('makes a DAMAGE line of each entry, after the others, and totals them all', () => {
    const price = returnCharges(
      returned({
        fuelIn: 7,
        damage: [
          { description: 'Scratch on the rear bumper', amountCents: 15_000 },
          { description: 'Cracked mirror', amountCents: 8_050 },
        ],
      }),
    );
    expect(price.lines.map((line) => [line.code, line.label, line.amountCents])).toEqual([
      ['FUEL', "Fuel, 1 eighth below the pick-up's", 1200],
      ['DAMAGE', 'Damage: Scratch on the rear bumper', 15_000],
      ['DAMAGE', 'Damage: Cracked mirror', 8_050],
    ]);
    expect(price.totalCents).toBe(24_250);
  });
});
