import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export interface Window {
  from: Date;
  to: Date;
}

/** The window as a half-open range, in the form the reservation ranges are compared with. */
export const windowRange = ({ from, to }: Window) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

/**
 * The one rule of when a vehicle is taken: the times (`during`) in which something holds it
 * that overlap the half-open window, so back-to-back uses never collide. Today a CREATED
 * reservation holds it; out-of-service blocks will join here (UNION ALL) and a turnaround
 * buffer will widen the window, so that search, availability and booking keep one answer.
 * The range is written as the exclusion index's expression, so that the GiST index on
 * (car_id, tstzrange) answers it; `vehicle` is a parameter or the outer query's column.
 */
export function occupiedDuring(
  vehicle: SQLWrapper | number,
  window: Window,
  /** A reservation being moved, which must not count against its own new window. */
  except?: number,
): SQL {
  return sql`SELECT tstzrange(r.pick_up_time, r.drop_off_time, '[)') AS during
    FROM reservations r
    WHERE r.car_id = ${vehicle} AND r.status = 'CREATED'
      AND tstzrange(r.pick_up_time, r.drop_off_time, '[)') && ${windowRange(window)}${
        except === undefined ? sql`` : sql` AND r.id <> ${except}`
      }`;
}

/** The window's part of a range, for answers that stay within the window asked about. */
export function clippedTo(range: SQL, window: Window): SQL {
  return sql`${range} * ${windowRange(window)}`;
}
