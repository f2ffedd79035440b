import type { FastifyBaseLogger } from 'fastify';
import { CARD_REFUND_UNCONFIRMED_MESSAGE, REFUND_ABOVE_PAID_ONLINE_MESSAGE } from '@keyturn/shared';
import type { ServiceContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';
import {
  checkRefundWithinPaid,
  creditRefundAfterReceipt,
  insertPayment,
  issueOwedReceipts,
  lockReservation,
  reservationAccount,
  settleIfDue,
  type ReservationAccount,
} from '../index.ts';
import { failureLog } from './failure-log.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { refusedForGood } from './provider-answers.ts';
import * as claims from './refund-claims.ts';
import { drawRefund, refundSources, totalRefundable, type RefundSource } from './refund-sources.ts';
import * as repository from './repository.ts';

/** The provider answered no: nothing went back, and asking again would get the same answer. */
export const CARD_REFUND_REFUSED_MESSAGE =
  'The payment service refused this refund, so nothing went back to the card. ' +
  'Give the money back at the counter instead.';

export const CARD_REFUND_UNDER_WAY_MESSAGE =
  'Another refund of this booking to the card is going through just now. ' +
  'Please look at its payments again in a moment before refunding more.';

/** Claims finished per pass of the sweep; the next pass takes the rest. */
const SWEEP_BATCH = 20;

/** What the office's refund to the card came to. */
export interface CardRefund {
  /** The ledger's last row of it. */
  paymentId: number;
  refundedCents: number;
  /** What the provider has not confirmed yet: still claimed, for the sweep to finish. */
  unconfirmedCents: number;
}

interface RefundRequest {
  amountCents: number;
  /** Names this refund: a retry of the same one is the same refund at the provider. */
  reason: string;
  refundedBy: number | null;
  note: string | null;
}

interface RefundedPart {
  /** The provider's id of the refund. */
  refundId: string;
  cents: number;
}

/** What a refund is judged on, read under the booking's row lock. */
interface RefundGround {
  account: ReservationAccount;
  /** What is left on each online payment, by the ledger alone. */
  sources: readonly RefundSource[];
  earlierRefunds: number;
  /** A refund to the card claimed and not yet confirmed: it will take its part. */
  inFlightCents: number;
}

/** Decides the refund from what it is judged on. */
type RefundDecision = (ground: RefundGround) => RefundRequest;

/**
 * Gives money paid online back to the card, and records each refund once the provider has
 * taken it. A refund is drawn on the booking's online payments oldest first
 * (`refund-sources.ts`), one refund at the provider for each payment it draws on; its
 * idempotency key names the refund and the payment, so a retry is never a second refund.
 *
 * Nothing is locked while the provider is asked (decision 056): the refund is first claimed in
 * a short transaction (one in flight per booking, its parts decided), then made, then recorded
 * with the claim's release in a second one. A claim a stopped server left, or one whose
 * provider did not answer, is finished by the sweep (`finishLeftBehind`) with the same keys.
 */
export class OnlineRefunds {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
    /**
     * How old a claim must be before the sweep finishes it: a money task's lease, past the
     * longest a request can wait on the provider with its retries, so a claim it takes was left
     * by a server that stopped; and short enough that the sweep, a pass of the money tasks'
     * worker (decision 064), records it within MONEY_RECONCILE_SECONDS.
     */
    private readonly leftBehindAfterMs: number,
  ) {}

  /**
   * Gives back all the customer paid online and has not had back, and no more than they paid
   * in all: what the office gave back at the counter of an online payment is not given twice.
   * Throws when it cannot.
   */
  async refundAll(reservationId: number, reason: string): Promise<void> {
    const claim = await this.claim(reservationId, ({ account, sources }) => ({
      amountCents: Math.min(totalRefundable(sources), account.paidCents),
      reason,
      refundedBy: null,
      note: null,
    }));
    if (claim) await this.carryOut(claim);
  }

  /**
   * The office gives back part of what was paid online, judged on what the booking's ledger
   * holds when it is claimed. When the provider refuses or leaves unanswered a later part, what
   * went through is kept and said. Undefined when there is no such booking.
   */
  async refundByOffice(
    officeId: number,
    reservationId: number,
    amountCents: number,
    note: string | null,
  ): Promise<CardRefund | undefined> {
    // The amount is above 0 (the request's schema), so no claim means no such booking. An
    // amount that could not pass even once the refund under way is through is refused as such
    // (400), not told to wait for it (409).
    const claim = await this.claim(reservationId, (ground) => {
      const { account, sources, earlierRefunds, inFlightCents } = ground;
      checkRefundWithinPaid(account, inFlightCents, amountCents);
      if (amountCents > totalRefundable(sources) - inFlightCents) {
        throw badRequest(REFUND_ABOVE_PAID_ONLINE_MESSAGE, 'amount');
      }
      return {
        amountCents,
        reason: `office-${earlierRefunds}-${amountCents}`,
        refundedBy: officeId,
        note,
      };
    });
    return claim && this.carryOut(claim);
  }

  /** Finishes the refunds whose claim a stopped server left; answers how many it finished. */
  async finishLeftBehind(): Promise<number> {
    const before = new Date(this.ctx.now().getTime() - this.leftBehindAfterMs);
    let finished = 0;
    for (const claim of await claims.claimsLeftBehind(this.ctx.db, before, SWEEP_BATCH)) {
      try {
        const done = await this.carryOut(claim);
        if (done.unconfirmedCents === 0) finished += 1;
      } catch (error) {
        // The provider's answer is logged where it came; anything else is said here. Either
        // way this refund waits for the next pass or is gone, and the others go on.
        if (!(error instanceof HttpError)) {
          this.log.warn(
            { ...failureLog(error), reservationId: claim.reservationId },
            'a refund is still due',
          );
        }
      }
    }
    return finished;
  }

  /**
   * Claims the booking's refund as `decide` has it, in a transaction that locks the booking's
   * row, so that money recorded at the same moment is judged on what this leaves. Undefined
   * when there is no such booking or nothing to give back.
   */
  private async claim(
    reservationId: number,
    decide: RefundDecision,
  ): Promise<claims.RefundClaim | undefined> {
    return this.ctx.db.transaction(async (tx) => {
      const account = await reservationAccount(tx, reservationId, { lock: true });
      if (!account) return undefined;
      const moves = await repository.onlineMoves(tx, reservationId);
      const sources = refundSources(moves);
      const request = decide({
        account,
        sources,
        earlierRefunds: moves.filter((move) => move.kind === 'REFUND').length,
        inFlightCents: await claims.centsInFlight(tx, reservationId),
      });
      if (request.amountCents <= 0) return undefined;
      const claim = {
        reservationId,
        ...request,
        parts: drawRefund(sources, request.amountCents),
        claimedAt: this.ctx.now(),
      };
      if (!(await claims.claimRefund(tx, claim))) {
        throw new HttpError(409, CARD_REFUND_UNDER_WAY_MESSAGE);
      }
      return claim;
    });
  }

  /**
   * Asks the provider for each part of the claim, then records what it refunded. The claim is
   * released unless the provider left a part unanswered: that part may have gone through, so
   * what is left of the claim stays for the sweep, which asks again with the same keys. Throws
   * when nothing went back in this call and the provider refused or did not answer; a refusal
   * after a first part went through ends the refund there.
   */
  private async carryOut(claim: claims.RefundClaim): Promise<CardRefund> {
    const { reservationId } = claim;
    const refunded: RefundedPart[] = [];
    let failure: unknown;
    for (const { intentId, cents } of claim.parts) {
      try {
        const refund = await this.provider.refund(
          intentId,
          cents,
          `keyturn-refund-${claim.reason}-${reservationId}-${intentId}`,
        );
        refunded.push({ refundId: refund.id, cents });
      } catch (error) {
        failure = error;
        break;
      }
    }
    const unanswered = failure !== undefined && !refusedForGood(failure);
    const done = await this.ctx.db.transaction((tx) =>
      this.record(tx, claim, refunded, { keepClaim: unanswered }),
    );
    await issueOwedReceipts(this.ctx);
    if (failure === undefined) return done;
    if (unanswered) {
      this.log.warn({ ...failureLog(failure), reservationId }, 'a refund awaits the provider');
    } else {
      this.log.error({ ...failureLog(failure), reservationId }, 'the provider refused a refund');
    }
    if (refunded.length > 0) return done;
    throw unanswered
      ? new HttpError(503, CARD_REFUND_UNCONFIRMED_MESSAGE, { cause: failure })
      : new HttpError(502, CARD_REFUND_REFUSED_MESSAGE, { cause: failure });
  }

  /**
   * The provider's refunds in the ledger, each once (a claim finished again by the sweep finds
   * some there), the claim released and the receipt issued when the booking is square.
   */
  private async record(
    tx: Database,
    claim: claims.RefundClaim,
    refunded: RefundedPart[],
    { keepClaim }: { keepClaim: boolean },
  ): Promise<CardRefund> {
    const { reservationId } = claim;
    const now = this.ctx.now();
    // Locked first, so a second finisher of this claim waits here and then finds it recorded.
    await lockReservation(tx, reservationId);
    const recorded = await claims.recordedRefunds(
      tx,
      reservationId,
      refunded.map((part) => part.refundId),
    );
    // The parts are asked in order, so those after the ones refunded are the unanswered; a
    // claim finished again starts from its first part, and never grows back past what an
    // earlier call left of it.
    const unconfirmedCents = keepClaim
      ? Math.min(
          claim.amountCents,
          claim.parts.slice(refunded.length).reduce((sum, part) => sum + part.cents, 0),
        )
      : 0;
    const done: CardRefund = { paymentId: 0, refundedCents: 0, unconfirmedCents };
    for (const { refundId, cents } of refunded) {
      if (recorded.has(refundId)) continue;
      done.paymentId = await insertPayment(tx, {
        reservationId,
        kind: 'REFUND',
        method: 'CARD_ONLINE',
        amountCents: cents,
        providerRef: refundId,
        note: claim.note,
        createdAt: now,
        createdBy: claim.refundedBy,
      });
      await creditRefundAfterReceipt(tx, {
        paymentId: done.paymentId,
        reservationId,
        reason: claim.note ?? (claim.refundedBy ? 'Refund to the card' : 'Refund of the booking'),
        now,
        timeZone: this.ctx.config.timeZone,
      });
      done.refundedCents += cents;
    }
    if (keepClaim) await claims.keepUnconfirmed(tx, reservationId, unconfirmedCents);
    else await claims.releaseClaim(tx, reservationId);
    await settleIfDue(tx, reservationId, now);
    return done;
  }
}
