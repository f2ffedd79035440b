import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { MaskedInput } from '../../components/MaskedInput.tsx';
import { termsLink } from '../../content/navigation.ts';
import { CARD_EXPIRY_MASK, CARD_NUMBER_MASK, type PaymentForm } from './card.ts';

interface PaymentFieldsProps {
  form: UseFormReturn<PaymentForm>;
  /** Paid online: the card is typed on the provider's page next, so it is not asked for here. */
  cardOnProvidersPage: boolean;
}

const TERMS_TAB_NOTE_ID = 'terms-new-tab';

/**
 * Card details and the terms; none of it is ever sent to the server. With payment at the
 * counter (PAYMENTS=counter) nothing is charged online, and the copy says so (decision 048).
 * Paid online (PAYMENTS=stripe), the card is typed on the provider's page (decision 051).
 */
export function PaymentFields({ form, cardOnProvidersPage }: PaymentFieldsProps) {
  if (cardOnProvidersPage) {
    return (
      <>
        <p className="payment-note small">
          Next you pay on our payment partner&apos;s secure page; your card details never reach
          Keyturn. The car is held for you while you pay, and your card is saved for the deposit
          held at pick-up and for anything the return adds.
        </p>
        <TermsCheck form={form} />
      </>
    );
  }
  return (
    <>
      <p className="payment-note small">
        Your card is not charged online: you pay at the counter when you pick up the car.
      </p>
      <FormField form={form} name="cardNo" label="Card Number">
        {(control) => (
          <MaskedInput
            {...control}
            mask={CARD_NUMBER_MASK}
            placeholder="1234-5678-9012-3456"
            autoComplete="cc-number"
          />
        )}
      </FormField>
      <FormField
        form={form}
        name="cardHolderName"
        label="Card Holder Name"
        autoComplete="cc-name"
      />
      <div className="d-flex gap-3">
        <FormField form={form} name="expiryDate" label="Expiry Date" className="mb-3 flex-fill">
          {(control) => (
            <MaskedInput
              {...control}
              mask={CARD_EXPIRY_MASK}
              placeholder="MM/YY"
              autoComplete="cc-exp"
            />
          )}
        </FormField>
        <FormField
          form={form}
          name="cvv"
          label="CVV"
          inputMode="numeric"
          maxLength={3}
          autoComplete="cc-csc"
          className="mb-3 flex-fill"
        />
      </div>
      <TermsCheck form={form} />
    </>
  );
}

/** The terms' box, its link opening in a tab of its own. */
function TermsCheck({ form }: Pick<PaymentFieldsProps, 'form'>) {
  const termsState = form.getFieldState('terms', form.formState);
  const termsShown = termsState.isTouched || form.formState.isSubmitted;
  return (
    <>
      <Form.Check
        id="field-terms"
        {...form.register('terms')}
        label={
          <>
            I accept the{' '}
            {/* A tab of its own: leaving this page would lose the card and the trip typed. */}
            <a
              href={termsLink.to}
              target="_blank"
              rel="noopener"
              aria-describedby={TERMS_TAB_NOTE_ID}
            >
              terms and conditions
            </a>
          </>
        }
        isValid={termsShown && !termsState.error}
        isInvalid={termsShown && Boolean(termsState.error)}
        feedback={termsState.error?.message}
        feedbackType="invalid"
        className="mb-3"
      />
      {/* Outside the label, so that the box's name stays the label's words. */}
      <span id={TERMS_TAB_NOTE_ID} hidden>
        Opens in a new tab
      </span>
    </>
  );
}
