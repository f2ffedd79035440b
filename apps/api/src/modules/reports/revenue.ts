import { sql, type SQL } from 'drizzle-orm';
import {
  FEE_CODES,
  RECEIVED_KINDS,
  REFUNDED_KINDS,
  TRIP_STATUSES,
  centsToDollars,
  type RevenueAmounts,
  type RevenueByDay,
  type RevenueByVehicle,
} from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { boundsLiteral, requestDayText, type ReportRange } from './report-range.ts';
import { rowsOf, toNumber } from './sql-rows.ts';

/*
 * Revenue (decision 049): what the ledger took and gave back on each company day, by when each
 * row was recorded (its created_at, the app's clock), and what the trips picking up that day
 * were charged (their stored charge lines). Summed in SQL over the range alone: the ledger on
 * payments_created_idx, the trips on reservations_pick_up_idx.
 */

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The charge lines that count as charged: every line of a trip, and the fee of a booking that
 * never became one (a cancellation's, a no-show's): what each owes.
 */
const CHARGED_LINE = sql`(r.status IN (${list(TRIP_STATUSES)}) OR c.code IN (${list(FEE_CODES)}))`;

/** Ledger rows recorded in the range, summed by `key`. */
function ledgerBy(range: ReportRange, key: SQL, joinReservation: boolean): SQL {
  const { from, to } = range.window;
  return sql`
    SELECT ${key} AS key,
           coalesce(sum(p.amount_cents) FILTER (WHERE p.kind IN (${list(RECEIVED_KINDS)})), 0)::bigint AS received,
           coalesce(sum(p.amount_cents) FILTER (WHERE p.kind IN (${list(REFUNDED_KINDS)})), 0)::bigint AS refunded
    FROM payments p ${joinReservation ? sql`JOIN reservations r ON r.id = p.reservation_id` : sql``}
    WHERE p.created_at >= ${from.toISOString()}::timestamptz
      AND p.created_at < ${to.toISOString()}::timestamptz
    GROUP BY 1`;
}

/** Charge lines of the trips picking up in the range, summed by `key`. */
function chargedBy(range: ReportRange, key: SQL): SQL {
  const { from, to } = range.window;
  return sql`
    SELECT ${key} AS key, sum(c.amount_cents)::bigint AS charged
    FROM reservations r JOIN reservation_charges c ON c.reservation_id = r.id
    WHERE r.pick_up_time >= ${from.toISOString()}::timestamptz
      AND r.pick_up_time < ${to.toISOString()}::timestamptz
      AND ${CHARGED_LINE}
    GROUP BY 1`;
}

interface CentsRow {
  received: unknown;
  refunded: unknown;
  charged: unknown;
}

function amountsOf(row: CentsRow): RevenueAmounts & { cents: [number, number, number] } {
  const received = toNumber(row.received);
  const refunded = toNumber(row.refunded);
  const charged = toNumber(row.charged);
  return {
    received: centsToDollars(received),
    refunded: centsToDollars(refunded),
    revenue: centsToDollars(received - refunded),
    charged: centsToDollars(charged),
    cents: [received, refunded, charged],
  };
}

/** The sum of the rows, added in cents. */
function totalsOf(rows: { cents: [number, number, number] }[]): RevenueAmounts {
  const [received, refunded, charged] = rows.reduce(
    (sum, row) => [sum[0] + row.cents[0], sum[1] + row.cents[1], sum[2] + row.cents[2]],
    [0, 0, 0],
  );
  return amountsOf({ received, refunded, charged });
}

const withoutCents = <T extends { cents: unknown }>({ cents: _cents, ...rest }: T) => rest;

/** The range, the rows' totals, and the rows without the cents they were added up in. */
function summed<Row extends { cents: [number, number, number] }>(range: ReportRange, rows: Row[]) {
  return { ...rangeAnswer(range), totals: totalsOf(rows), rows: rows.map(withoutCents) };
}

/** Every day of the range: the ledger's rows and the trips' pick-ups put in their day by width_bucket. */
export async function revenueByDay(db: Database, range: ReportRange): Promise<RevenueByDay> {
  const bounds = sql`${boundsLiteral(range)}::timestamptz[]`;
  const rows = await rowsOf<CentsRow & { day: number }>(
    db,
    sql`
      WITH ledger AS (${ledgerBy(range, sql`width_bucket(p.created_at, ${bounds})`, false)}),
           charged AS (${chargedBy(range, sql`width_bucket(r.pick_up_time, ${bounds})`)})
      SELECT d.day, coalesce(l.received, 0) AS received, coalesce(l.refunded, 0) AS refunded,
             coalesce(ch.charged, 0) AS charged
      FROM generate_series(1, ${range.days.length}::int) AS d(day)
      LEFT JOIN ledger l ON l.key = d.day
      LEFT JOIN charged ch ON ch.key = d.day
      ORDER BY d.day`,
  );
  const { rows: days, ...summary } = summed(
    range,
    rows.map((row) => ({
      day: requestDayText(range.days[toNumber(row.day) - 1]!),
      ...amountsOf(row),
    })),
  );
  return { groupBy: 'day', ...summary, days };
}

/** Every vehicle of the fleet, by model: its bookings' ledger rows and trips in the range. */
export async function revenueByVehicle(
  db: Database,
  range: ReportRange,
): Promise<RevenueByVehicle> {
  const rows = await rowsOf<CentsRow & { id: number; model: string }>(
    db,
    sql`
      WITH ledger AS (${ledgerBy(range, sql`r.car_id`, true)}),
           charged AS (${chargedBy(range, sql`r.car_id`)})
      SELECT v.id, v.model, coalesce(l.received, 0) AS received,
             coalesce(l.refunded, 0) AS refunded, coalesce(ch.charged, 0) AS charged
      FROM vehicles v
      LEFT JOIN ledger l ON l.key = v.id
      LEFT JOIN charged ch ON ch.key = v.id
      ORDER BY v.model, v.id`,
  );
  const { rows: vehicles, ...summary } = summed(
    range,
    rows.map((row) => ({
      vehicle: { id: toNumber(row.id), model: row.model },
      ...amountsOf(row),
    })),
  );
  return { groupBy: 'vehicle', ...summary, vehicles };
}

export function rangeAnswer(range: ReportRange) {
  return {
    from: requestDayText(range.days[0]!),
    to: requestDayText(range.days[range.days.length - 1]!),
    timeZone: range.timeZone,
  };
}
