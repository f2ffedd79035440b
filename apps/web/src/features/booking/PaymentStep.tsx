import type { FormEventHandler, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import type { TripQuoteFlow } from './use-trip-quote.ts';

interface PaymentStepProps {
  flow: TripQuoteFlow;
  onBook: FormEventHandler<HTMLFormElement>;
  /** The booking button's words. */
  bookLabel: ReactNode;
  /** Shown above the price. */
  children?: ReactNode;
}

/** A quoted trip's second step, while there is one: its price, the card, a way back to the trip. */
export function PaymentStep({ flow, onBook, bookLabel, children }: PaymentStepProps) {
  const { quote, paymentForm: form, editTrip } = flow;
  if (!quote) return null;
  return (
    <Form noValidate onSubmit={onBook} aria-label="Payment" className="mt-3">
      {children}
      <PriceBreakdown
        totalPrice={quote.totalPrice}
        chargedHours={quote.chargedHours}
        minutes={quote.minutes}
      />
      <PaymentFields form={form} />
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" className="flex-fill" onClick={editTrip}>
          Edit
        </Button>
        <FormSubmitButton form={form} variant="warning" className="flex-fill">
          {bookLabel}
        </FormSubmitButton>
      </div>
    </Form>
  );
}
