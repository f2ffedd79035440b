import {
  PAID_SIGN,
  centsToDollars,
  dollarsToCents,
  officePaymentFields,
  onlyRefundsToTheCard,
  type Payment,
  type OfficePaymentKind,
  type PaymentMethod,
} from '@keyturn/shared';
import { z } from 'zod';
import { numberInput } from '../lib/form-resolver.ts';

/** The form's inputs as they hold them: the amount as typed text. */
export interface OfficePaymentFormValues {
  kind: OfficePaymentKind;
  method: PaymentMethod;
  amount: string;
  note: string;
  noteForCustomer: boolean;
}

/** The shared payment rules, reading the amount's text first. */
export const officePaymentFormSchema = onlyRefundsToTheCard(
  officePaymentFields.extend({
    amount: z.preprocess(numberInput, officePaymentFields.shape.amount),
  }),
);

export const EMPTY_OFFICE_PAYMENT: OfficePaymentFormValues = {
  kind: 'CHARGE',
  method: 'COUNTER',
  amount: '',
  note: '',
  noteForCustomer: false,
};

/** What the ledger shows paid by card online and not given back, in dollars. */
export function paidOnline(payments: readonly Payment[]): number {
  const cents = payments
    .filter((payment) => payment.method === 'CARD_ONLINE')
    .reduce((sum, payment) => sum + dollarsToCents(payment.amount) * PAID_SIGN[payment.kind], 0);
  return centsToDollars(cents);
}
