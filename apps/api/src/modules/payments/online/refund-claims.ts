import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { cardRefundsInFlight, payments } from '../../../db/schema.ts';

/** A refund to the card claimed for a booking, before the provider is asked (decision 056). */
export type RefundClaim = typeof cardRefundsInFlight.$inferSelect;

/** Claims the booking's one refund in flight; false when another holds it already. */
export async function claimRefund(db: Database, claim: RefundClaim): Promise<boolean> {
  const inserted = await db
    .insert(cardRefundsInFlight)
    .values(claim)
    .onConflictDoNothing()
    .returning({ reservationId: cardRefundsInFlight.reservationId });
  return inserted.length > 0;
}

/** What the booking's refund in flight will give back to the card; 0 when none is. */
export async function centsInFlight(db: Database, reservationId: number): Promise<number> {
  const [row] = await db
    .select({ amountCents: cardRefundsInFlight.amountCents })
    .from(cardRefundsInFlight)
    .where(eq(cardRefundsInFlight.reservationId, reservationId));
  return row?.amountCents ?? 0;
}

export async function releaseClaim(db: Database, reservationId: number): Promise<void> {
  await db.delete(cardRefundsInFlight).where(eq(cardRefundsInFlight.reservationId, reservationId));
}

/** What is left of the claim once the provider has confirmed part of it. */
export async function keepUnconfirmed(
  db: Database,
  reservationId: number,
  amountCents: number,
): Promise<void> {
  await db
    .update(cardRefundsInFlight)
    .set({ amountCents })
    .where(eq(cardRefundsInFlight.reservationId, reservationId));
}

/** Claims made before `claimedBefore`, oldest first: refunds a stopped server left unfinished. */
export function claimsLeftBehind(db: Database, claimedBefore: Date, limit: number) {
  return db
    .select()
    .from(cardRefundsInFlight)
    .where(lt(cardRefundsInFlight.claimedAt, claimedBefore))
    .orderBy(asc(cardRefundsInFlight.claimedAt))
    .limit(limit);
}

/** Which of the provider's refunds the booking's ledger holds already. */
export async function recordedRefunds(
  db: Database,
  reservationId: number,
  refundIds: string[],
): Promise<Set<string>> {
  if (refundIds.length === 0) return new Set();
  const rows = await db
    .select({ providerRef: payments.providerRef })
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.kind, 'REFUND'),
        inArray(payments.providerRef, refundIds),
      ),
    );
  return new Set(rows.map((row) => row.providerRef!));
}
