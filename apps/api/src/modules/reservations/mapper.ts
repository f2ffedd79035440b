import { centsToDollars, formatWallClock, isOverdue, type Reservation } from '@keyturn/shared';
import { toHandover } from '../handover/index.ts';
import { toChargeLineAnswers } from '../prices/index.ts';
import { toVehicle } from '../vehicles/index.ts';
import type { DetailedReservation } from './repository.ts';

export interface MapOptions {
  timeZone: string;
  /** The app's clock now: whether a trip on the road is overdue. */
  now: Date;
  /**
   * Administrators see who booked, and the hand-over's notes and who recorded it; customers
   * only ever see their own reservations, without those.
   */
  withCustomer: boolean;
}

export function toReservations(rows: DetailedReservation[], options: MapOptions): Reservation[] {
  return rows.map(
    ({
      reservation,
      car,
      carImage,
      charges,
      handover,
      owedCents,
      paidCents,
      pendingCheckout,
      user,
    }) => {
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
        // From the ledger, columns of the same query (payments/paid.ts): a booking called off
        // owes only its fee lines.
        paid: centsToDollars(paidCents),
        balance: centsToDollars(owedCents - paidCents),
        deposit: centsToDollars(reservation.depositCents),
        paymentUrl: pendingCheckout?.url ?? null,
        ...(pendingCheckout && {
          paymentDueBy: formatWallClock(new Date(pendingCheckout.expiresAt), options.timeZone),
        }),
        overdue: isOverdue(reservation.status, reservation.dropOffTime, options.now),
        handover: toHandover(handover, {
          reservationId: reservation.id,
          timeZone: options.timeZone,
          forOffice: options.withCustomer,
        }),
        termsVersion: reservation.termsVersion,
        ...(options.withCustomer
          ? {
              user,
              licenseCheckedAt: reservation.licenseCheckedAt
                ? formatWallClock(reservation.licenseCheckedAt, options.timeZone)
                : null,
              licenseCheckedBy: reservation.licenseCheckedBy,
            }
          : {}),
      };
    },
  );
}
