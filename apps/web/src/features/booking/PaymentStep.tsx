import type { FormEventHandler, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { ExtrasPicker, PriceBreakdown, useOfferedExtras } from '../trip/index.ts';
import { StepProblem } from '../../components/StepProblem.tsx';
import type { TripQuoteFlow } from './use-trip-quote.ts';

interface PaymentStepProps {
  flow: TripQuoteFlow;
  onBook: FormEventHandler<HTMLFormElement>;
  /** The booking button's words. */
  bookLabel: ReactNode;
  /** Shown above the price. */
  children?: ReactNode;
  /** Shown just before the booking button: what booking commits the customer to. */
  commitment?: ReactNode;
}

/**
 * A quoted trip's second step, while there is one: the extras, its price (which takes the focus
 * from the check's button, gone with the first step), the card, a way back to the trip.
 */
export function PaymentStep({ flow, onBook, bookLabel, children, commitment }: PaymentStepProps) {
  const { quote, problem, paymentForm: form, editTrip, chooseExtras, cardOnProvidersPage } = flow;
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
      <PaymentFields form={form} cardOnProvidersPage={cardOnProvidersPage} />
      {commitment}
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" className="flex-fill" onClick={editTrip}>
          Edit
        </Button>
        <FormSubmitButton
          form={form}
          variant="warning"
          className="flex-fill"
          disabled={!!quote.choosing}
        >
          {bookLabel}
        </FormSubmitButton>
      </div>
      {problem && <StepProblem key={problem.id} message={problem.message} />}
    </Form>
  );
}
