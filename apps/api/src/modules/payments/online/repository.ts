import { and, asc, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { onlineCheckouts, payments, providerEvents, reservations } from '../../../db/schema.ts';
import type { OnlineMove } from './refund-sources.ts';

export type OnlineCheckout = typeof onlineCheckouts.$inferSelect;

export async function saveCheckout(db: Database, checkout: typeof onlineCheckouts.$inferInsert) {
  await db.insert(onlineCheckouts).values(checkout);
}

export async function findCheckout(db: Database, reservationId: number) {
  const [row] = await db
    .select()
    .from(onlineCheckouts)
    .where(eq(onlineCheckouts.reservationId, reservationId));
  return row;
}

/**
 * Marks the checkout of one of the customer's bookings still waiting for its payment as given
 * up by them, before the provider is asked to close it (decision 068): whoever then learns that
 * the session expired cancels the booking. Answers the session, or nothing when the customer
 * has no such booking waiting.
 */
export async function markCustomerCancelled(
  db: Database,
  reservationId: number,
  customerId: number,
  now: Date,
) {
  const [row] = await db
    .update(onlineCheckouts)
    .set({ customerCancelledAt: sql`coalesce(${onlineCheckouts.customerCancelledAt}, ${now})` })
    .from(reservations)
    .where(
      and(
        eq(onlineCheckouts.reservationId, reservationId),
        eq(reservations.id, onlineCheckouts.reservationId),
        eq(reservations.userId, customerId),
        eq(reservations.status, 'PENDING_PAYMENT'),
      ),
    )
    .returning({ sessionId: onlineCheckouts.sessionId });
  return row;
}

/** The booking's checkout while the provider's session may still be paid on. */
export async function findOpenCheckout(db: Database, reservationId: number) {
  const [row] = await db
    .select({ sessionId: onlineCheckouts.sessionId })
    .from(onlineCheckouts)
    .where(and(eq(onlineCheckouts.reservationId, reservationId), isNull(onlineCheckouts.closedAt)));
  return row;
}

export async function findCheckoutBySession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(onlineCheckouts)
    .where(eq(onlineCheckouts.sessionId, sessionId));
  return row;
}

/**
 * Records that the checkout was paid, with the payment and its card; false when it was
 * recorded before. A second caller at the same moment (the webhook and the sweep, two
 * deliveries) waits on the row and then finds it paid.
 */
export async function markPaid(
  db: Database,
  reservationId: number,
  paid: { paymentIntentId: string; paymentMethodId: string | null; closedAt: Date },
): Promise<boolean> {
  const marked = await db
    .update(onlineCheckouts)
    .set(paid)
    .where(
      and(
        eq(onlineCheckouts.reservationId, reservationId),
        isNull(onlineCheckouts.paymentIntentId),
      ),
    )
    .returning({ reservationId: onlineCheckouts.reservationId });
  return marked.length > 0;
}

export async function markClosed(db: Database, reservationId: number, closedAt: Date) {
  await db
    .update(onlineCheckouts)
    .set({ closedAt })
    .where(and(eq(onlineCheckouts.reservationId, reservationId), isNull(onlineCheckouts.closedAt)));
}

/**
 * Open checkouts, the oldest first (online_checkouts_open_idx): those whose time to pay ran out
 * before `overdueAt`, or all of them when it is null.
 */
export async function openCheckouts(db: Database, overdueAt: Date | null, limit: number) {
  return db
    .select({
      reservationId: onlineCheckouts.reservationId,
      sessionId: onlineCheckouts.sessionId,
      expiresAt: onlineCheckouts.expiresAt,
    })
    .from(onlineCheckouts)
    .where(
      and(
        isNull(onlineCheckouts.closedAt),
        overdueAt ? lt(onlineCheckouts.expiresAt, overdueAt) : undefined,
      ),
    )
    .orderBy(asc(onlineCheckouts.expiresAt))
    .limit(limit);
}

/**
 * Bookings waiting for their payment for more than `minutes` that have no checkout: a server
 * stopped, or its database failed, between the booking and its checkout's row, so no customer
 * was ever sent to pay (reservations_status_created_idx). Measured on the database's clock,
 * which wrote `created_at`.
 */
export async function bookingsWithoutCheckout(db: Database, minutes: number, limit: number) {
  const rows = await db
    .select({ reservationId: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'PENDING_PAYMENT'),
        lt(reservations.createdAt, sql`now() - make_interval(mins => ${minutes})`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(onlineCheckouts)
            .where(eq(onlineCheckouts.reservationId, reservations.id)),
        ),
      ),
    )
    .orderBy(asc(reservations.createdAt))
    .limit(limit);
  return rows.map((row) => row.reservationId);
}

/**
 * Records the provider's event as applied, in the transaction that applies it: false when it
 * was applied before. A second delivery at the same moment waits on the key until the first
 * commits, then finds it there.
 */
export async function firstDelivery(
  db: Database,
  event: { id: string; type: string },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(providerEvents)
    .values({ eventId: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: providerEvents.eventId });
  return inserted.length > 0;
}

/** A booking waiting for its payment: where its customer pays, and until when the car is held. */
export interface PendingCheckout {
  url: string;
  /** The instant as PostgreSQL writes it into JSON (ISO 8601 with an offset). */
  expiresAt: string;
}

/**
 * The checkout of a booking waiting for its payment, null for any other booking: one indexed
 * subquery of the reservation's own query, both facts read together.
 */
export function pendingCheckoutOfReservation() {
  return sql<PendingCheckout | null>`(SELECT json_build_object(
      'url', checkout.session_url, 'expiresAt', checkout.expires_at)
    FROM online_checkouts AS checkout
    WHERE checkout.reservation_id = "reservations"."id"
      AND "reservations"."status" = 'PENDING_PAYMENT')`;
}

/** The booking's money moved by the provider, in the order it moved. */
export async function onlineMoves(db: Database, reservationId: number): Promise<OnlineMove[]> {
  return db
    .select({
      kind: payments.kind,
      amountCents: payments.amountCents,
      providerRef: payments.providerRef,
    })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.method, 'CARD_ONLINE')))
    .orderBy(asc(payments.id));
}
