import { centsToDollars, dollarsToCents, type Vehicle, type VehicleRequest } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import type { VehicleRow } from '../../db/schema.ts';
import { imageIdsByVehicle } from '../files/repository.ts';
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

/** Maps a page of vehicle rows with their image ids, read in a single extra query. */
export async function toVehicles(db: Database, rows: VehicleRow[]): Promise<Vehicle[]> {
  const imageIds = await imageIdsByVehicle(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toVehicle(row, imageIds.get(row.id) ?? []));
}

export function toVehicleValues(request: VehicleRequest): Omit<VehicleValues, 'builtIn'> {
  const { pricePerHour, ...rest } = request;
  return { ...rest, pricePerHourCents: dollarsToCents(pricePerHour) };
}
