import { describe, expect, it } from 'vitest';
import { calendarDay as day, companyTime as at, hoursAfter } from './testing/index.ts';
import { DEFAULT_COMPANY_TIME_ZONE as ZONE } from './time.ts';
import { priceTrip, type TripPriceRequest } from './trip-price.ts';

const pickUp = at(2027, 6, 14, 10);
/** $15 an hour, $90 a day. */
const trip = (hours: number, more: Partial<TripPriceRequest> = {}): TripPriceRequest => ({
  pickUp,
  dropOff: hoursAfter(pickUp, hours),
  timeZone: ZONE,
  pricePerHourCents: 1500,
  pricePerDayCents: 9000,
  ...more,
});
const rental = (request: TripPriceRequest) => priceTrip(request).lines[0]!;

describe('priceTrip: the contract examples, at $15 an hour with a $90 day', () => {
  it.each([
    [30, 18_000, '1 day × $90.00 + 6 h × $15.00'],
    [20, 9000, '1 day × $90.00'],
    [1, 1500, '1 h × $15.00'],
    [6, 9000, '6 h × $15.00'],
    [24, 9000, '1 day × $90.00'],
    [25, 10_500, '1 day × $90.00 + 1 h × $15.00'],
    [24 + 1 / 60, 10_500, '1 day × $90.00 + 1 h × $15.00'],
    [72, 27_000, '3 days × $90.00'],
    [68, 27_000, '3 days × $90.00'],
  ])('%s h cost %i cents: %s', (hours, cents, label) => {
    const price = priceTrip(trip(hours));
    expect(price.totalCents).toBe(cents);
    expect(price.lines).toEqual([
      { code: 'RENTAL', label, quantity: 1, unitPriceCents: cents, amountCents: cents },
    ]);
  });

  it('charges every hour without a day price', () => {
    expect(priceTrip(trip(30, { pricePerDayCents: null })).totalCents).toBe(45_000);
    expect(rental(trip(30, { pricePerDayCents: null })).label).toBe('30 h × $15.00');
  });

  it('prices the same elapsed hours the same across a daylight-saving change', () => {
    // 10:00 PST on the 13th to 11:00 PDT on the 14th of March 2027 are 24 hours.
    const springForward = { pickUp: at(2027, 3, 13, 10), dropOff: at(2027, 3, 14, 11) };
    expect(priceTrip({ ...trip(0), ...springForward }).totalCents).toBe(9000);
    // 10:00 PDT on the 6th to 10:00 PST on the 7th of November 2027 are 25 hours.
    const fallBack = { pickUp: at(2027, 11, 6, 10), dropOff: at(2027, 11, 7, 10) };
    expect(priceTrip({ ...trip(0), ...fallBack }).totalCents).toBe(10_500);
  });
});

describe('priceTrip: rate periods', () => {
  it('charges an hour that starts in a +50% period 1.5 times', () => {
    const summer = { startDate: day(2027, 6, 15), endDate: day(2027, 6, 20), percent: 50 };
    const lateEvening = at(2027, 6, 14, 22);
    // 22:00 and 23:00 on the 14th at $15, 00:00 and 01:00 on the 15th at $22.50.
    const request = trip(0, { pickUp: lateEvening, dropOff: hoursAfter(lateEvening, 4) });
    expect(rental({ ...request, ratePeriods: [summer] })).toMatchObject({
      amountCents: 7500,
      label: '2 h × $15.00 + 2 h × $22.50',
    });
    const insideOnly = { ...request, pickUp: hoursAfter(lateEvening, 2) };
    expect(rental({ ...insideOnly, ratePeriods: [summer] })).toMatchObject({
      amountCents: 4500,
      label: '2 h × $22.50',
    });
  });

  it("scales a period's day price by the percent of its first hour", () => {
    const oneDay = { startDate: day(2027, 6, 14), endDate: day(2027, 6, 14), percent: 50 };
    // The first period starts on the 14th: its day costs $135; the second, on the 15th, $90.
    expect(rental(trip(30, { ratePeriods: [oneDay] }))).toMatchObject({
      amountCents: 13_500 + 9000,
      label: '1 day × $135.00 + 6 h × $15.00',
    });
    // Starting at 10:00 on the 13th, its day costs $90 though 10 of its hours cost $22.50.
    const dayBefore = { pickUp: at(2027, 6, 13, 10), dropOff: at(2027, 6, 14, 10) };
    expect(rental({ ...trip(0), ...dayBefore, ratePeriods: [oneDay] })).toMatchObject({
      amountCents: 9000,
      label: '1 day × $90.00',
    });
  });

  it('lowers prices in a discount period and rounds half a cent up once per period', () => {
    const offSeason = { startDate: day(2027, 6, 1), endDate: day(2027, 6, 30), percent: -10 };
    const request = trip(1, { ratePeriods: [offSeason], pricePerHourCents: 1505 });
    expect(rental(request)).toMatchObject({ amountCents: 1355, label: '1 h for $13.55' });
    expect(rental({ ...request, dropOff: hoursAfter(pickUp, 2) })).toMatchObject({
      amountCents: 2709,
      label: '2 h for $27.09',
    });
    expect(rental({ ...request, pricePerHourCents: 1500 })).toMatchObject({
      amountCents: 1350,
      label: '1 h × $13.50',
    });
    // From 22:00 on 31 May: 2 hours at $15.05, then 2 at $13.545, which only add up as a sum.
    const fromMay = at(2027, 5, 31, 22);
    const acrossTheStart = { ...request, pickUp: fromMay, dropOff: hoursAfter(fromMay, 4) };
    expect(rental(acrossTheStart)).toMatchObject({ amountCents: 5719, label: '4 h for $57.19' });
  });
});

describe('priceTrip: extras and the young-driver fee', () => {
  const childSeat = {
    id: 1,
    name: 'Child seat',
    priceCents: 1000,
    per: 'DAY',
    quantity: 2,
  } as const;
  const gps = { id: 2, name: 'GPS', priceCents: 2500, per: 'TRIP', quantity: 1 } as const;

  it('charges a DAY extra and the fee per started 24-hour period, a TRIP extra once', () => {
    const price = priceTrip(
      trip(30, { extras: [childSeat, gps], youngDriverFeePerDayCents: 1500 }),
    );
    expect(price.lines.slice(1)).toEqual([
      {
        code: 'EXTRA',
        label: 'Child seat, 2 × 2 days',
        quantity: 4,
        unitPriceCents: 1000,
        amountCents: 4000,
      },
      { code: 'EXTRA', label: 'GPS', quantity: 1, unitPriceCents: 2500, amountCents: 2500 },
      {
        code: 'YOUNG_DRIVER',
        label: 'Young driver fee, 2 days',
        quantity: 2,
        unitPriceCents: 1500,
        amountCents: 3000,
      },
    ]);
    expect(price.totalCents).toBe(18_000 + 4000 + 2500 + 3000);
  });

  it('counts a trip of exactly 24 hours as one day', () => {
    const price = priceTrip(trip(24, { extras: [{ ...childSeat, quantity: 1 }] }));
    expect(price.lines[1]).toMatchObject({ label: 'Child seat, 1 day', amountCents: 1000 });
  });

  it('has no young-driver line when there is no fee', () => {
    const codes = (fee?: number) =>
      priceTrip(trip(30, { youngDriverFeePerDayCents: fee })).lines.map((line) => line.code);
    expect(codes()).toEqual(['RENTAL']);
    expect(codes(0)).toEqual(['RENTAL']);
  });
});
