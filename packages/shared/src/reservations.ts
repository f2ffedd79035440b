import { z } from 'zod';
import { RESERVATION_STATUSES } from './enums.ts';
import { requiredText } from './fields.ts';
import { vehicleResponseSchema } from './vehicles.ts';

export const MIN_BOOKING_MINUTES = 60;
export const MAX_BOOKING_DAYS = 90;
export const VEHICLE_NOT_AVAILABLE_MESSAGE = 'Vehicle is not available for the selected dates!';
export const MIN_BOOKING_MESSAGE = 'Pick up date must be minimum 1 hour before drop off date!';
export const PICK_UP_IN_PAST_MESSAGE = 'Pick up time cannot be in the past';
export const MAX_BOOKING_MESSAGE = `A reservation can last at most ${MAX_BOOKING_DAYS} days`;

/** The time rule, on instants: null when the window is bookable, else the reason. */
export function bookingWindowProblem(pickUp: Date, dropOff: Date, now: Date): string | null {
  if (pickUp.getTime() < now.getTime()) return PICK_UP_IN_PAST_MESSAGE;
  const minutes = (dropOff.getTime() - pickUp.getTime()) / 60_000;
  if (minutes < MIN_BOOKING_MINUTES) return MIN_BOOKING_MESSAGE;
  if (minutes > MAX_BOOKING_DAYS * 24 * 60) return MAX_BOOKING_MESSAGE;
  return null;
}

const locationField = (required: string, label: string) =>
  requiredText(required).max(100, `${label} must be at most 100 characters`);

const timeField = (required: string) =>
  requiredText(required).max(40, 'Times must be written as MM/DD/YYYY HH:mm:ss');

/** The booking body; card fields stay in the browser and are never part of it. */
export const bookingSchema = z.object({
  pickUpTime: timeField('Enter your pick up time'),
  dropOffTime: timeField('Enter your drop off time'),
  pickUpLocation: locationField('Enter your pick up location', 'Pick up location'),
  dropOffLocation: locationField('Enter your drop off location', 'Drop off location'),
});
export type BookingRequest = z.infer<typeof bookingSchema>;

export const adminReservationSchema = bookingSchema.extend({
  status: z.enum(RESERVATION_STATUSES, { error: 'Select a status' }),
});
export type AdminReservationRequest = z.infer<typeof adminReservationSchema>;

const idParam = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

export const carIdQuerySchema = z.object({ carId: idParam('Select a car') });

export const availabilityQuerySchema = z.object({
  carId: idParam('Select a car'),
  pickUpDateTime: timeField('Enter your pick up time'),
  dropOffDateTime: timeField('Enter your drop off time'),
});

export const adminReservationQuerySchema = z.object({
  carId: idParam('Select a car'),
  reservationId: idParam('Reservation id must be a positive whole number'),
});

export const availabilityResponseSchema = z.object({
  message: z.string(),
  success: z.boolean(),
  available: z.boolean(),
  totalPrice: z.number(),
});

export const reservationCustomerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});

export const reservationResponseSchema = z.object({
  id: z.number().int(),
  car: vehicleResponseSchema,
  userId: z.number().int(),
  pickUpTime: z.string(),
  dropOffTime: z.string(),
  pickUpLocation: z.string(),
  dropOffLocation: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  totalPrice: z.number(),
  user: reservationCustomerSchema.optional(),
});
export type Reservation = z.infer<typeof reservationResponseSchema>;
