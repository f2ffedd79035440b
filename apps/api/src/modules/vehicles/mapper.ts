import {
  centsToDollars,
  dollarsToCents,
  formatWallClock,
  type OfficeVehicle,
  type Vehicle,
  type VehicleRequest,
} from '@keyturn/shared';
import type { VehicleRow } from '../../db/schema.ts';
import type { ShownVehicle } from './image-ids-column.ts';
import type { OfficeVehicleRow } from './office-columns.ts';
import type { VehicleValues } from './repository.ts';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export function toVehicle(row: VehicleRow, image: string[]): Vehicle {
  return {
    id: row.id,
    model: row.model,
    doors: row.doors,
    seats: row.seats,
    luggage: row.luggage,
    transmission: row.transmission,
    airConditioning: row.airConditioning,
    fuelType: row.fuelType,
    age: row.age,
    pricePerHour: centsToDollars(row.pricePerHourCents),
    pricePerDay: dollarsOrNull(row.pricePerDayCents),
    deposit: centsToDollars(row.depositCents),
    milesPerDay: row.milesPerDay,
    pricePerExtraMile: centsToDollars(row.pricePerExtraMileCents),
    builtIn: row.builtIn,
    image,
  };
}

export function toVehicles(rows: ShownVehicle[]): Vehicle[] {
  return rows.map(({ vehicle, image }) => toVehicle(vehicle, image));
}

/** The office's answer: the public one, the plate, the last odometer and the trip now. */
export function toOfficeVehicle(row: OfficeVehicleRow, timeZone: string): OfficeVehicle {
  const { now } = row;
  return {
    ...toVehicle(row.vehicle, row.image),
    plateNumber: row.vehicle.plateNumber,
    odometer: row.odometer,
    now: now && {
      reservationId: now.reservationId,
      customer: now.customer,
      dueBack: formatWallClock(new Date(now.dueBack), timeZone),
    },
  };
}

/** Undefined stays undefined: the column's default on insert, the vehicle's value on update. */
function toCents(dollars: number): number;
function toCents(dollars: number | null | undefined): number | null | undefined;
function toCents(dollars: number | null | undefined) {
  return typeof dollars === 'number' ? dollarsToCents(dollars) : dollars;
}

export function toVehicleValues(request: VehicleRequest): Omit<VehicleValues, 'builtIn'> {
  const { pricePerHour, pricePerDay, deposit, pricePerExtraMile, ...rest } = request;
  return {
    ...rest,
    pricePerHourCents: toCents(pricePerHour),
    pricePerDayCents: toCents(pricePerDay),
    depositCents: toCents(deposit) ?? undefined,
    pricePerExtraMileCents: toCents(pricePerExtraMile) ?? undefined,
  };
}
