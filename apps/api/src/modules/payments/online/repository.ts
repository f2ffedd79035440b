import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
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

/** The checkout of one of the customer's bookings still waiting for its payment. */
export async function findUnpaidCheckout(db: Database, reservationId: number, customerId: number) {
  const [row] = await db
    .select({ sessionId: onlineCheckouts.sessionId })
    .from(onlineCheckouts)
    .innerJoin(reservations, eq(reservations.id, onlineCheckouts.reservationId))
    .where(
      and(
        eq(onlineCheckouts.reservationId, reservationId),
        eq(reservations.userId, customerId),
        eq(reservations.status, 'PENDING_PAYMENT'),
      ),
    );
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
