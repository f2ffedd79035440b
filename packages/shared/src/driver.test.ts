import { describe, expect, it } from 'vitest';
import {
  DRIVER_TOO_YOUNG_MESSAGE,
  LICENSE_EXPIRES_MESSAGE,
  ageOn,
  driverNotices,
  driverProblem,
  isYoungDriver,
} from './driver.ts';

const date = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

describe('ageOn', () => {
  it('counts a year on the birthday itself', () => {
    expect(ageOn(date('2006-06-15'), date('2027-06-14'))).toBe(20);
    expect(ageOn(date('2006-06-15'), date('2027-06-15'))).toBe(21);
    expect(ageOn(date('2006-06-15'), date('2027-12-31'))).toBe(21);
    expect(ageOn(date('2006-06-15'), date('2028-01-01'))).toBe(21);
  });

  it('makes someone born on 29 February a year older on 1 March of a common year', () => {
    const leapling = date('2004-02-29');
    expect(ageOn(leapling, date('2025-02-28'))).toBe(20);
    expect(ageOn(leapling, date('2025-03-01'))).toBe(21);
    expect(ageOn(leapling, date('2024-02-28'))).toBe(19);
    expect(ageOn(leapling, date('2024-02-29'))).toBe(20);
  });

  it('takes a wall clock as a day', () => {
    const pickUp = { ...date('2027-06-15'), hour: 9, minute: 30, second: 0 };
    expect(ageOn(date('2006-06-15'), pickUp)).toBe(21);
  });
});

describe('driverProblem', () => {
  const pickUp = date('2027-06-15');
  const dropOff = date('2027-06-18');

  it('refuses a driver the day before the 21st birthday and takes them on the day', () => {
    expect(driverProblem({ dateOfBirth: date('2006-06-16') }, pickUp, dropOff)).toBe(
      DRIVER_TOO_YOUNG_MESSAGE,
    );
    expect(driverProblem({ dateOfBirth: date('2006-06-15') }, pickUp, dropOff)).toBeNull();
  });

  it('judges the age at pick-up: turning 21 during the trip is too late', () => {
    expect(driverProblem({ dateOfBirth: date('2006-06-17') }, pickUp, dropOff)).toBe(
      DRIVER_TOO_YOUNG_MESSAGE,
    );
  });

  it('takes a licence through the end of its expiry day', () => {
    expect(driverProblem({ licenseExpiry: date('2027-06-18') }, pickUp, dropOff)).toBeNull();
    expect(driverProblem({ licenseExpiry: date('2027-06-17') }, pickUp, dropOff)).toBe(
      LICENSE_EXPIRES_MESSAGE,
    );
  });

  it('says the age first when both fail', () => {
    const driver = { dateOfBirth: date('2010-01-01'), licenseExpiry: date('2020-01-01') };
    expect(driverProblem(driver, pickUp, dropOff)).toBe(DRIVER_TOO_YOUNG_MESSAGE);
  });

  it('books a driver of whom nothing is known', () => {
    expect(driverProblem({}, pickUp, dropOff)).toBeNull();
    expect(driverProblem({ dateOfBirth: null, licenseExpiry: null }, pickUp, dropOff)).toBeNull();
  });

  it('tells the customer in plain sentences', () => {
    expect(DRIVER_TOO_YOUNG_MESSAGE).toBe('Drivers must be at least 21 years old at pick-up.');
    expect(LICENSE_EXPIRES_MESSAGE).toBe('Your driving licence expires before the drop-off date.');
  });
});

describe('isYoungDriver', () => {
  const pickUp = date('2027-06-15');

  it('is young until the 25th birthday, at pick-up', () => {
    expect(isYoungDriver(date('2002-06-16'), pickUp)).toBe(true);
    expect(isYoungDriver(date('2002-06-15'), pickUp)).toBe(false);
    expect(isYoungDriver(date('2006-06-15'), pickUp)).toBe(true);
  });

  it('charges no fee when the age is unknown', () => {
    expect(isYoungDriver(undefined, pickUp)).toBe(false);
    expect(isYoungDriver(null, pickUp)).toBe(false);
  });
});

describe('driverNotices', () => {
  const today = date('2026-12-07');

  it('says from which day a driver under 21 may book, agreeing with driverProblem', () => {
    const [notice] = driverNotices({ dateOfBirth: date('2008-03-04') }, today);
    expect(notice).toEqual({ kind: 'too-young', bookableFrom: date('2029-03-04') });
    const day = notice!.kind === 'too-young' ? notice!.bookableFrom : today;
    const dayBefore = { ...day, day: day.day - 1 };
    const driver = { dateOfBirth: date('2008-03-04') };
    expect(driverProblem(driver, dayBefore, dayBefore)).toBe(DRIVER_TOO_YOUNG_MESSAGE);
    expect(driverProblem(driver, day, day)).toBeNull();
    expect(driverNotices({ dateOfBirth: date('2005-12-07') }, today)).toEqual([]);
  });

  it('takes 1 March as the birthday of someone born on 29 February, in a common year', () => {
    expect(driverNotices({ dateOfBirth: date('2008-02-29') }, today)).toEqual([
      { kind: 'too-young', bookableFrom: date('2029-03-01') },
    ]);
  });

  it('warns of a licence expired, or expiring within 90 days, and not of one further off', () => {
    const notices = (expiry: string) => driverNotices({ licenseExpiry: date(expiry) }, today);
    expect(notices('2026-12-06')).toEqual([{ kind: 'licence-expired', on: date('2026-12-06') }]);
    expect(notices('2026-12-07')).toEqual([{ kind: 'licence-expiring', on: date('2026-12-07') }]);
    expect(notices('2027-03-07')).toEqual([{ kind: 'licence-expiring', on: date('2027-03-07') }]);
    expect(notices('2027-03-08')).toEqual([]);
    expect(driverNotices({}, today)).toEqual([]);
  });
});
