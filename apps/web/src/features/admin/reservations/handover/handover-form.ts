import {
  checkInSchema,
  checkOutSchema,
  formatRequestDateTime,
  odometerBelowLastMessage,
  toWallClock,
  type CheckInRequest,
  type CheckOutRequest,
} from '@keyturn/shared';
import { z } from 'zod';
import { formWallClock } from '../../../trip/index.ts';
import { numberInput } from '../../lib/form-resolver.ts';

/** What the check-out form holds: numbers as typed text, the fuel as the chosen radio's value. */
export interface CheckOutFormValues {
  odometer: string;
  fuelEighths: string;
  notes: string;
  /** The ids of the photos uploaded so far, in the order they were added. */
  photos: string[];
}

export interface DamageRow {
  description: string;
  amount: string;
}

/** The check-in's too, with the return time as a date and a time input and the damage rows. */
export interface CheckInFormValues extends CheckOutFormValues {
  returnedDate: string;
  returnedTime: string;
  damage: DamageRow[];
}

/** Blank notes are no notes: the server keeps nothing rather than an empty text. */
const optionalNotes = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** No segment chosen yet: asked for in words that fit a choice rather than a typed number. */
const chosenFuel = z
  .custom((value) => value !== '' && value !== null && value !== undefined, {
    error: 'Please choose the fuel level',
  })
  .pipe(checkOutSchema.shape.fuelEighths);

/** The shared rules, reading the inputs' text first. */
export const checkOutFormSchema = checkOutSchema.extend({
  fuelEighths: chosenFuel,
  notes: z.preprocess(optionalNotes, checkOutSchema.shape.notes),
});

/**
 * The check-out's rules for a car whose last reading is `last` (null: none yet): the reading
 * may not be below it, in the server's words (decision 071). A jump far above it is asked
 * about when the form is sent, not refused.
 */
export function checkOutFormSchemaAfter(last: number | null) {
  if (last === null) return checkOutFormSchema;
  return checkOutFormSchema.extend({
    odometer: checkOutSchema.shape.odometer.refine(
      (odometer) => odometer >= last,
      odometerBelowLastMessage(last),
    ),
  });
}

const { shape } = checkInSchema;
const damageRowSchema = shape.damage.unwrap().element;

/** The check-in's rules: the check-out's, the return time's two inputs and the damage rows. */
export const checkInFormSchema = checkOutFormSchema.extend({
  returnedDate: z.string().min(1, 'Please enter the return date'),
  returnedTime: z.string().min(1, 'Please enter the return time'),
  damage: z.array(
    damageRowSchema.extend({
      amount: z.preprocess(numberInput, damageRowSchema.shape.amount),
    }),
  ),
});

export const BLANK_CHECK_OUT: CheckOutFormValues = {
  odometer: '',
  fuelEighths: '',
  notes: '',
  photos: [],
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A fresh check-in: the return time is now on the company's clock, to the minute. */
export function blankCheckIn(now: Date, timeZone: string): CheckInFormValues {
  const clock = toWallClock(now, timeZone);
  return {
    ...BLANK_CHECK_OUT,
    returnedDate: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    returnedTime: `${pad(clock.hour)}:${pad(clock.minute)}`,
    damage: [],
  };
}

export const toCheckOutRequest = (values: CheckOutFormValues): CheckOutRequest =>
  checkOutFormSchema.parse(values);

/**
 * The request a check-in sends: the two inputs of the return time become the one field the
 * server judges. A return time the office left at its default goes as none, which the server
 * reads as now: the inputs hold whole minutes, and a car handed back within the minute it went
 * out would otherwise be "returned before it was handed over". Parsing again is harmless: the
 * submit handler is given parsed values already.
 */
export function toCheckInRequest(values: CheckInFormValues, timeChanged: boolean): CheckInRequest {
  const { returnedDate, returnedTime, ...rest } = checkInFormSchema.parse(values);
  if (!timeChanged) return rest;
  return { ...rest, returnedAt: formatRequestDateTime(formWallClock(returnedDate, returnedTime)) };
}
