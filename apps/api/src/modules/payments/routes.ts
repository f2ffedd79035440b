import {
  REFUND_ABOVE_PAID_MESSAGE,
  createdSchema,
  dollarsToCents,
  formatCents,
  moneyTaskPageSchema,
  moneyTaskQuerySchema,
  officePaymentSchema,
  paymentsResponseSchema,
  type OfficePayment,
} from '@keyturn/shared';
import { z } from 'zod';
import { routeModule } from '../../lib/api-routes.ts';
import { created, idParamsSchema } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/access.ts';
import { CHARGE_ABOVE_BALANCE_MESSAGE } from './bounds.ts';
import { creditNoteFilename } from './credit-note-pdf.ts';
import { CREDIT_NOTE_NOT_FOUND_MESSAGE } from './receipts.ts';
import { moneyTaskPage } from './online/index.ts';
import type { RecordedPayment } from './service.ts';

const PDF_TYPE = 'application/pdf';

function recordedMessage(request: OfficePayment, recorded: RecordedPayment): string {
  if (request.method === 'COUNTER') {
    return request.kind === 'REFUND'
      ? 'The refund has been recorded.'
      : 'The payment has been recorded.';
  }
  const refunded = formatCents(recorded.refundedToCardCents);
  if (recorded.refundedToCardCents === dollarsToCents(request.amount)) {
    return `${refunded} has gone back to the card.`;
  }
  if (recorded.unconfirmedCents > 0) {
    return (
      `${refunded} has gone back to the card. The payment service has not yet confirmed the ` +
      `other ${formatCents(recorded.unconfirmedCents)}; Keyturn asks again over the next few ` +
      "minutes and it shows in the booking's payments once confirmed."
    );
  }
  return (
    `Only ${refunded} went back to the card: the payment service refused the rest. ` +
    'Give the rest back at the counter.'
  );
}

export const paymentRoutes = routeModule('Payments', (routes, ctx) => {
  const { payments, receipts } = ctx.services;

  routes.signedIn.get('/reservations/:id/payments', {
    summary: "A reservation's ledger, paid and balance (its owner or the office)",
    params: idParamsSchema,
    replies: { 200: paymentsResponseSchema },
    handler: async (request) => payments.list(callerOf(request), request.params.id),
  });

  routes.admin.post('/reservations/admin/:id/payments', {
    summary:
      'Record money taken or given back at the counter, or give part of an online payment back to the card',
    description:
      `A CHARGE is at most the balance owed (400 "${CHARGE_ABOVE_BALANCE_MESSAGE}", field ` +
      `amount). A REFUND is at most what was paid less a refund to the card the payment ` +
      `service has not confirmed yet (400 "${REFUND_ABOVE_PAID_MESSAGE}", field amount); to ` +
      'the card, also at most what was paid by card online. Both are judged under the ' +
      "booking's lock, so two payments at once are judged one after the other.",
    params: idParamsSchema,
    body: officePaymentSchema,
    replies: { 201: createdSchema },
    handler: async (request, reply) => {
      const recorded = await payments.recordByOffice(
        callerOf(request),
        request.params.id,
        request.body,
      );
      return reply
        .status(201)
        .send(created(recordedMessage(request.body, recorded), recorded.paymentId));
    },
  });

  routes.admin.get('/payments/admin/tasks', {
    summary: 'Money steps on the card still open, or refused for good: a page, the newest first',
    description:
      'The deposit held at check-out and, at check-in, its capture or release and the charge ' +
      'beyond it are written as tasks with the hand-over and carried out after it (decision ' +
      '064). PENDING (the default): not confirmed yet; the worker asks the payment service ' +
      "again with the task's own idempotency key until it is recorded, within " +
      'MONEY_RECONCILE_SECONDS of a lost answer, a crash or a database failure. FAILED: ' +
      "refused for good (a declined card); what it would have taken stays as the booking's " +
      'balance, to settle at the counter. Each task names its reservation, kind, amount in ' +
      "dollars, the calls made so far, the last failure (the payment service's error type and " +
      "code, or our database's) and when it was written. Counter mode has none.",
    querystring: moneyTaskQuerySchema,
    replies: { 200: moneyTaskPageSchema },
    handler: async (request) => moneyTaskPage(ctx, request.query),
  });

  routes.signedIn.get('/reservations/:id/receipt', {
    summary: "A reservation's receipt as a PDF: numbered once settled, PROVISIONAL before",
    params: idParamsSchema,
    fileReply: { description: 'The receipt, as an attachment', contentTypes: [PDF_TYPE] },
    handler: async (request, reply) =>
      reply
        .type(PDF_TYPE)
        .header('Content-Disposition', `attachment; filename=receipt-${request.params.id}.pdf`)
        .header('Cache-Control', 'no-store')
        .send(await receipts.pdf(callerOf(request), request.params.id)),
  });

  routes.signedIn.get('/reservations/:id/credit-notes/:number', {
    summary:
      "A refund's credit note as a PDF (its booking's owner or the office): a refund after the receipt was numbered",
    description: `An unknown number, or one of another booking, is a 404 "${CREDIT_NOTE_NOT_FOUND_MESSAGE}".`,
    params: idParamsSchema.extend({
      number: z.string().max(32).meta({ example: 'KT-CN-2026-000001' }),
    }),
    fileReply: { description: 'The credit note, as an attachment', contentTypes: [PDF_TYPE] },
    handler: async (request, reply) => {
      const { id, number } = request.params;
      const pdf = await receipts.creditNotePdf(callerOf(request), id, number);
      return reply
        .type(PDF_TYPE)
        .header('Content-Disposition', `attachment; filename=${creditNoteFilename(number)}`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  });
});
