import { counterPaymentSchema, type CounterPaymentKind } from '@keyturn/shared';
import { z } from 'zod';
import { numberInput } from '../lib/form-resolver.ts';

/** The form's inputs as they hold them: the amount as typed text. */
export interface CounterPaymentFormValues {
  kind: CounterPaymentKind;
  amount: string;
  note: string;
}

/** The shared payment rules, reading the amount's text first. */
export const counterPaymentFormSchema = counterPaymentSchema.extend({
  amount: z.preprocess(numberInput, counterPaymentSchema.shape.amount),
});

export const EMPTY_COUNTER_PAYMENT: CounterPaymentFormValues = {
  kind: 'CHARGE',
  amount: '',
  note: '',
};
