import {
  CHARGE_REASON_MAX_LENGTH,
  OFFICE_CHARGE_LABELS,
  officeChargeCodesFor,
  type OfficeChargeCode,
  type ReservationStatus,
} from '@keyturn/shared';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/FormField.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { showFieldRefusals } from '../../../lib/field-refusals.ts';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { formResolver } from '../lib/form-resolver.ts';
import { toastFailure } from '../lib/notify.ts';
import {
  emptyOfficeCharge,
  officeChargeFormSchema,
  type OfficeChargeFormValues,
} from './office-charge-form.ts';
import { useAddOfficeCharge } from './queries.ts';

/** What each kind is for, as the select offers it. */
const CHOICE_TEXT: Record<OfficeChargeCode, string> = {
  ADJUSTMENT: `${OFFICE_CHARGE_LABELS.ADJUSTMENT} (below 0 for a discount)`,
  CANCELLATION_FEE: OFFICE_CHARGE_LABELS.CANCELLATION_FEE,
  NO_SHOW_FEE: OFFICE_CHARGE_LABELS.NO_SHOW_FEE,
};

/**
 * The office's "Add a charge" section (its fields' ids set apart from the payments' form beside
 * it, which has an amount too) of a reservation (decision 072): a discount or surcharge
 * on a trip, the fee of a cancelled booking or a no-show, each with its reason, which the
 * customer reads on the receipt. Only the kinds the booking's status takes are offered; none,
 * no section. A refusal stays under its field until it is mended.
 */
export function OfficeChargeSection({
  reservationId,
  status,
}: {
  reservationId: number;
  status: ReservationStatus;
}) {
  const codes = officeChargeCodesFor(status);
  const add = useAddOfficeCharge(reservationId);
  const first = codes[0] ?? 'ADJUSTMENT';
  const form = useJudgedForm<OfficeChargeFormValues>(
    formResolver<OfficeChargeFormValues>(officeChargeFormSchema),
    emptyOfficeCharge(first),
  );
  const { isValid, isSubmitting } = form.formState;
  if (codes.length === 0) return null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await add.mutateAsync(officeChargeFormSchema.parse(values));
      form.reset(emptyOfficeCharge(first));
      void toastSuccess(message);
    } catch (failure) {
      showFieldRefusals(form, failure);
      toastFailure('The charge could not be added.', failure);
    }
  });

  return (
    <section className="office-charges mt-4" aria-labelledby="office-charges-title">
      <h3 id="office-charges-title" className="h6 admin-aside-title">
        Add a charge
      </h3>
      <Form noValidate onSubmit={onSubmit} aria-label="Add a charge">
        <FormField form={form} name="code" label="Kind" className="mb-2" idScope="charge">
          {(control) => (
            <Form.Select {...control}>
              {codes.map((code) => (
                <option key={code} value={code}>
                  {CHOICE_TEXT[code]}
                </option>
              ))}
            </Form.Select>
          )}
        </FormField>
        <FormField
          form={form}
          name="amount"
          label="Amount ($)"
          inputMode="decimal"
          className="mb-2"
          idScope="charge"
        />
        <FormField
          form={form}
          name="reason"
          label="Reason"
          maxLength={CHARGE_REASON_MAX_LENGTH}
          className="mb-2"
          idScope="charge"
        />
        <SubmitButton pending={isSubmitting} disabled={!isValid || isSubmitting}>
          Add charge
        </SubmitButton>
      </Form>
    </section>
  );
}
