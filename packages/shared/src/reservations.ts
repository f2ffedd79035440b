import { z } from 'zod';
import { RESERVATION_STATUSES } from './enums.ts';
import { userSchema } from './accounts.ts';
import { createdSchema, successSchema } from './envelopes.ts';
import { MAX_CHOSEN_EXTRAS, chosenExtraSchema, extraParamSchema } from './extras.ts';
import { chargeLineResponseSchema, quoteResponseSchema } from './quote.ts';
import { requiredText } from './fields.ts';
import { adminHandoverSchema, handoverSchema } from './handover.ts';
import { termsVersionField } from './terms-version.ts';
import { REQUEST_DATE_TIME_END_EXAMPLE, REQUEST_DATE_TIME_META } from './time.ts';
import { vehicleResponseSchema } from './vehicles.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

export const MIN_BOOKING_MINUTES = 60;
export const MAX_BOOKING_DAYS = 90;
/** How far ahead a pick-up may be, unless the server is configured otherwise. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;
export const VEHICLE_NOT_AVAILABLE_MESSAGE = 'Vehicle is not available for the selected dates!';
export const MIN_BOOKING_MESSAGE = 'Pick up date must be minimum 1 hour before drop off date!';
export const PICK_UP_IN_PAST_MESSAGE = 'Pick up time cannot be in the past';
/** The office moves the drop-off of a trip on the road (contract section 7): never before now. */
export const ON_THE_ROAD_DROP_OFF_PASSED_MESSAGE =
  'This car is on the road: its new drop-off time must be later than now.';
export const MAX_BOOKING_MESSAGE = `A reservation can last at most ${MAX_BOOKING_DAYS} days`;
export const bookingHorizonMessage = (days: number) =>
  `Pick up time can be at most ${days} days from now`;

const DAY_MS = 86_400_000;

/**
 * The time rule, on instants: null when the window is bookable, else the reason. The problems
 * of the pick-up itself (in the past, beyond the horizon) come first.
 */
export function bookingWindowProblem(
  pickUp: Date,
  dropOff: Date,
  now: Date,
  horizonDays = DEFAULT_BOOKING_HORIZON_DAYS,
): string | null {
  if (pickUp.getTime() < now.getTime()) return PICK_UP_IN_PAST_MESSAGE;
  if (pickUp.getTime() - now.getTime() > horizonDays * DAY_MS) {
    return bookingHorizonMessage(horizonDays);
  }
  const minutes = (dropOff.getTime() - pickUp.getTime()) / 60_000;
  if (minutes < MIN_BOOKING_MINUTES) return MIN_BOOKING_MESSAGE;
  if (minutes > MAX_BOOKING_DAYS * 24 * 60) return MAX_BOOKING_MESSAGE;
  return null;
}

const locationField = (required: string, label: string) =>
  requiredText(label, required).max(100, `${label} must be at most 100 characters`);

/** A request time; `example` is the API document's (a drop-off's comes after its pick-up's). */
export const timeField = (
  required: string,
  label: string,
  example = REQUEST_DATE_TIME_META.example,
) =>
  requiredText(label, required)
    .max(40, `${label} must be written as MM/DD/YYYY HH:mm:ss`)
    .meta({ ...REQUEST_DATE_TIME_META, example });

/** The booking body; card fields stay in the browser and are never part of it. */
export const bookingSchema = z.object({
  pickUpTime: timeField('Enter your pick up time', 'Pick up time'),
  dropOffTime: timeField(
    'Enter your drop off time',
    'Drop off time',
    REQUEST_DATE_TIME_END_EXAMPLE,
  ),
  pickUpLocation: locationField('Enter your pick up location', 'Pick up location'),
  dropOffLocation: locationField('Enter your drop off location', 'Drop off location'),
  extras: z
    .array(chosenExtraSchema, { error: 'Extras must be a list of {id, quantity}' })
    .max(MAX_CHOSEN_EXTRAS, `At most ${MAX_CHOSEN_EXTRAS} extras can be chosen`)
    .optional()
    .meta({ description: 'Extras for the trip; on an office edit, absent keeps those booked' }),
  termsVersion: termsVersionField.optional().meta({
    description:
      'The terms the customer accepted (GET /settings/terms); 409 when they have changed since',
  }),
});
export type BookingRequest = z.infer<typeof bookingSchema>;

/**
 * A customer's booking made: with online payment (PAYMENTS=stripe) it waits for its payment,
 * and `paymentUrl` is the provider's page the client sends the customer to.
 */
export const bookingCreatedSchema = createdSchema.extend({
  paymentUrl: z.url().optional().meta({
    description: "Online payment only: the provider's page where the customer pays",
  }),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const adminReservationSchema = bookingSchema.omit({ termsVersion: true }).extend({
  status: z.enum(RESERVATION_STATUSES, { error: 'Select a status' }),
});
export type AdminReservationRequest = z.infer<typeof adminReservationSchema>;

/** The largest id a row can have (PostgreSQL's integer): a larger one names nothing. */
export const MAX_ID = 2_147_483_647;
/** Marks the issue of an id beyond MAX_ID: the server answers 404, as for any unknown id. */
export const NO_SUCH_RECORD = 'noSuchRecord';

/**
 * A positive whole id, refused with the given sentence; one too large to exist is not found,
 * in the path as in the query.
 */
export const idParam = (message: string, notFound = 'Nothing is found with this id.') =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .refine((id) => id <= MAX_ID, { error: notFound, params: { [NO_SUCH_RECORD]: true } });

export const carIdQuerySchema = z.object({ carId: idParam('Select a car', 'Vehicle not found.') });

export const availabilityQuerySchema = z.object({
  carId: idParam('Select a car', 'Vehicle not found.'),
  pickUpDateTime: timeField('Enter your pick up time', 'Pick up time'),
  dropOffDateTime: timeField(
    'Enter your drop off time',
    'Drop off time',
    REQUEST_DATE_TIME_END_EXAMPLE,
  ),
  extra: z
    .preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z.array(extraParamSchema).max(MAX_CHOSEN_EXTRAS),
    )
    .optional()
    .meta({ description: 'An extra as ID:QUANTITY; repeat it for more' }),
});

export const adminReservationQuerySchema = z.object({
  carId: idParam('Select a car', 'Vehicle not found.'),
  reservationId: idParam(
    'Reservation id must be a positive whole number',
    'Reservation not found.',
  ),
});

export const availabilityResponseSchema = successSchema.extend({
  available: z.boolean(),
  reason: z.string().optional().meta({
    description:
      'Why the booking would be refused (the car taken, or this driver), when available is false',
  }),
  totalPrice: z.number().meta({ description: "The quote's total, in dollars" }),
  quote: quoteResponseSchema,
});

/** Who booked, as the office sees it on a reservation. */
export const reservationCustomerSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
});

export const reservationResponseSchema = z.object({
  id: z.number().int(),
  car: vehicleResponseSchema,
  carId: z.number().int().meta({ description: "The vehicle's id, as car.id" }),
  userId: z.number().int(),
  pickUpTime: wallClockAnswer("Pick-up, the company's wall clock (YYYY-MM-DDTHH:mm:ss)"),
  dropOffTime: wallClockAnswer("Drop-off, the company's wall clock (YYYY-MM-DDTHH:mm:ss)"),
  pickUpDate: wallClockAnswer('The same as pickUpTime, under the name spec clients read back'),
  dropOffDate: wallClockAnswer('The same as dropOffTime, under the name spec clients read back'),
  pickUpLocation: z.string(),
  dropOffLocation: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  totalPrice: z.number().meta({ description: "The charges' sum, in dollars" }),
  charges: z.array(chargeLineResponseSchema).meta({
    description: 'The lines the booking was priced with, kept as booked',
  }),
  paid: z.number().meta({ description: 'Paid so far, in dollars' }),
  balance: z.number().meta({
    description:
      'What is still owed, in dollars: totalPrice − paid; for a cancelled or expired booking, its cancellation fees − paid (negative: to be refunded)',
  }),
  deposit: z.number().meta({ description: 'Held during the trip, in dollars' }),
  paymentUrl: z
    .url()
    .nullable()
    .meta({
      description:
        "Paid online and waiting for its payment (PENDING_PAYMENT): the provider's page where " +
        'its customer pays; null otherwise',
    }),
  paymentDueBy: wallClockAnswer(
    "Waiting for its payment (PENDING_PAYMENT): until when the car is held for it, the company's " +
      'wall clock; absent otherwise',
  ).optional(),
  overdue: z.boolean().meta({
    description: 'On the road (IN_PROGRESS) past drop-off and the 15-minute grace',
  }),
  handover: handoverSchema.meta({
    description: 'The hand-over (checkOut) and return (checkIn) records, once made',
  }),
  termsVersion: z
    .string()
    .nullable()
    .meta({
      description:
        'The terms the booking was made under (GET /settings/terms?version=); null for bookings ' +
        'made before the terms had versions',
    }),
  user: reservationCustomerSchema.optional(),
});

/** The office's answer: the hand-over records with their notes and who made them. */
export const adminReservationResponseSchema = reservationResponseSchema.extend({
  handover: adminHandoverSchema,
  // Optional only in the type both answers share: the office's answer always carries them.
  licenseCheckedAt: wallClockAnswer(
    "When the office checked the driver's licence at pick-up (the company's wall clock); null before",
  )
    .nullable()
    .optional(),
  licenseCheckedBy: z
    .number()
    .int()
    .nullable()
    .optional()
    .meta({ description: 'The office user who checked it' }),
});
export type Reservation = z.infer<typeof adminReservationResponseSchema>;
