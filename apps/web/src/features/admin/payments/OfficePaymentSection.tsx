import { useQuery } from '@tanstack/react-query';
import { CARD_REFUND_UNCONFIRMED_MESSAGE } from '@keyturn/shared';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/FormField.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useJudgedForm } from '../../../lib/forms.ts';
import { formatMoney } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/api.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { paymentsQuery } from '../../reservations/index.ts';
import { formResolver } from '../lib/form-resolver.ts';
import { toastFailure } from '../lib/notify.ts';
import {
  EMPTY_OFFICE_PAYMENT,
  officePaymentFormSchema,
  paidOnline,
  type OfficePaymentFormValues,
} from './office-payment-form.ts';
import { useRecordOfficePayment } from './queries.ts';

/** A refund to the card the payment service did not answer: kept, and asked again (decision 057). */
const refundKeptUnconfirmed = (failure: unknown) =>
  failure instanceof ApiError && failure.serverMessage === CARD_REFUND_UNCONFIRMED_MESSAGE;

/**
 * The office's "Payments" section of a reservation: records money taken or given back at the
 * counter, with a note, and, once the booking was paid online, gives part of it back to the
 * card. The ledger, paid and balance are listed in the charges beside it; the server refuses a
 * refund above what was paid and says so.
 */
export function OfficePaymentSection({ reservationId }: { reservationId: number }) {
  const record = useRecordOfficePayment(reservationId);
  const ledger = useQuery(paymentsQuery(reservationId));
  // A refund the payment service has not confirmed yet will take its part (decision 057).
  const refundableToCard = ledger.data
    ? Math.max(0, paidOnline(ledger.data.payments) - ledger.data.refundUnderWay)
    : 0;
  const form = useJudgedForm<OfficePaymentFormValues>(
    formResolver<OfficePaymentFormValues>(officePaymentFormSchema),
    EMPTY_OFFICE_PAYMENT,
  );
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const payment = officePaymentFormSchema.parse(values);
    try {
      const { message } = await record.mutateAsync(payment);
      form.reset(EMPTY_OFFICE_PAYMENT);
      void toastSuccess(message);
    } catch (failure) {
      if (refundKeptUnconfirmed(failure)) {
        // The refund is Keyturn's to finish now: the form must not offer to send it again.
        form.reset(EMPTY_OFFICE_PAYMENT);
        toast('The refund is not confirmed yet.', 'warning', CARD_REFUND_UNCONFIRMED_MESSAGE);
      } else {
        toastFailure('The payment could not be recorded.', failure);
      }
    }
  });

  return (
    <section className="counter-payments mt-4" aria-labelledby="counter-payments-title">
      <h3 id="counter-payments-title" className="h6 admin-aside-title">
        Payments
      </h3>
      <Form noValidate onSubmit={onSubmit} aria-label="Record a payment">
        <Form.Group className="mb-2" controlId="field-kind">
          <Form.Label>Kind</Form.Label>
          <Form.Select
            {...form.register('kind', {
              // Money is taken only at the counter: a charge never goes through the card.
              onChange: () => form.setValue('method', 'COUNTER'),
            })}
          >
            <option value="CHARGE">Charge (money taken)</option>
            <option value="REFUND">Refund (money given back)</option>
          </Form.Select>
        </Form.Group>
        {refundableToCard > 0 && form.watch('kind') === 'REFUND' && (
          <FormField form={form} name="method" label="Through" className="mb-2">
            {(control) => (
              <Form.Select {...control}>
                <option value="COUNTER">The counter</option>
                <option value="CARD_ONLINE">
                  The card paid online (up to {formatMoney(refundableToCard)})
                </option>
              </Form.Select>
            )}
          </FormField>
        )}
        <FormField
          form={form}
          name="amount"
          label="Amount ($)"
          inputMode="decimal"
          className="mb-2"
        />
        <FormField form={form} name="note" label="Note" maxLength={200} className="mb-1" />
        <Form.Check
          className="mb-2"
          id="field-note-for-customer"
          label="The customer may read it too"
          {...form.register('noteForCustomer')}
        />
        <SubmitButton pending={isSubmitting} disabled={!isValid || isSubmitting}>
          Record
        </SubmitButton>
      </Form>
    </section>
  );
}
