import { officeChargeSchema, type OfficeChargeCode } from '@keyturn/shared';
import { z } from 'zod';
import { numberInput } from '../lib/form-resolver.ts';

/** The form's inputs as they hold them: the amount as typed text. */
export interface OfficeChargeFormValues {
  code: OfficeChargeCode;
  amount: string;
  reason: string;
}

/** The shared charge rules, reading the amount's text first. */
export const officeChargeFormSchema = z.preprocess(
  (values) =>
    typeof values === 'object' && values !== null
      ? { ...values, amount: numberInput((values as { amount?: unknown }).amount) }
      : values,
  officeChargeSchema,
);

export const emptyOfficeCharge = (code: OfficeChargeCode): OfficeChargeFormValues => ({
  code,
  amount: '',
  reason: '',
});
