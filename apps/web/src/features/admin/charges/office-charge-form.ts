import {
  officeChargeFields,
  onlyAdjustmentsBelowZero,
  type OfficeChargeCode,
} from '@keyturn/shared';
import { z } from 'zod';
import { numberInput } from '../lib/form-resolver.ts';

/** The form's inputs as they hold them: the amount as typed text. */
export interface OfficeChargeFormValues {
  code: OfficeChargeCode;
  amount: string;
  reason: string;
}

/** The shared charge rules, reading the amount's text first (as the payments' form does). */
export const officeChargeFormSchema = onlyAdjustmentsBelowZero(
  officeChargeFields.extend({
    amount: z.preprocess(numberInput, officeChargeFields.shape.amount),
  }),
);

export const emptyOfficeCharge = (code: OfficeChargeCode): OfficeChargeFormValues => ({
  code,
  amount: '',
  reason: '',
});
