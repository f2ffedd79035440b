import { z } from 'zod';
import { OFFICE_VEHICLE_PAGE_DEFAULTS, VEHICLE_WHEREABOUTS } from './list-defaults.ts';
import { officeTripSchema } from './office-day.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { searchWordsField } from './search-words.ts';
import { vehicleFiltersSchema } from './vehicle-filters.ts';
import { vehicleResponseSchema } from './vehicles.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

/**
 * The trip a car is on (IN_PROGRESS: handed over, not yet back), as the office's vehicle answers
 * name it: whom to call and when the car is due back (contract section 7, "Vehicles").
 */
export const vehicleTripSchema = z.object({
  reservationId: z.number().int(),
  customer: officeTripSchema.shape.customer,
  dueBack: wallClockAnswer("The trip's drop-off, the company's wall clock"),
});
export type VehicleTrip = z.infer<typeof vehicleTripSchema>;

/**
 * A vehicle as the office knows it: the public answer and its plate, its last odometer reading
 * and who has it now. The public answers carry none of the three (decision 071).
 */
export const officeVehicleSchema = vehicleResponseSchema.extend({
  plateNumber: z
    .string()
    .nullable()
    .meta({ description: 'The licence plate; null: none on record' }),
  odometer: z.number().int().nullable().meta({
    description:
      "Read-only: miles at the car's last hand-over, the check-out's while it is on the road, else its last return's; null before its first",
  }),
  now: vehicleTripSchema
    .nullable()
    .meta({ description: 'Read-only: the trip the car is on now; null at the office' }),
});
export type OfficeVehicle = z.infer<typeof officeVehicleSchema>;
export const officeVehiclePageSchema = pageSchema(officeVehicleSchema);

/**
 * The office's vehicle list: the catalogue's filters, words of the model or the plate (a plate
 * found however its spaces and dashes were typed), and where the car is now.
 */
export const officeVehiclePageQuerySchema = pageQuerySchema(OFFICE_VEHICLE_PAGE_DEFAULTS)
  .extend(vehicleFiltersSchema.shape)
  .extend({
    search: searchWordsField('Search', 'Words that each appear in the model or the plate number'),
    now: z
      .enum(VEHICLE_WHEREABOUTS, {
        error: `Now must be one of: ${VEHICLE_WHEREABOUTS.join(', ')}`,
      })
      .optional()
      .meta({
        description:
          'ON_THE_ROAD: cars handed over and not yet back; FREE: cars at the office that no booking or out-of-service time holds at this moment',
      }),
  });
export type OfficeVehiclePageQuery = z.infer<typeof officeVehiclePageQuerySchema>;
