import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, reservationCharges, reservations, users } from '../../db/schema.ts';
import { owedCentsOfReservation, paidCentsOfReservation } from './paid.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id'>;

/**
 * A reservation's owner, status and money. With `lock`, its row is locked first, in a statement
 * of its own: a statement that waited for the lock still reads the ledger as it was when the
 * statement began (PostgreSQL re-reads only the locked row), so what was paid is read after,
 * by a statement that sees the writes of the one it waited for.
 */
export async function reservationAccount(db: Database, id: number, { lock = false } = {}) {
  if (lock) await lockReservation(db, id);
  const [row] = await db
    .select({
      userId: reservations.userId,
      status: reservations.status,
      totalPriceCents: reservations.totalPriceCents,
      owedCents: owedCentsOfReservation(),
      paidCents: paidCentsOfReservation(),
    })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row;
}
/** The same lock the office's edit takes: two writers of one booking's money take turns. */
export async function lockReservation(db: Database, id: number): Promise<void> {
  await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('no key update');
}

export type ReservationAccount = NonNullable<Awaited<ReturnType<typeof reservationAccount>>>;

export async function listPayments(db: Database, reservationId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(asc(payments.id));
}

/** The booking's charge lines there were at `issuedAt`: those added by hand later left out. */
export function chargesIssuedBy(db: Database, reservationId: number, issuedAt: Date) {
  return db
    .select({
      code: reservationCharges.code,
      label: reservationCharges.label,
      amountCents: reservationCharges.amountCents,
    })
    .from(reservationCharges)
    .where(
      and(
        eq(reservationCharges.reservationId, reservationId),
        or(isNull(reservationCharges.addedAt), lte(reservationCharges.addedAt, issuedAt)),
      ),
    )
    .orderBy(asc(reservationCharges.position));
}

export async function insertPayment(db: Database, payment: NewPayment): Promise<number> {
  const [row] = await db.insert(payments).values(payment).returning({ id: payments.id });
  return row!.id;
}

/** The contact details of the reservation's customer, as a receipt names them. */
export async function reservationCustomer(db: Database, reservationId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId));
  return row!;
}
