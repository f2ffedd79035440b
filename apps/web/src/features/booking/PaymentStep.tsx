import type { Quote } from '@keyturn/shared';
import type { FormEventHandler, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { ExtrasPicker, PriceBreakdown, useOfferedExtras } from '../trip/index.ts';
import { StepProblem } from '../../components/StepProblem.tsx';
import { TermsCheck } from './TermsCheck.tsx';
import type { TripQuoteFlow } from './use-trip-quote.ts';

interface PaymentStepProps {
  flow: TripQuoteFlow;
  onBook: FormEventHandler<HTMLFormElement>;
  /** The booking button's words. */
  bookLabel: ReactNode;
  /** Shown above the price. */
  children?: ReactNode;
  /** How and when the quoted price is paid, said under it. */
  howToPay(quote: Quote): ReactNode;
  /** Shown just before the booking button: what booking commits the customer to. */
  commitment?: ReactNode;
}

/**
 * A quoted trip's second step, while there is one: the extras, its price (which takes the focus
 * from the check's button, gone with the first step), how it is paid, the terms, a way back to
 * the trip.
 */
export function PaymentStep({
  flow,
  onBook,
  bookLabel,
  children,
  howToPay,
  commitment,
}: PaymentStepProps) {
  const { quote, problem, acceptanceForm: form, editTrip, chooseExtras } = flow;
  const offeredExtras = useOfferedExtras();
  if (!quote) return null;
  return (
    <Form noValidate onSubmit={onBook} aria-label="Payment" className="mt-3">
      {children}
      <ExtrasPicker
        offered={offeredExtras.data ?? []}
        chosen={quote.choosing ?? quote.extras}
        onChange={(extras) => void chooseExtras(extras)}
      />
      <PriceBreakdown quote={quote.price} minutes={quote.minutes} updating={!!quote.choosing} />
      {howToPay(quote.price)}
      {flow.customerAcceptsTerms && <TermsCheck form={form} />}
      {commitment}
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" className="flex-fill" onClick={editTrip}>
          Edit
        </Button>
        {flow.customerAcceptsTerms ? (
          <FormSubmitButton
            form={form}
            variant="warning"
            className="flex-fill"
            disabled={!!quote.choosing}
          >
            {bookLabel}
          </FormSubmitButton>
        ) : (
          // Nothing to fill in (the office's booking): the quote is all it waits for.
          <SubmitButton
            variant="warning"
            className="flex-fill"
            pending={form.formState.isSubmitting}
            disabled={!!quote.choosing}
          >
            {bookLabel}
          </SubmitButton>
        )}
      </div>
      {problem && <StepProblem key={problem.id} message={problem.message} />}
    </Form>
  );
}
