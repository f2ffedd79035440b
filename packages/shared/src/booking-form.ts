import { z } from 'zod';
import { requiredText } from './fields.ts';

/** How the booking form's date and time inputs write their values. */
export const FORM_DATE_FORMAT = 'YYYY-MM-DD';
export const FORM_TIME_FORMAT = 'HH:mm';

const FORM_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const FORM_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const location = (required: string, label: string) =>
  requiredText(label, required).max(100, `${label} must be at most 100 characters`);
/** A date input's value (YYYY-MM-DD), required. */
export const formDateField = (required: string, label: string) =>
  requiredText(label, required).regex(
    FORM_DATE_PATTERN,
    `${label} must be a date (${FORM_DATE_FORMAT})`,
  );
/** A time input's value (HH:mm), required. */
export const formTimeField = (required: string, label: string) =>
  requiredText(label, required).regex(
    FORM_TIME_PATTERN,
    `${label} must be a time (${FORM_TIME_FORMAT})`,
  );

/**
 * The booking form's trip fields: places, plus dates and times as the inputs give them, in the
 * company's wall clock. The client turns them into a booking body (see bookingSchema).
 */
export const bookingDetailsFormSchema = z.object({
  pickUpLocation: location('Enter your pick up location', 'Pick up location'),
  dropOffLocation: location('Enter your drop off location', 'Drop off location'),
  pickUpDate: formDateField('Enter your pick up date', 'Pick up date'),
  pickUpTime: formTimeField('Enter your pick up time', 'Pick up time'),
  dropOffDate: formDateField('Enter your drop off date', 'Drop off date'),
  dropOffTime: formTimeField('Enter your drop off time', 'Drop off time'),
});
export type BookingDetailsForm = z.infer<typeof bookingDetailsFormSchema>;
