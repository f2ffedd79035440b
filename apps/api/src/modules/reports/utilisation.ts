import { sql } from 'drizzle-orm';
import { TRIP_STATUSES, type UtilisationAmounts, type UtilisationReport } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { windowRange } from '../availability/index.ts';
import type { ReportRange } from './report-range.ts';
import { rangeAnswer } from './revenue.ts';
import { rowsOf, toNumber } from './sql-rows.ts';

/*
 * Utilisation (decisions 049, 076): of each vehicle's hours in the range, less those it was out
 * of service, the share a trip held it. A trip holds it for the hours it really had the car: from
 * its check-out to its return as the check-in recorded them; a trip on the road from its
 * check-out until now or its drop-off, whichever is later (an overdue car is still out); a booked
 * trip, or one whose hand-overs were never recorded, for its booked window (no turnaround
 * buffer). The hours of each vehicle are a union of ranges (range_agg), so trips that overlap
 * count once, and the hours a block covers leave both the trips and the available hours.
 * Durations are differences of instants: a day on which the clocks change is 23 or 25 hours long.
 * Trips are found on the GiST index of their booked range, widened by LATE_RETURN_REACH so that
 * a late return's hours past the booked drop-off are found; the blocks on theirs.
 */

/** How far past its booked drop-off a return is looked for: beyond it, the hours are not counted. */
const LATE_RETURN_REACH = "interval '30 days'";

const SECONDS_PER_HOUR = 3600;

/** The seconds a multirange covers (0 for none). */
const secondsOf = (multirange: ReturnType<typeof sql>) =>
  sql`(SELECT coalesce(sum(extract(epoch FROM upper(part) - lower(part))), 0)::float8
       FROM unnest(${multirange}) AS part)`;

interface SecondsRow {
  id: number;
  model: string;
  blocked: unknown;
  occupied: unknown;
}

const hoursOf = (seconds: number) => Math.round((seconds / SECONDS_PER_HOUR) * 100) / 100;

function amountsOf(rangeSeconds: number, blocked: number, occupied: number): UtilisationAmounts {
  const available = rangeSeconds - blocked;
  return {
    hours: hoursOf(rangeSeconds),
    blockedHours: hoursOf(blocked),
    availableHours: hoursOf(available),
    occupiedHours: hoursOf(occupied),
    utilisation: available > 0 ? Math.round((occupied / available) * 10_000) / 10_000 : null,
  };
}

export async function utilisationReport(
  db: Database,
  range: ReportRange,
  now: Date,
): Promise<UtilisationReport> {
  const window = windowRange(range.window);
  const statuses = sql.join(
    TRIP_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const reach = sql.raw(LATE_RETURN_REACH);
  const rows = await rowsOf<SecondsRow>(
    db,
    sql`
      WITH used AS (
             SELECT r.car_id,
                    coalesce(co.recorded_at, r.pick_up_time) AS taken,
                    CASE
                      WHEN ci.id IS NOT NULL THEN coalesce(ci.returned_at, ci.recorded_at)
                      WHEN co.id IS NOT NULL AND r.status = 'IN_PROGRESS'
                        THEN greatest(r.drop_off_time, ${now.toISOString()}::timestamptz)
                      ELSE r.drop_off_time
                    END AS back
             FROM reservations r
             LEFT JOIN reservation_handovers co ON co.reservation_id = r.id AND co.kind = 'CHECK_OUT'
             LEFT JOIN reservation_handovers ci ON ci.reservation_id = r.id AND ci.kind = 'CHECK_IN'
             WHERE tstzrange(r.pick_up_time, r.drop_off_time, '[)')
                     && tstzrange(lower(${window}) - ${reach}, upper(${window}) + interval '1 hour', '[)')
               AND r.status IN (${statuses})),
           trips AS (
             SELECT car_id,
                    range_agg(tstzrange(taken, greatest(taken, back), '[)') * ${window}) AS held
             FROM used
             WHERE tstzrange(taken, greatest(taken, back), '[)') && ${window}
             GROUP BY car_id),
           blocks AS (
             SELECT b.car_id, range_agg(tstzrange(b.start_time, b.end_time, '[)') * ${window}) AS off
             FROM vehicle_blocks b
             WHERE tstzrange(b.start_time, b.end_time, '[)') && ${window}
             GROUP BY b.car_id)
      SELECT v.id, v.model,
             ${secondsOf(sql`bl.off`)} AS blocked,
             ${secondsOf(sql`t.held - coalesce(bl.off, '{}'::tstzmultirange)`)} AS occupied
      FROM vehicles v
      LEFT JOIN trips t ON t.car_id = v.id
      LEFT JOIN blocks bl ON bl.car_id = v.id
      ORDER BY v.model, v.id`,
  );
  const rangeSeconds = (range.window.to.getTime() - range.window.from.getTime()) / 1000;
  let blockedSum = 0;
  let occupiedSum = 0;
  const vehicles = rows.map((row) => {
    const blocked = toNumber(row.blocked);
    const occupied = toNumber(row.occupied);
    blockedSum += blocked;
    occupiedSum += occupied;
    return {
      vehicle: { id: toNumber(row.id), model: row.model },
      ...amountsOf(rangeSeconds, blocked, occupied),
    };
  });
  return {
    ...rangeAnswer(range),
    fleet: amountsOf(rangeSeconds * rows.length, blockedSum, occupiedSum),
    vehicles,
  };
}
