import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { termsLink } from '../../content/navigation.ts';
import type { TermsAcceptance } from './terms-acceptance.ts';

const TERMS_TAB_NOTE_ID = 'terms-new-tab';

/** The terms' box, its link opening in a tab of its own. */
export function TermsCheck({ form }: { form: UseFormReturn<TermsAcceptance> }) {
  const termsState = form.getFieldState('terms', form.formState);
  const termsShown = termsState.isTouched || form.formState.isSubmitted;
  return (
    <>
      <Form.Check
        id="field-terms"
        {...form.register('terms')}
        label={
          <>
            I accept the {/* A tab of its own: leaving this page would lose the trip typed. */}
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
