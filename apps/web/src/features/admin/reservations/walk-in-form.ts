import { walkInCustomerSchema, type WalkInCustomer } from '@keyturn/shared';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { driverFormShape, type DriverDetails } from '../../../lib/driver-details.ts';
import type { ContactDetails } from '../../../lib/person-details.ts';
import type { QuotedDriver } from '../../trip/index.ts';

/**
 * A walk-in's inputs (decision 069): the person's name, email and phone as registration asks
 * them, the driver's licence number, expiry and birth date as the profile does (days as a date
 * input holds them), no address and no password.
 */
export interface WalkInFormValues extends ContactDetails, Omit<DriverDetails, 'licenseRegion'> {}

export const emptyWalkIn: WalkInFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  licenseNumber: '',
  licenseExpiry: '',
  dateOfBirth: '',
};

/** The server's rules for a walk-in, reading the driver's inputs first (empty is none). */
export const walkInFormSchema = walkInCustomerSchema.extend({
  licenseNumber: driverFormShape.licenseNumber,
  licenseExpiry: driverFormShape.licenseExpiry,
  dateOfBirth: driverFormShape.dateOfBirth,
});

// The inputs hold text and the schema reads them into the request: the resolver judges the
// inputs, and the check turns them into the request once more.
export const walkInResolver = zodResolver(
  walkInFormSchema,
) as unknown as Resolver<WalkInFormValues>;

/** The booking body's `customer`: trimmed, days as MM/DD/YYYY, a field left empty left out. */
export function toWalkInCustomer(values: WalkInFormValues): WalkInCustomer {
  const { licenseNumber, licenseExpiry, dateOfBirth, ...contact } = walkInFormSchema.parse(values);
  return {
    ...contact,
    ...(licenseNumber && { licenseNumber }),
    ...(licenseExpiry && { licenseExpiry }),
    ...(dateOfBirth && { dateOfBirth }),
  };
}

/** What the office's quote prices a new customer by: their age and licence, as far as typed. */
export function walkInDriver({ dateOfBirth, licenseExpiry }: WalkInCustomer): QuotedDriver {
  return {
    ...(dateOfBirth && { dateOfBirth }),
    ...(licenseExpiry && { licenseExpiry }),
  };
}
