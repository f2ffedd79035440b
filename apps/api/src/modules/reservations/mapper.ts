import { centsToDollars, formatWallClock, type Reservation } from '@keyturn/shared';
import { toChargeLineAnswers } from '../prices/mapper.ts';
import { toVehicle } from '../vehicles/mapper.ts';
import type { DetailedReservation } from './repository.ts';

export interface MapOptions {
  timeZone: string;
  /** Administrators see who booked; customers only ever see their own reservations. */
  withCustomer: boolean;
}

export function toReservations(rows: DetailedReservation[], options: MapOptions): Reservation[] {
  return rows.map(({ reservation, car, carImage, charges, paidCents, user }) => {
    const pickUpTime = formatWallClock(reservation.pickUpTime, options.timeZone);
    const dropOffTime = formatWallClock(reservation.dropOffTime, options.timeZone);
    return {
      id: reservation.id,
      car: toVehicle(car, carImage),
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
      charges: toChargeLineAnswers(charges),
      // From the ledger, a column of the same query (payments/paid.ts).
      paid: centsToDollars(paidCents),
      balance: centsToDollars(reservation.totalPriceCents - paidCents),
      deposit: centsToDollars(reservation.depositCents),
      ...(options.withCustomer ? { user } : {}),
    };
  });
}
