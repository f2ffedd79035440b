import { DATE_OF_BIRTH_MISSING_MESSAGE, LICENSE_MISSING_MESSAGE } from '@keyturn/shared';
import type { UserRow } from '../../db/schema.ts';
import { driverTerms } from '../reservations/index.ts';

export type LicenceRecord = Pick<
  UserRow,
  'licenseNumber' | 'licenseRegion' | 'licenseExpiry' | 'dateOfBirth'
>;

/**
 * Why the car may not be handed over to this driver, or null (contract section 6, "The
 * driver"). Booking judges what is known; the hand-over needs it all on record: a licence with
 * its region and expiry, and a date of birth, as the age must be known to be at least
 * MIN_DRIVER_AGE (decision 046). Then the booking's own rules, on the same days.
 */
export function licenceProblem(
  driver: LicenceRecord,
  trip: { pickUp: Date; dropOff: Date },
  timeZone: string,
): string | null {
  if (!driver.licenseNumber || !driver.licenseRegion || !driver.licenseExpiry) {
    return LICENSE_MISSING_MESSAGE;
  }
  if (!driver.dateOfBirth) return DATE_OF_BIRTH_MISSING_MESSAGE;
  return driverTerms(driver, trip, timeZone).problem;
}
