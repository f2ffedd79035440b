import { formatWallClock, type TimelineEntry, type TimelineRow } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Window } from '../availability/index.ts';
import { blocksDuring, fleetRows, reservationsDuring } from './repository.ts';

/** The office's view of the fleet over whole days (`dayRange`): each vehicle and what holds it then. */
export async function timeline(ctx: ServiceContext, range: Window): Promise<TimelineRow[]> {
  const { timeZone } = ctx.config;
  const [fleet, booked, blocked] = await Promise.all([
    fleetRows(ctx.db),
    reservationsDuring(ctx.db, range),
    blocksDuring(ctx.db, range),
  ]);
  const entriesOf = new Map<number, TimelineEntry[]>(fleet.map((vehicle) => [vehicle.id, []]));
  // Thousands of bookings start and end at a few hundred times (on the hour, mostly).
  const shown = new Map<number, string>();
  const wallClock = (epochMs: number) => {
    let text = shown.get(epochMs);
    if (text === undefined) {
      text = formatWallClock(new Date(epochMs), timeZone);
      shown.set(epochMs, text);
    }
    return text;
  };
  // Ordered here: comparing numbers costs less than PostgreSQL's sort of the timestamps.
  booked.sort((a, b) => a.start - b.start || a.id - b.id);
  for (const reservation of booked) {
    entriesOf.get(reservation.carId)?.push({
      kind: 'reservation',
      id: reservation.id,
      start: wallClock(reservation.start),
      end: wallClock(reservation.end),
      status: reservation.status,
      customer: {
        id: reservation.customerId,
        firstName: reservation.firstName,
        lastName: reservation.lastName,
      },
    });
  }
  for (const block of blocked) {
    entriesOf.get(block.carId)?.push({
      kind: 'block',
      id: block.id,
      start: formatWallClock(block.startTime, timeZone),
      end: formatWallClock(block.endTime, timeZone),
      reason: block.reason,
    });
  }
  return fleet.map((vehicle) => ({ vehicle, entries: entriesOf.get(vehicle.id)! }));
}
