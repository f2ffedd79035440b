import { availabilityQuerySchema, carIdQuerySchema, idParam } from './reservations.ts';

/**
 * The office books for a customer: the vehicle and whose booking it is. A module of its own,
 * which the web app never imports, so the public pages' download does not carry it.
 */
export const adminBookingQuerySchema = carIdQuerySchema.extend({
  userId: idParam('Select a customer', 'User not found.'),
});

/** The office's quote for a customer: priced for that driver (a young one pays the fee). */
export const adminQuoteQuerySchema = availabilityQuerySchema.extend({
  userId: idParam('Select a customer', 'User not found.'),
});
