import { z } from 'zod';
import { successSchema } from './envelopes.ts';
import { DOLLARS_META, hasAtMostTwoDecimals } from './money.ts';
import { boundedInteger, requiredNumber, requiredText } from './fields.ts';
import { chargeLineResponseSchema } from './quote.ts';
import { REQUEST_DATE_TIME_META } from './time.ts';
import { ODOMETER_JUMP_WARN } from './odometer.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

/** How long before pick-up the office may hand the car over (contract section 6). */
export const PICKUP_EARLY_MINUTES = 60;
export const MAX_HANDOVER_PHOTOS = 8;
export const MAX_DAMAGE_ENTRIES = 20;
/** Above any real odometer: a typing slip is refused, not priced as a million extra miles. */
export const MAX_ODOMETER = 9_999_999;
export const MAX_DAMAGE_AMOUNT = 100_000;

export const LICENSE_MISSING_MESSAGE =
  "The customer's driving licence number, issuing region and expiry must be on record before the car is handed over.";
export const DATE_OF_BIRTH_MISSING_MESSAGE =
  "The customer's date of birth must be on record before the car is handed over.";
export const checkOutTooEarlyMessage = (minutes: number) =>
  `The car can be handed over from ${minutes} minutes before pick-up.`;
export const CHECK_OUT_TOO_LATE_MESSAGE =
  'The drop-off time has passed: this booking can no longer be picked up.';
export const RETURNED_IN_FUTURE_MESSAGE = 'The return time cannot be in the future.';
export const RETURNED_BEFORE_CHECK_OUT_MESSAGE =
  'The return time cannot be before the car was handed over.';
export const ODOMETER_BELOW_CHECK_OUT_MESSAGE =
  "The odometer cannot read less than at the car's hand-over.";

export const PHOTO_NOT_AVAILABLE_MESSAGE =
  'A photo was not found or belongs to something else already; upload it again.';
export const REPEATED_PHOTO_MESSAGE = 'A photo is listed more than once.';

const odometerField = boundedInteger('Odometer', 0, MAX_ODOMETER).meta({
  description: 'Miles on the odometer',
  example: 12_480,
});
const fuelField = boundedInteger('Fuel', 0, 8).meta({
  description: 'Fuel (or charge) in eighths of a full tank: 0 empty, 8 full',
  example: 8,
});
const notesField = z
  .string({ error: 'Notes must be text' })
  .trim()
  .max(1000, 'Notes must be at most 1000 characters')
  .optional()
  .meta({ description: "The office's internal notes, never shown to the customer" });
const photosField = z
  .array(z.uuid({ error: 'A photo must be an image id from /files/upload' }), {
    error: 'Photos must be a list of image ids',
  })
  .max(MAX_HANDOVER_PHOTOS, `At most ${MAX_HANDOVER_PHOTOS} photos can be recorded`)
  .optional()
  .meta({ description: 'Image ids from POST /files/upload, in the order to show them' });

/** What both ends of a trip record. */
const handoverRecordRequestSchema = z.object({
  odometer: odometerField,
  fuelEighths: fuelField,
  notes: notesField,
  photos: photosField,
});

export const checkOutSchema = handoverRecordRequestSchema.extend({
  confirm: z
    .boolean({ error: 'Confirm must be true or false' })
    .optional()
    .meta({
      description: `true: the odometer was checked, and a reading more than ${ODOMETER_JUMP_WARN} miles above the car's last one is right (without it, such a reading is refused)`,
    }),
});
export type CheckOutRequest = z.infer<typeof checkOutSchema>;

const damageEntrySchema = z.object({
  description: requiredText('Description', 'Describe the damage').max(
    200,
    'Description must be at most 200 characters',
  ),
  amount: requiredNumber('Amount')
    .min(0, 'Amount must be at least 0')
    .lt(MAX_DAMAGE_AMOUNT, `Amount must be less than ${MAX_DAMAGE_AMOUNT}`)
    .refine(hasAtMostTwoDecimals, 'Amount can have at most 2 decimals')
    .meta({ ...DOLLARS_META, example: 150 }),
});

export const checkInSchema = handoverRecordRequestSchema.extend({
  returnedAt: z
    .string({ error: 'Return time must be written as MM/DD/YYYY HH:mm:ss' })
    .trim()
    .max(40, 'Return time must be written as MM/DD/YYYY HH:mm:ss')
    .optional()
    .meta({
      ...REQUEST_DATE_TIME_META,
      description: `When the car came back; absent: now. ${REQUEST_DATE_TIME_META.description}`,
    }),
  damage: z
    .array(damageEntrySchema, { error: 'Damage must be a list of {description, amount}' })
    .max(MAX_DAMAGE_ENTRIES, `At most ${MAX_DAMAGE_ENTRIES} damage entries can be recorded`)
    .optional(),
});
export type CheckInRequest = z.infer<typeof checkInSchema>;

const photoAnswerSchema = z.object({
  id: z.uuid(),
  url: z.string().meta({ description: 'Where the photo is served to the office and the customer' }),
});

/** A hand-over record as the customer sees it: no notes, nobody named. */
export const handoverRecordSchema = z.object({
  odometer: z.number().int(),
  fuelEighths: z.number().int(),
  recordedAt: wallClockAnswer("When it was recorded, the company's wall clock"),
  photos: z.array(photoAnswerSchema),
});
/** The office's: with its notes and who recorded it. */
export const adminHandoverRecordSchema = handoverRecordSchema.extend({
  notes: z.string().nullable(),
  recordedBy: z.number().int().nullable().meta({ description: "The office user's id" }),
});
const damageAnswerSchema = z.object({ description: z.string(), amount: z.number() });
const checkInExtras = {
  returnedAt: wallClockAnswer("When the car came back, the company's wall clock"),
  damage: z.array(damageAnswerSchema),
};

export const handoverSchema = z.object({
  checkOut: handoverRecordSchema.optional(),
  checkIn: handoverRecordSchema.extend(checkInExtras).optional(),
});
export const adminHandoverSchema = z.object({
  checkOut: adminHandoverRecordSchema.optional(),
  checkIn: adminHandoverRecordSchema.extend(checkInExtras).optional(),
});
export type Handover = z.infer<typeof adminHandoverSchema>;

/** What a check-in would add, before the office confirms it. */
/**
 * A hand-over or a return done. With online payment, `paymentProblem` says what the customer's
 * card refused (the deposit's hold, the return's charge): the hand-over stands, and the office
 * settles it at the counter (decision 051).
 */
export const handoverDoneSchema = successSchema.extend({
  paymentProblem: z.string().optional(),
});
export type HandoverDone = z.infer<typeof handoverDoneSchema>;

export const checkInPreviewSchema = z.object({
  lines: z.array(chargeLineResponseSchema).meta({ description: "The return's lines" }),
  total: z.number().meta({ description: "The reservation's total with them, in dollars" }),
});
