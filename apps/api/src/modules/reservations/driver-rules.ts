import {
  YOUNG_DRIVER_FEE_PER_DAY,
  driverProblem,
  isYoungDriver,
  toWallClock,
} from '@keyturn/shared';
import type { UserRow } from '../../db/schema.ts';
import { calendarDateOf } from '../../lib/calendar-days.ts';

export type DriverRow = Pick<UserRow, 'dateOfBirth' | 'licenseExpiry'>;

export interface DriverTerms {
  /** Why this driver may not take the trip (the shared rule's sentence), or null. */
  problem: string | null;
  /** The young-driver fee per started 24 hours; 0 for a driver 25 or older, or of unknown age. */
  youngDriverFeePerDayCents: number;
}

/** The driver rules of contract section 6 on the company's days of pick-up and drop-off. */
export function driverTerms(
  driver: DriverRow,
  trip: { pickUp: Date; dropOff: Date },
  timeZone: string,
): DriverTerms {
  const dateOfBirth = driver.dateOfBirth === null ? null : calendarDateOf(driver.dateOfBirth);
  const licenseExpiry = driver.licenseExpiry === null ? null : calendarDateOf(driver.licenseExpiry);
  const pickUpDay = toWallClock(trip.pickUp, timeZone);
  return {
    problem: driverProblem(
      { dateOfBirth, licenseExpiry },
      pickUpDay,
      toWallClock(trip.dropOff, timeZone),
    ),
    youngDriverFeePerDayCents: isYoungDriver(dateOfBirth, pickUpDay)
      ? YOUNG_DRIVER_FEE_PER_DAY * 100
      : 0,
  };
}
