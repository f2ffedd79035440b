import type { z } from 'zod';
import { walkInCustomerSchema } from './accounts.ts';
import { REQUEST_DATE_META } from './request-date.ts';
import { requestDateField } from './request-date-field.ts';
import {
  availabilityQuerySchema,
  bookingSchema,
  carIdQuerySchema,
  idParam,
} from './reservations.ts';

/**
 * The office books for a customer: the vehicle and whose booking it is. A module of its own,
 * which the web app never imports, so the public pages' download does not carry it.
 */
export const adminBookingQuerySchema = carIdQuerySchema.extend({
  userId: idParam('Select a customer', 'User not found.').optional().meta({
    description: "The customer's account; leave it out to book for a new one (`customer`)",
  }),
});

/** The office's booking: the trip, and for a walk-in the new customer (decision 069). */
export const adminBookingSchema = bookingSchema.extend({
  customer: walkInCustomerSchema.optional().meta({
    description:
      'A new customer, instead of the `userId` query: the account is made with the booking, in ' +
      'one transaction, and mailed a link to set a password',
  }),
});
export type AdminBookingRequest = z.infer<typeof adminBookingSchema>;

/** Neither a customer on record nor a new one. */
export const NO_CUSTOMER_MESSAGE = "Select a customer, or enter a new customer's details.";
/** Both a customer on record and a new one. */
export const TWO_CUSTOMERS_MESSAGE =
  'Book either for a customer on record (userId) or for a new one (customer), not both.';
export const WALK_IN_BOOKED_MESSAGE =
  'The reservation has been created, and the new customer has been mailed a link to set a ' +
  'password.';

/**
 * The office's quote for a customer: priced for that driver (a young one pays the fee). For a
 * new customer, without `userId`, the driver's date of birth and licence expiry as typed.
 */
export const adminQuoteQuerySchema = availabilityQuerySchema.extend({
  userId: idParam('Select a customer', 'User not found.').optional().meta({
    description: "The customer's account; leave it out to price for a new customer",
  }),
  dateOfBirth: requestDateField('Date of birth')
    .optional()
    .meta({
      ...REQUEST_DATE_META,
      description: "A new customer's date of birth (MM/DD/YYYY), without userId",
    }),
  licenseExpiry: requestDateField('Licence expiry')
    .optional()
    .meta({
      ...REQUEST_DATE_META,
      description: "A new customer's licence expiry (MM/DD/YYYY), without userId",
    }),
});
