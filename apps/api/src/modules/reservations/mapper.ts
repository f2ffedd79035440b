import { centsToDollars, formatWallClock, type Reservation } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { imageIdsByVehicle } from '../files/repository.ts';
import { toVehicle } from '../vehicles/mapper.ts';
import type { DetailedReservation } from './repository.ts';

export interface MapOptions {
  timeZone: string;
  /** Administrators see who booked; customers only ever see their own reservations. */
  withCustomer: boolean;
}

export async function toReservations(
  db: Database,
  rows: DetailedReservation[],
  options: MapOptions,
): Promise<Reservation[]> {
  const carIds = [...new Set(rows.map((row) => row.car.id))];
  const imageIds = await imageIdsByVehicle(db, carIds);
  return rows.map(({ reservation, car, user }) => {
    const pickUpTime = formatWallClock(reservation.pickUpTime, options.timeZone);
    const dropOffTime = formatWallClock(reservation.dropOffTime, options.timeZone);
    return {
      id: reservation.id,
      car: toVehicle(car, imageIds.get(car.id) ?? []),
      carId: car.id,
      userId: reservation.userId,
      pickUpTime,
      dropOffTime,
      // The spec's clients read the times back under these names (contract, section 2).
      pickUpDate: pickUpTime,
      dropOffDate: dropOffTime,
      pickUpLocation: reservation.pickUpLocation,
      dropOffLocation: reservation.dropOffLocation,
      status: reservation.status,
      totalPrice: centsToDollars(reservation.totalPriceCents),
      ...(options.withCustomer ? { user } : {}),
    };
  });
}
