import { API_BASE, centsToDollars, formatWallClock, type Handover } from '@keyturn/shared';
import type { StoredHandover, StoredHandovers } from './repository.ts';

/** Where a hand-over photo is served: only to the office and the reservation's customer. */
export const handoverPhotoUrl = (reservationId: number, imageId: string) =>
  `${API_BASE}/reservations/${reservationId}/handover/photos/${encodeURIComponent(imageId)}`;

export interface HandoverMapOptions {
  reservationId: number;
  timeZone: string;
  /** The office sees its notes and who recorded each; the customer neither (contract section 6). */
  forOffice: boolean;
}

function toRecord(stored: StoredHandover, options: HandoverMapOptions) {
  return {
    odometer: stored.odometer,
    fuelEighths: stored.fuelEighths,
    recordedAt: formatWallClock(new Date(stored.recordedAt), options.timeZone),
    photos: stored.photos.map((id) => ({ id, url: handoverPhotoUrl(options.reservationId, id) })),
    ...(options.forOffice ? { notes: stored.notes, recordedBy: stored.recordedBy } : {}),
  };
}

/** The records as the reservation's answer shows them. */
export function toHandover(stored: StoredHandovers, options: HandoverMapOptions): Handover {
  const { CHECK_OUT: checkOut, CHECK_IN: checkIn } = stored;
  return {
    ...(checkOut ? { checkOut: toRecord(checkOut, options) } : {}),
    ...(checkIn
      ? {
          checkIn: {
            ...toRecord(checkIn, options),
            returnedAt: formatWallClock(new Date(checkIn.returnedAt!), options.timeZone),
            damage: checkIn.damage.map((entry) => ({
              description: entry.description,
              amount: centsToDollars(entry.amountCents),
            })),
          },
        }
      : {}),
    // The customer's records lack the office's fields; the type is the office's, which both
    // answers share, and the customer's route answers through handoverSchema.
  } as Handover;
}
