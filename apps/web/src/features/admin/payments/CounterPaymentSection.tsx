import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/FormField.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { formResolver } from '../lib/form-resolver.ts';
import { toastFailure } from '../lib/notify.ts';
import {
  EMPTY_COUNTER_PAYMENT,
  counterPaymentFormSchema,
  type CounterPaymentFormValues,
} from './counter-payment-form.ts';
import { useRecordCounterPayment } from './queries.ts';

/**
 * The office's "Payments" section of a reservation: records money taken or given back at the
 * counter, with a note. The ledger, paid and balance are listed in the charges beside it; the
 * server refuses a refund above what was paid and says so.
 */
export function CounterPaymentSection({ reservationId }: { reservationId: number }) {
  const record = useRecordCounterPayment(reservationId);
  const form = useJudgedForm<CounterPaymentFormValues>(
    formResolver<CounterPaymentFormValues>(counterPaymentFormSchema),
    EMPTY_COUNTER_PAYMENT,
  );
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const payment = counterPaymentFormSchema.parse(values);
    try {
      await record.mutateAsync(payment);
      form.reset(EMPTY_COUNTER_PAYMENT);
      void toastSuccess(
        payment.kind === 'REFUND'
          ? 'The refund has been recorded.'
          : 'The payment has been recorded.',
      );
    } catch (failure) {
      toastFailure('The payment could not be recorded.', failure);
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
          <Form.Select {...form.register('kind')}>
            <option value="CHARGE">Charge (money taken)</option>
            <option value="REFUND">Refund (money given back)</option>
          </Form.Select>
        </Form.Group>
        <FormField
          form={form}
          name="amount"
          label="Amount ($)"
          inputMode="decimal"
          className="mb-2"
        />
        <FormField form={form} name="note" label="Note" maxLength={200} className="mb-2" />
        <SubmitButton pending={isSubmitting} disabled={!isValid || isSubmitting}>
          Record
        </SubmitButton>
      </Form>
    </section>
  );
}
