import { eq, sql } from 'drizzle-orm';
import {
  DISCOUNT_ABOVE_BALANCE_MESSAGE,
  dollarsToCents,
  officeChargeLabel,
  officeChargeProblem,
  type OfficeCharge,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { reservations } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { appendCharges } from '../handover/index.ts';
import { issueOwedReceipts, reservationAccount, settleIfDue } from '../payments/index.ts';
import { RESERVATION_NOT_FOUND_MESSAGE } from './service.ts';

/**
 * The lines the office adds by hand (contract section 7, decision 072): a discount or surcharge
 * on a trip, a cancelled booking's fee, a no-show's fee; each with a reason, who and when. A
 * line is never changed or taken back: a correction is another line.
 */
export class OfficeCharges {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * Adds the line and moves the total with it, under the booking's lock, so a payment recorded
   * at the same moment is judged on the balance this leaves. A booking it squares is settled
   * and gets its receipt.
   */
  async add(officeId: number, reservationId: number, charge: OfficeCharge): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const account = await reservationAccount(tx, reservationId, { lock: true });
      if (!account) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
      const problem = officeChargeProblem(account.status, charge.code);
      if (problem) throw badRequest(problem, 'code');
      const amountCents = dollarsToCents(charge.amount);
      // A discount leaves the booking owing no less than was paid: money back is a refund.
      if (account.owedCents + amountCents < account.paidCents) {
        throw badRequest(DISCOUNT_ABOVE_BALANCE_MESSAGE, 'amount');
      }
      const now = this.ctx.now();
      const line = {
        code: charge.code,
        label: officeChargeLabel(charge),
        quantity: 1,
        unitPriceCents: amountCents,
        amountCents,
      };
      await appendCharges(tx, reservationId, [line], { addedBy: officeId, addedAt: now });
      await tx
        .update(reservations)
        .set({ totalPriceCents: sql`${reservations.totalPriceCents} + ${amountCents}` })
        .where(eq(reservations.id, reservationId));
      await settleIfDue(tx, reservationId, now);
    });
    await issueOwedReceipts(this.ctx);
  }
}
