import { daysSinceEpoch, type CalendarDate } from './calendar-date.ts';

/** The driver rules of contract section 6 (decision 043). Ages are in whole years. */
export const MIN_DRIVER_AGE = 21;
export const YOUNG_DRIVER_AGE = 25;
/** The default fee, in dollars per started 24-hour period, of a driver under YOUNG_DRIVER_AGE. */
export const YOUNG_DRIVER_FEE_PER_DAY = 15;

export const DRIVER_TOO_YOUNG_MESSAGE = `Drivers must be at least ${MIN_DRIVER_AGE} years old at pick-up.`;
export const LICENSE_EXPIRES_MESSAGE = 'Your driving licence expires before the drop-off date.';
/** No driver is older; a date before it is a typing slip (1925 for 2025). */
export const OLDEST_DRIVER_AGE = 120;
export const BIRTH_DATE_NOT_PAST_MESSAGE = 'Date of birth must be a day in the past.';
export const BIRTH_DATE_TOO_EARLY_MESSAGE = `Date of birth must be within the last ${OLDEST_DRIVER_AGE} years.`;

/** What is on record about a driver; either may be unknown (spec clients never send them). */
export interface DriverRecord {
  dateOfBirth?: CalendarDate | null;
  licenseExpiry?: CalendarDate | null;
}

/**
 * Whole years from `dateOfBirth` to `day`. In a common year, someone born on 29 February is a
 * year older on 1 March, not on 28 February: a driver is never taken for older than they are.
 */
export function ageOn(dateOfBirth: CalendarDate, day: CalendarDate): number {
  const years = day.year - dateOfBirth.year;
  const beforeBirthday =
    day.month < dateOfBirth.month || (day.month === dateOfBirth.month && day.day < dateOfBirth.day);
  return beforeBirthday ? years - 1 : years;
}

/**
 * Why this driver may not take the trip, or null. Each rule is judged when its date is known.
 * A licence is valid through the end of its expiry day, so one expiring on the drop-off day
 * covers the trip.
 */
export function driverProblem(
  driver: DriverRecord,
  pickUpDay: CalendarDate,
  dropOffDay: CalendarDate,
): string | null {
  if (driver.dateOfBirth && ageOn(driver.dateOfBirth, pickUpDay) < MIN_DRIVER_AGE) {
    return DRIVER_TOO_YOUNG_MESSAGE;
  }
  if (driver.licenseExpiry && daysSinceEpoch(driver.licenseExpiry) < daysSinceEpoch(dropOffDay)) {
    return LICENSE_EXPIRES_MESSAGE;
  }
  return null;
}

/** Why a date of birth cannot be true on `today`, or null. */
export function birthDateProblem(dateOfBirth: CalendarDate, today: CalendarDate): string | null {
  if (daysSinceEpoch(dateOfBirth) >= daysSinceEpoch(today)) return BIRTH_DATE_NOT_PAST_MESSAGE;
  if (ageOn(dateOfBirth, today) >= OLDEST_DRIVER_AGE) return BIRTH_DATE_TOO_EARLY_MESSAGE;
  return null;
}

/** Whether the young-driver fee applies; a driver whose age is unknown pays none. */
export function isYoungDriver(
  dateOfBirth: CalendarDate | null | undefined,
  pickUpDay: CalendarDate,
): boolean {
  return dateOfBirth != null && ageOn(dateOfBirth, pickUpDay) < YOUNG_DRIVER_AGE;
}

/** How far ahead the profile warns of a licence's expiry. */
export const LICENCE_EXPIRY_NOTICE_DAYS = 90;

/** What a driver's record means for the trips they can book from `today` on. */
export type DriverNotice =
  | { kind: 'too-young'; bookableFrom: CalendarDate }
  | { kind: 'licence-expired'; on: CalendarDate }
  | { kind: 'licence-expiring'; on: CalendarDate };

/**
 * The refusals a driver's record will bring, for the profile to say before a booking does:
 * under the minimum age (bookable from that birthday on), a licence expired, or one expiring
 * within LICENCE_EXPIRY_NOTICE_DAYS (trips ending after it are refused).
 */
export function driverNotices(driver: DriverRecord, today: CalendarDate): DriverNotice[] {
  const notices: DriverNotice[] = [];
  if (driver.dateOfBirth && ageOn(driver.dateOfBirth, today) < MIN_DRIVER_AGE) {
    notices.push({ kind: 'too-young', bookableFrom: birthday(driver.dateOfBirth, MIN_DRIVER_AGE) });
  }
  const expiry = driver.licenseExpiry;
  if (expiry) {
    const daysLeft = daysSinceEpoch(expiry) - daysSinceEpoch(today);
    if (daysLeft < 0) notices.push({ kind: 'licence-expired', on: expiry });
    else if (daysLeft <= LICENCE_EXPIRY_NOTICE_DAYS) {
      notices.push({ kind: 'licence-expiring', on: expiry });
    }
  }
  return notices;
}

/** The day someone turns `age`: 1 March in a common year for a 29 February birthday (ageOn). */
function birthday(dateOfBirth: CalendarDate, age: number): CalendarDate {
  const year = dateOfBirth.year + age;
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return dateOfBirth.month === 2 && dateOfBirth.day === 29 && !leap
    ? { year, month: 3, day: 1 }
    : { ...dateOfBirth, year };
}
