import { sql } from 'drizzle-orm';
import { PAID_SIGN, type PaymentMethod } from '@keyturn/shared';

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
