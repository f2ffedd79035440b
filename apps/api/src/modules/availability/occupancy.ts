import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

export interface Window {
  from: Date;
  to: Date;
}

/** The window as a half-open range, in the form the reservation ranges are compared with. */
export const windowRange = ({ from, to }: Window) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

/**
 * The one rule of when a vehicle is taken: the times (`during`) in which something holds it
 * that a new use of the half-open window would collide with. Holders are CREATED and
 * IN_PROGRESS reservations (with the turnaround buffer after each) and out-of-service blocks, one row each in
 * vehicle_occupancy (migration 0011), whose exclusion constraint enforces the same rule on
 * every write. The window is widened by the buffer, as a booking of it would hold the vehicle
 * that much longer; so search, availability, booking and admin edits keep one answer. The
 * range is compared as the constraint's index holds it, so the GiST index on (car_id, during)
 * answers it; `vehicle` is a parameter or the outer query's column.
 */
export function occupiedDuring(
  vehicle: SQLWrapper | number,
  window: Window,
  /** A reservation being moved, which must not count against its own new window. */
  except?: number,
): SQL {
  const notMoved =
    except === undefined ? sql`` : sql` AND o.reservation_id IS DISTINCT FROM ${except}`;
  return sql`SELECT o.during FROM vehicle_occupancy o
    WHERE o.car_id = ${vehicle} AND o.during && ${widened(window)}${notMoved}`;
}

/** A window whose times are a prepared statement's placeholders, given at each execution. */
export interface PlaceholderWindow {
  from: Placeholder;
  to: Placeholder;
}

/**
 * The vehicles held at some time of the window, by the same rule as `occupiedDuring`, for a
 * question about the whole fleet: one probe of the GiST index on `during` finds the few
 * holders of a window, where a probe per vehicle of the exclusion index costs 1,000 probes.
 */
export function vehiclesHeldDuring(window: Window | PlaceholderWindow): SQL {
  return sql`SELECT o.car_id FROM vehicle_occupancy o WHERE o.during && ${widened(window)}`;
}

const instant = (time: Date | Placeholder) => (time instanceof Date ? time.toISOString() : time);

/** The window as a use of it holds the vehicle: with the turnaround buffer after it. */
const widened = ({ from, to }: Window | PlaceholderWindow) =>
  sql`tstzrange(${instant(from)}::timestamptz,
    ${instant(to)}::timestamptz + booking_buffer(), '[)')`;

/**
 * A holder's range as the times a new use may not take: its own, and before it as long as the
 * buffer a use ending there would keep. A window is free exactly when it misses all of these.
 */
export const unusableDuring = (during: SQL) =>
  sql`tstzrange(lower(${during}) - booking_buffer(), upper(${during}), '[)')`;

/** The window's part of a range, for answers that stay within the window asked about. */
export function clippedTo(range: SQL, window: Window): SQL {
  return sql`${range} * ${windowRange(window)}`;
}

/**
 * The latest a use of the vehicle that goes on past `from` may end: the start of the first
 * holder still to come, less the buffer a use ending there keeps (as `unusableDuring` reads
 * it), or NULL when nothing follows. `except` is the reservation being extended, whose own hold
 * is no obstacle. The range form lets the GiST index on (car_id, during) find the holders.
 */
export function freeUntil(vehicle: SQLWrapper | number, from: Date, except: number): SQL {
  return sql`SELECT min(lower(${unusableDuring(sql`o.during`)})) FROM vehicle_occupancy o
    WHERE o.car_id = ${vehicle}
      AND o.during && tstzrange(${from.toISOString()}::timestamptz, NULL, '[)')
      AND o.reservation_id IS DISTINCT FROM ${except}`;
}
