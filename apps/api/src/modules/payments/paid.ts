import { sql } from 'drizzle-orm';
import { FEE_CODES, FEES_ONLY_STATUSES, PAID_SIGN, type PaymentMethod } from '@keyturn/shared';

const signOfKind = sql.join(
  Object.entries(PAID_SIGN).map(([kind, sign]) => sql`WHEN ${kind} THEN ${sql.raw(String(sign))}`),
  sql` `,
);

/**
 * What the reservation of the query's row has been paid, in cents (charges + captures −
 * refunds), as one scalar subquery: lists add it as a column, with no query per row. Written
 * with qualified names, because Drizzle leaves a column unqualified in a one-table query, where
 * "id" inside the subquery would be the payment's.
 */
export function paidCentsOfReservation() {
  return sql<number>`(SELECT ${paidSum} FROM payments AS ledger
    WHERE ledger.reservation_id = "reservations"."id")`.mapWith(Number);
}

/** What the ledger's rows named `ledger` add up to as paid, in cents. */
const paidSum = sql`coalesce(sum(ledger.amount_cents * CASE ledger.kind::text ${signOfKind} END), 0)::bigint`;

/** What a reservation has been paid by one method (a card online, say), in cents. */
export function paidCentsBy(reservationId: number, method: PaymentMethod) {
  return sql<number>`(SELECT ${paidSum} FROM payments AS ledger
    WHERE ledger.reservation_id = ${reservationId} AND ledger.method = ${method})`.mapWith(Number);
}

const listed = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * What the reservation of the query's row owes in all, in cents: its total, or, never a trip
 * (cancelled, expired, a no-show), only its fee lines (contract section 7). Its balance is this
 * less what it was paid.
 */
export function owedCentsOfReservation() {
  return sql<number>`(CASE WHEN "reservations"."status"::text IN (${listed(FEES_ONLY_STATUSES)})
    THEN (SELECT coalesce(sum(fee.amount_cents), 0) FROM reservation_charges AS fee
      WHERE fee.reservation_id = "reservations"."id"
        AND fee.code::text IN (${listed(FEE_CODES)}))
    ELSE "reservations"."total_price_cents" END)::bigint`.mapWith(Number);
}
