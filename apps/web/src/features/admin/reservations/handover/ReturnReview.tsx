import Button from 'react-bootstrap/Button';
import { SubmitButton } from '../../../../components/SubmitButton.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { useFocusOnMount } from '../../../../lib/use-focus-on-mount.ts';
import { ChargeLines } from '../../../trip/index.ts';
import { FormActions } from '../../components/FormActions.tsx';
import type { CheckInPreview } from './api.ts';

interface ReturnReviewProps {
  preview: CheckInPreview;
  pending: boolean;
  onChange(): void;
}

/**
 * What the return adds to the bill, shown before the office confirms it. Confirm submits the
 * form it is in, whose second step is the check-in itself.
 */
export function ReturnReview({ preview, pending, onChange }: ReturnReviewProps) {
  // The Review button went away with the step: the outcome takes the focus and is read out.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="return-review-title" className="return-review">
      <h2 id="return-review-title" ref={heading} tabIndex={-1} className="h5">
        Charges for this return
      </h2>
      {preview.lines.length > 0 ? (
        <ChargeLines lines={preview.lines} />
      ) : (
        <p>Nothing to add: on time, enough fuel, within the miles and no damage.</p>
      )}
      <p className="return-review-total">
        New total <strong>{formatMoney(preview.total)}</strong>
      </p>
      <FormActions
        start={
          <Button variant="outline-primary" onClick={onChange} disabled={pending}>
            Change details
          </Button>
        }
        end={<SubmitButton pending={pending}>Confirm return</SubmitButton>}
      />
    </section>
  );
}
