import { describe, expect, it } from 'vitest';
import { calendarDay as day, companyTime as at, hoursAfter } from './testing/index.ts';
import { periodCharge, rentalCents, rentalPeriods, scaleCents } from './rental-periods.ts';
import { DEFAULT_COMPANY_TIME_ZONE as ZONE } from './time.ts';

describe('rentalPeriods', () => {
  const pickUp = at(2027, 6, 14, 10);
  const plain = (hours: number) => ({
    hours,
    hourFactor: hours * 100,
    dayFactor: 100,
    hoursByFactor: [{ hours, factor: 100 }],
  });

  it('cuts a trip into 24-hour periods and a shorter last one', () => {
    expect(rentalPeriods(pickUp, hoursAfter(pickUp, 30), ZONE)).toEqual([plain(24), plain(6)]);
    expect(rentalPeriods(pickUp, hoursAfter(pickUp, 24), ZONE)).toEqual([plain(24)]);
  });

  it('counts each started hour', () => {
    expect(rentalPeriods(pickUp, hoursAfter(pickUp, 24 + 1 / 60), ZONE)).toEqual([
      plain(24),
      plain(1),
    ]);
  });

  it('has no period for a trip of no time', () => {
    expect(rentalPeriods(pickUp, pickUp, ZONE)).toEqual([]);
    expect(rentalPeriods(pickUp, hoursAfter(pickUp, -2), ZONE)).toEqual([]);
  });

  it('gives an hour the percent of the company day it starts on', () => {
    const summer = { startDate: day(2027, 6, 15), endDate: day(2027, 6, 16), percent: 50 };
    // 22:30 and 23:30 start on the 14th; 00:30 to 23:30 on the 15th; 00:30 on the 16th.
    const start = at(2027, 6, 14, 22, 30);
    expect(rentalPeriods(start, hoursAfter(start, 27), ZONE, [summer])).toEqual([
      {
        hours: 24,
        hourFactor: 2 * 100 + 22 * 150,
        dayFactor: 100,
        hoursByFactor: [
          { hours: 2, factor: 100 },
          { hours: 22, factor: 150 },
        ],
      },
      { hours: 3, hourFactor: 3 * 150, dayFactor: 150, hoursByFactor: [{ hours: 3, factor: 150 }] },
    ]);
  });

  it('includes both end days of a rate period and reads days in the given zone', () => {
    const oneDay = { startDate: day(2027, 6, 15), endDate: day(2027, 6, 15), percent: -90 };
    const start = at(2027, 6, 15, 0);
    const factors = (timeZone: string) =>
      rentalPeriods(start, hoursAfter(start, 25), timeZone, [oneDay]).map(
        ({ hourFactor, dayFactor }) => ({ hourFactor, dayFactor }),
      );
    expect(factors(ZONE)).toEqual([
      { hourFactor: 24 * 10, dayFactor: 10 },
      { hourFactor: 100, dayFactor: 100 },
    ]);
    // Midnight in Los Angeles is 03:00 in New York, where the last 3 hours start on the 16th.
    expect(factors('America/New_York')).toEqual([
      { hourFactor: 21 * 10 + 3 * 100, dayFactor: 10 },
      { hourFactor: 100, dayFactor: 100 },
    ]);
  });
});

describe('scaleCents', () => {
  it('rounds half a cent up, with integers only', () => {
    expect(scaleCents(1505, 90)).toBe(1355); // 1354.5
    expect(scaleCents(1, 150)).toBe(2); // 1.5
    expect(scaleCents(1, 149)).toBe(1); // 1.49
    expect(scaleCents(1, 10)).toBe(0); // 0.1
    expect(scaleCents(1500, 2400)).toBe(36_000);
  });

  it('stays exact at the largest prices', () => {
    // $99,999.99 an hour, 24 hours at +300%.
    expect(scaleCents(9_999_999, 24 * 400)).toBe(959_999_904);
    expect(scaleCents(24 * 9_999_999, 400)).toBe(959_999_904);
  });
});

describe('periodCharge and rentalCents', () => {
  it('charges the lesser of the hours and the day, each rounded once', () => {
    const sixHoursOff = { hours: 6, hourFactor: 6 * 90, dayFactor: 90 };
    expect(periodCharge(sixHoursOff, 1505, 10_000)).toEqual({
      cents: 8127, // 6 × 1505 × 0.9 = 8127, where 6 rounded hours (1355 each) would be 8130
      hoursCents: 8127,
      dayCents: 9000,
      capped: false,
    });
  });

  it('marks a period capped only when the day price is strictly lower', () => {
    const sixHours = { hours: 6, hourFactor: 600, dayFactor: 100 };
    expect(periodCharge(sixHours, 1500, 9000).capped).toBe(false);
    expect(periodCharge(sixHours, 1501, 9000)).toMatchObject({ cents: 9000, capped: true });
  });

  it('takes 24 hours at the hourly price as the day price when there is none', () => {
    const fullDay = { hours: 24, hourFactor: 2400, dayFactor: 100 };
    expect(periodCharge(fullDay, 1500, null)).toMatchObject({ cents: 36_000, dayCents: 36_000 });
    const dearFirstHour = { hours: 24, hourFactor: 150 + 23 * 100, dayFactor: 150 };
    expect(periodCharge(dearFirstHour, 1500, null)).toMatchObject({
      cents: 36_750,
      dayCents: 54_000,
    });
  });

  it('adds the periods up', () => {
    const periods = [
      { hours: 24, hourFactor: 2400, dayFactor: 100 },
      { hours: 6, hourFactor: 600, dayFactor: 100 },
    ];
    expect(rentalCents(periods, 1500, 9000)).toBe(18_000);
    expect(rentalCents([], 1500, 9000)).toBe(0);
  });
});
