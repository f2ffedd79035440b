import { z } from 'zod';
import { formDateField, formTimeField } from './booking-form.ts';
import { requiredText } from './fields.ts';
import {
  REQUEST_DATE_TIME_END_EXAMPLE,
  REQUEST_DATE_TIME_FORMAT,
  REQUEST_DATE_TIME_META,
} from './time.ts';

/** Out-of-service time of one vehicle (maintenance), set by the office. */
export const BLOCK_REASON_MAX_LENGTH = 100;
export const BLOCK_END_BEFORE_START_MESSAGE = 'The end must be after the start.';
export const BLOCK_OVERLAP_MESSAGE =
  'The vehicle is booked or already out of service at some time in this window ' +
  '(turnaround time after a rental included). Choose other times.';
export const BLOCK_NOT_FOUND_MESSAGE = 'This out-of-service time no longer exists.';
/** How far back a block may start: a breakdown written down a few days late (decision 035). */
export const BLOCK_MAX_DAYS_BACK = 31;
export const BLOCK_ENDED_MESSAGE = 'The out-of-service time must end in the future.';
export const BLOCK_TOO_EARLY_MESSAGE = `The out-of-service time may start at most ${BLOCK_MAX_DAYS_BACK} days ago.`;
/** A block ends within the booking horizon: no booking can reach beyond it anyway. */
export const blockTooLateMessage = (horizonDays: number) =>
  `The out-of-service time must end within ${horizonDays} days from now, as bookings do.`;

const blockTime = (required: string, label: string, example = REQUEST_DATE_TIME_META.example) =>
  requiredText(label, required)
    .max(40, `${label} must be written as ${REQUEST_DATE_TIME_FORMAT}`)
    .meta({ ...REQUEST_DATE_TIME_META, example });

export const blockRequestSchema = z.object({
  start: blockTime('Enter when the vehicle goes out of service', 'Start'),
  end: blockTime('Enter when the vehicle is back in service', 'End', REQUEST_DATE_TIME_END_EXAMPLE),
  reason: requiredText('Reason', 'Enter the reason, such as "Brake service"').max(
    BLOCK_REASON_MAX_LENGTH,
    `Reason must be at most ${BLOCK_REASON_MAX_LENGTH} characters`,
  ),
});
export type BlockRequest = z.infer<typeof blockRequestSchema>;

const wallClock = (description: string) =>
  z.string().meta({ description, example: '2026-11-24T09:00:00' });

export const vehicleBlockSchema = z.object({
  id: z.number().int(),
  start: wallClock("When the vehicle goes out of service, the company's wall clock"),
  end: wallClock('When it is back in service'),
  reason: z.string(),
});
export const vehicleBlocksSchema = z.array(vehicleBlockSchema);
export type VehicleBlock = z.infer<typeof vehicleBlockSchema>;

/**
 * The office's form for out-of-service time: dates and times as the inputs give them, in the
 * company's wall clock; the client turns them into a BlockRequest. Wall clocks written
 * YYYY-MM-DDTHH:mm compare as text in time order.
 */
export const blockFormSchema = z
  .object({
    startDate: formDateField('Enter the first day out of service', 'Start date'),
    startTime: formTimeField('Enter the time it goes out of service', 'Start time'),
    endDate: formDateField('Enter the day it is back in service', 'End date'),
    endTime: formTimeField('Enter the time it is back in service', 'End time'),
    reason: blockRequestSchema.shape.reason,
  })
  .refine((form) => `${form.endDate}T${form.endTime}` > `${form.startDate}T${form.startTime}`, {
    message: BLOCK_END_BEFORE_START_MESSAGE,
    path: ['endTime'],
  });
export type BlockForm = z.infer<typeof blockFormSchema>;
