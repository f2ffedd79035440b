import { centsToDollars, dollarsToCents, type Vehicle, type VehicleRequest } from '@keyturn/shared';
import type { VehicleRow } from '../../db/schema.ts';
import type { ShownVehicle } from './image-ids-column.ts';
import type { VehicleValues } from './repository.ts';

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
    builtIn: row.builtIn,
    image,
  };
}

export function toVehicles(rows: ShownVehicle[]): Vehicle[] {
  return rows.map(({ vehicle, image }) => toVehicle(vehicle, image));
}

export function toVehicleValues(request: VehicleRequest): Omit<VehicleValues, 'builtIn'> {
  const { pricePerHour, ...rest } = request;
  return { ...rest, pricePerHourCents: dollarsToCents(pricePerHour) };
}
