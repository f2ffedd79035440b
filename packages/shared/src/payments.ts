import { z } from 'zod';
import { dollarAmount } from './dollar-amount.ts';
import { DOLLARS_META } from './money.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

/**
 * How customers pay (PAYMENTS): `counter`, at the office at pick-up, the office recording what
 * it takes; `stripe`, online on the provider's hosted page when booking (decision 051).
 */
export const PAYMENT_MODES = ['counter', 'stripe'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Every movement of money on a booking (contract section 6, "Money"). */
export const PAYMENT_KINDS = ['CHARGE', 'REFUND', 'HOLD', 'CAPTURE', 'RELEASE'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ['CARD_ONLINE', 'COUNTER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the office records: money taken or given back. */
export const OFFICE_PAYMENT_KINDS = ['CHARGE', 'REFUND'] as const satisfies PaymentKind[];
export type OfficePaymentKind = (typeof OFFICE_PAYMENT_KINDS)[number];

/** How a kind reads on the pages and the receipt. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  CHARGE: 'Payment',
  REFUND: 'Refund',
  HOLD: 'Deposit held',
  CAPTURE: 'Taken from the deposit',
  RELEASE: 'Deposit released',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD_ONLINE: 'Card online',
  COUNTER: 'At the counter',
};

/** More than any booking can cost, so a typo of extra zeros is refused. */
export const MAX_PAYMENT = 1_000_000_000;
export const NOTE_MAX_LENGTH = 200;
export const REFUND_ABOVE_PAID_MESSAGE = 'A refund cannot be more than what has been paid';
export const REFUND_ABOVE_PAID_ONLINE_MESSAGE =
  'A refund to the card cannot be more than what was paid by card online';
export const CARD_REFUND_ONLY_MESSAGE = 'Only a refund can go to the card paid online';
/**
 * The provider did not answer, so the refund may or may not have gone through: it stays claimed
 * and the server asks again, so the office must not give the same money back another way
 * (decision 057). The office's form knows the refund by this sentence and starts afresh.
 */
export const CARD_REFUND_UNCONFIRMED_MESSAGE =
  'The payment service did not confirm this refund in time. Keyturn keeps it and asks again ' +
  "over the next few minutes; it shows in the booking's payments once confirmed. " +
  'Please do not give the same money back at the counter meanwhile.';

/**
 * What the office records: money taken or given back at the counter, or (PAYMENTS=stripe) part
 * of what was paid online given back to the card through the provider.
 */
export const officePaymentFields = z.object({
  kind: z
    .enum(OFFICE_PAYMENT_KINDS, { error: 'Kind must be CHARGE or REFUND' })
    .meta({ description: 'CHARGE: money taken; REFUND: money given back' }),
  method: z
    .enum(PAYMENT_METHODS, { error: 'Method must be COUNTER or CARD_ONLINE' })
    .default('COUNTER')
    .meta({
      description:
        'COUNTER (the default): recorded as taken or given back at the counter; CARD_ONLINE: a refund sent to the card paid online',
    }),
  amount: dollarAmount('Amount', MAX_PAYMENT, { positive: true }).meta({
    ...DOLLARS_META,
    example: 45,
  }),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`)
    .default(''),
  noteForCustomer: z
    .boolean({ error: 'Note for the customer must be true or false' })
    .default(false)
    .meta({
      description:
        "Whether the customer reads the note too (their booking's payments and receipt); by default it is the office's own",
    }),
});

/** The provider is asked only to give money back: a charge is taken at the counter. */
export function onlyRefundsToTheCard<T extends z.ZodType<{ kind: string; method: string }>>(
  fields: T,
) {
  return fields.refine((payment) => payment.method === 'COUNTER' || payment.kind === 'REFUND', {
    error: CARD_REFUND_ONLY_MESSAGE,
    path: ['method'],
  });
}

export const officePaymentSchema = onlyRefundsToTheCard(officePaymentFields);
export type OfficePayment = z.infer<typeof officePaymentSchema>;

export const paymentResponseSchema = z.object({
  id: z.number().int(),
  reservationId: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().meta({ description: 'Dollars, always above 0; the kind gives the direction' }),
  providerRef: z.string().nullable(),
  note: z.string().nullable().meta({
    description:
      "The office's note; a customer reads only a note marked for them, and null otherwise",
  }),
  noteForCustomer: z.boolean().meta({ description: 'Whether the note is also the customer’s' }),
  createdAt: wallClockAnswer("When it was recorded, the company's wall clock"),
  createdBy: z.number().int().nullable().meta({ description: 'Who recorded it; null: the system' }),
  creditNote: z.string().nullable().meta({
    description:
      'A refund made after the receipt was numbered: its credit note (KT-CN-2026-000001), at GET /reservations/{id}/credit-notes/{number}; null otherwise',
  }),
});
export type Payment = z.infer<typeof paymentResponseSchema>;

export const paymentsResponseSchema = z.object({
  payments: z.array(paymentResponseSchema),
  paid: z.number().meta({ description: 'Charges + captures − refunds, in dollars' }),
  balance: z.number().meta({
    description:
      'What is still owed, in dollars: totalPrice − paid; for a cancelled or expired booking, its cancellation fees − paid (negative: to be refunded)',
  }),
  refundUnderWay: z.number().meta({
    description:
      'Dollars asked back to the card whose refund the payment service has not confirmed yet; 0 when none. Not yet in payments or paid.',
  }),
});
export type Payments = z.infer<typeof paymentsResponseSchema>;

/** paid = charges + captures − refunds; holds and releases move no money of the booking's. */
export const PAID_SIGN: Record<PaymentKind, -1 | 0 | 1> = {
  CHARGE: 1,
  CAPTURE: 1,
  REFUND: -1,
  HOLD: 0,
  RELEASE: 0,
};
