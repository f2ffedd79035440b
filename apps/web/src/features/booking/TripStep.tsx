import type { FormEventHandler, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { StepProblem } from '../../components/StepProblem.tsx';
import { TripFields } from '../trip/index.ts';
import type { TripQuoteFlow } from './use-trip-quote.ts';

interface TripStepProps {
  /** The form's name, and its fieldset's. */
  label: string;
  flow: TripQuoteFlow;
  onCheck: FormEventHandler<HTMLFormElement>;
  /** Whether the inputs are off for a reason of the page's own. */
  locked?: boolean;
  /** Whether the page has all else the check needs. */
  ready: boolean;
  /** Inputs shown before the trip's. */
  children?: ReactNode;
}

/**
 * A booking's first step: the trip, and Check If Available until it is found free; the trip is
 * then kept as it is while the payment step shows. A check that finds the car taken, or fails,
 * says so under the button.
 */
export function TripStep({ label, flow, onCheck, locked = false, ready, children }: TripStepProps) {
  const { tripForm: form, minDate, quote, problem } = flow;
  const quoted = quote !== null;
  return (
    <Form noValidate onSubmit={onCheck} aria-label={label}>
      <fieldset disabled={locked || quoted}>
        <legend className="visually-hidden">{label}</legend>
        {children}
        <TripFields form={form} minDate={minDate} />
      </fieldset>
      {!quoted && (
        <>
          <FormSubmitButton form={form} variant="warning" className="w-100" disabled={!ready}>
            Check If Available
          </FormSubmitButton>
          {problem && <StepProblem key={problem.id} message={problem.message} />}
        </>
      )}
    </Form>
  );
}
