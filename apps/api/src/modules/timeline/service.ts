import { formatWallClock, type TimelineEntry, type TimelineRow } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { dayRange } from '../availability/day-range.ts';
import { blocksDuring, fleetRows, reservationsDuring } from './repository.ts';

/** The office's view of the fleet over whole days: each vehicle and what holds it then. */
export async function timeline(
  ctx: ServiceContext,
  from: string | undefined,
  days: number,
): Promise<TimelineRow[]> {
  const { timeZone } = ctx.config;
  const range = dayRange(from, days, timeZone, ctx.now());
  const [fleet, booked, blocked] = await Promise.all([
    fleetRows(ctx.db),
    reservationsDuring(ctx.db, range),
    blocksDuring(ctx.db, range),
  ]);
  const entriesOf = new Map<number, TimelineEntry[]>(fleet.map((vehicle) => [vehicle.id, []]));
  for (const reservation of booked) {
    entriesOf.get(reservation.carId)?.push({
      kind: 'reservation',
      id: reservation.id,
      start: formatWallClock(reservation.start, timeZone),
      end: formatWallClock(reservation.end, timeZone),
      status: reservation.status,
      customer: reservation.customer,
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
