import { receiptFilename, renderReceipt } from '../payments/index.ts';
import type { ReservationFacts } from './kinds.ts';
import { receiptOf, renderMail, type RenderContext, type RenderedMail } from './templates.ts';

/**
 * A mail as the worker sends it: what renderMail says, and the documents made only for
 * sending. The receipt's PDF is one: rendered from the receipt as the settlement queued it
 * (decision 050), on each attempt, never stored; the office's outbox list, which only needs a
 * subject, does not render it.
 */
export async function renderOutgoingMail(
  kind: string,
  payload: unknown,
  context: RenderContext,
): Promise<RenderedMail> {
  const mail = renderMail(kind, payload, context);
  if (kind !== 'receipt') return mail;
  const pdf = await receiptPdf(payload as ReservationFacts, context.timeZone);
  return { ...mail, attachments: [...mail.attachments, pdf] };
}

async function receiptPdf(facts: ReservationFacts, timeZone: string) {
  const receipt = receiptOf(facts);
  const content = await renderReceipt({
    number: receipt.numberText,
    reservationId: facts.reservationId,
    customer: receipt.customer,
    vehicle: facts.model,
    pickUp: { time: new Date(facts.pickUp), place: facts.pickUpLocation },
    dropOff: { time: new Date(facts.dropOff), place: facts.dropOffLocation },
    status: facts.status,
    charges: facts.charges ?? [],
    totalCents: facts.totalPriceCents,
    // A numbered receipt is a settled booking's: it was paid exactly what it owed.
    owedCents: receipt.paidCents,
    payments: receipt.payments.map((payment) => ({
      ...payment,
      createdAt: new Date(payment.createdAt),
    })),
    paidCents: receipt.paidCents,
    timeZone,
    issuedAt: new Date(receipt.issuedAt),
  });
  return { filename: receiptFilename(receipt.numberText), contentType: 'application/pdf', content };
}
