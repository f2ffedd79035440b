import { z } from 'zod';
import { daysSinceEpoch } from './calendar-date.ts';
import { HOLDING_STATUSES, type ReservationStatus } from './enums.ts';
import { PAID_SIGN, type PaymentKind } from './payments.ts';
import { parseRequestDate, REQUEST_DATE_FORMAT, REQUEST_DATE_META } from './request-date.ts';

/*
 * The office's revenue and utilisation reports (contract section 6, "Reports"; decision 049):
 * a range of company days, both included, answered as JSON, drawn on the dashboard and
 * downloaded as spreadsheets.
 */

/** The longest range a report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;
/** What the dashboard shows first: the last 30 company days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

export const REVENUE_GROUPINGS = ['day', 'vehicle'] as const;
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number];

/**
 * The statuses of a trip that used its vehicle: those that hold it now (CREATED, IN_PROGRESS,
 * and any status that comes to hold it) and the trips that ended with the car returned (DONE).
 * Cancelled bookings and no-shows never took the car.
 */
export const TRIP_STATUSES: readonly ReservationStatus[] = [...HOLDING_STATUSES, 'DONE'];

/** The ledger's kinds that bring money in (charges, captures) and that give it back (refunds). */
export const RECEIVED_KINDS = (Object.keys(PAID_SIGN) as PaymentKind[]).filter(
  (kind) => PAID_SIGN[kind] > 0,
);
export const REFUNDED_KINDS = (Object.keys(PAID_SIGN) as PaymentKind[]).filter(
  (kind) => PAID_SIGN[kind] < 0,
);

export const REPORT_TO_BEFORE_FROM_MESSAGE = 'To must be on or after From';
export const REPORT_TOO_LONG_MESSAGE = `A report covers at most ${REPORT_MAX_DAYS} days: choose a later From or an earlier To`;

/** A report's first or last day: required, MM/DD/YYYY, a real day. */
const reportDay = (label: string, description: string) =>
  z
    .string({
      error: (issue) =>
        issue.input == null
          ? `${label} is required, written as ${REQUEST_DATE_FORMAT}`
          : `${label} must be written as ${REQUEST_DATE_FORMAT}`,
    })
    .superRefine((value, context) => {
      const parsed = parseRequestDate(value);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: `${label} ${parsed.reason}` });
    })
    .meta({ ...REQUEST_DATE_META, description });

const rangeShape = {
  from: reportDay('From', `The first day (${REQUEST_DATE_FORMAT}), a day of the company's zone`),
  to: reportDay('To', `The last day (${REQUEST_DATE_FORMAT}), included`),
};

/** How many days a range spans, both included; undefined while a day is not a real one. */
export function reportRangeDays(from: string, to: string): number | undefined {
  const first = parseRequestDate(from);
  const last = parseRequestDate(to);
  if (!first.ok || !last.ok) return undefined;
  return daysSinceEpoch(last.day) - daysSinceEpoch(first.day) + 1;
}

/** The range's own rules, once both days are real: in order, and at most a year. */
function checkRange(range: { from: string; to: string }, context: z.RefinementCtx) {
  const days = reportRangeDays(range.from, range.to);
  if (days === undefined) return;
  if (days < 1) {
    context.addIssue({ code: 'custom', path: ['to'], message: REPORT_TO_BEFORE_FROM_MESSAGE });
  } else if (days > REPORT_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: REPORT_TOO_LONG_MESSAGE });
  }
}

export const reportRangeQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const revenueQuerySchema = z
  .object({
    ...rangeShape,
    groupBy: z
      .enum(REVENUE_GROUPINGS, { error: 'Group by must be day or vehicle' })
      .default('day')
      .meta({ description: 'day: one row per company day; vehicle: one row per vehicle' }),
  })
  .superRefine(checkRange);
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

const dollars = (description: string) => z.number().meta({ description, example: 180 });
const hours = (description: string) => z.number().meta({ description, example: 72.5 });
const reportVehicleSchema = z.object({ id: z.number().int(), model: z.string() });
const dayAnswer = (description: string) => z.string().meta({ description, example: '06/15/2027' });

export const revenueAmountsSchema = z.object({
  received: dollars(
    "Money taken: the ledger's charges and captures recorded then (their created time), in dollars",
  ),
  refunded: dollars("Money given back: the ledger's refunds recorded then, in dollars"),
  revenue: dollars('received − refunded: what the ledger says was paid then, in dollars'),
  charged: dollars(
    'What the trips picking up then were charged: their charge lines (cancelled bookings and no-shows left out), in dollars',
  ),
});
export type RevenueAmounts = z.infer<typeof revenueAmountsSchema>;

const rangeAnswer = {
  from: dayAnswer('The first day, MM/DD/YYYY'),
  to: dayAnswer('The last day, included, MM/DD/YYYY'),
  timeZone: z.string().meta({ description: "The company's zone, whose days these are" }),
};

export const revenueDaySchema = revenueAmountsSchema.extend({
  day: dayAnswer('The company day, MM/DD/YYYY'),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const revenueVehicleSchema = revenueAmountsSchema.extend({ vehicle: reportVehicleSchema });
export type RevenueVehicle = z.infer<typeof revenueVehicleSchema>;

export const revenueByDaySchema = z.object({
  groupBy: z.literal('day'),
  ...rangeAnswer,
  totals: revenueAmountsSchema,
  days: z.array(revenueDaySchema).meta({ description: 'Every day of the range, in order' }),
});
export type RevenueByDay = z.infer<typeof revenueByDaySchema>;

export const revenueByVehicleSchema = z.object({
  groupBy: z.literal('vehicle'),
  ...rangeAnswer,
  totals: revenueAmountsSchema,
  vehicles: z
    .array(revenueVehicleSchema)
    .meta({ description: 'Every vehicle of the fleet, by model, those with nothing too' }),
});
export type RevenueByVehicle = z.infer<typeof revenueByVehicleSchema>;

export const revenueReportSchema = z.discriminatedUnion('groupBy', [
  revenueByDaySchema,
  revenueByVehicleSchema,
]);
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const utilisationAmountsSchema = z.object({
  hours: hours(
    "Every hour of the range's days as the clocks ran them (a daylight-saving day has 23 or 25)",
  ),
  blockedHours: hours('Of them, hours out of service (blocks): left out of what was available'),
  availableHours: hours('hours − blockedHours'),
  occupiedHours: hours(
    'Of the available hours, those a trip held the car: booked pick-up to drop-off of trips created, on the road or done',
  ),
  utilisation: z.number().nullable().meta({
    description:
      'occupiedHours ÷ availableHours, from 0 to 1 (4 decimals); null: no hour available',
    example: 0.4167,
  }),
});
export type UtilisationAmounts = z.infer<typeof utilisationAmountsSchema>;

export const utilisationVehicleSchema = utilisationAmountsSchema.extend({
  vehicle: reportVehicleSchema,
});
export type UtilisationVehicle = z.infer<typeof utilisationVehicleSchema>;

export const utilisationReportSchema = z.object({
  ...rangeAnswer,
  fleet: utilisationAmountsSchema.meta({
    description: "The whole fleet: every vehicle's hours added up",
  }),
  vehicles: z.array(utilisationVehicleSchema).meta({ description: 'Every vehicle, by model' }),
});
export type UtilisationReport = z.infer<typeof utilisationReportSchema>;

/** What the dashboard's tables and the spreadsheets call each column. */
export const REVENUE_COLUMN_LABELS = {
  day: 'Day',
  vehicleId: 'Vehicle ID',
  vehicle: 'Vehicle',
  received: 'Received',
  refunded: 'Refunded',
  revenue: 'Revenue',
  charged: 'Charged',
} as const;

export const UTILISATION_COLUMN_LABELS = {
  vehicleId: 'Vehicle ID',
  vehicle: 'Vehicle',
  hours: 'Hours',
  blockedHours: 'Out of service (h)',
  availableHours: 'Available (h)',
  occupiedHours: 'On trips (h)',
  utilisation: 'Utilisation',
} as const;

/** What the utilisation sheet and table call the whole fleet's row. */
export const WHOLE_FLEET_LABEL = 'Whole fleet';
/** The last row of a report by day in its spreadsheet: the range's sums. */
export const ALL_DAYS_LABEL = 'Total';

/** A share of 0..1 as people read it: 41.7%. */
export function formatShare(share: number | null): string {
  return share === null ? '–' : `${(share * 100).toFixed(1)}%`;
}
