import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema.ts';
import { paidCentsBy } from '../payments/index.ts';
import type { CallerFacts } from './kinds.ts';

/**
 * What a cancellation mail needs beyond the reservation: what the customer had paid when it was
 * cancelled, by card online and at the counter, read in the cancelling transaction, before any
 * refund, so the mail can say where the money goes back (decision 053).
 */
export async function cancellationFacts(db: Database, reservationId: number): Promise<CallerFacts> {
  const [paid] = await db
    .select({
      onlineCents: paidCentsBy(reservationId, 'CARD_ONLINE'),
      counterCents: paidCentsBy(reservationId, 'COUNTER'),
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return { paidWhenCancelled: paid ?? { onlineCents: 0, counterCents: 0 } };
}
