import type { CheckInRequest, Reservation } from '@keyturn/shared';
import { useState, type FormEvent } from 'react';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { FormSubmitButton } from '../../../../components/FormSubmitButton.tsx';
import { GridField } from '../../../../components/GridField.tsx';
import { toastSuccess } from '../../../../lib/toast.ts';
import { HandoverRecords } from '../../../reservations/index.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { WithTimeZone } from '../../components/WithTimeZone.tsx';
import type { CheckInPreview } from './api.ts';
import { DamageRows } from './DamageRows.tsx';
import {
  blankCheckIn,
  checkInFormSchema,
  toCheckInRequest,
  type CheckInFormValues,
} from './handover-form.ts';
import { HandoverFields } from './HandoverFields.tsx';
import { HandoverForm } from './HandoverForm.tsx';
import { HandoverPage } from './HandoverPage.tsx';
import { useCheckIn, usePreviewCheckIn } from './queries.ts';
import { ReturnReview } from './ReturnReview.tsx';
import { useHandoverForm } from './use-handover-form.ts';

/** /admin/reservations/{id}/check-in: the car comes back. */
export function CheckInPage() {
  return (
    <HandoverPage title="Take the car back" from="IN_PROGRESS">
      {(reservation) => (
        // The return time starts at now on the company's clock.
        <WithTimeZone loading="Loading the return…">
          {(timeZone) => <CheckInForm reservation={reservation} timeZone={timeZone} />}
        </WithTimeZone>
      )}
    </HandoverPage>
  );
}

/** When the car came back: a date and a time input, now unless the office says otherwise. */
const RETURN_TIME_INPUTS = [
  { name: 'returnedDate', label: 'Returned on', type: 'date' },
  { name: 'returnedTime', label: 'At', type: 'time' },
] as const;

/** The request the office reviewed, with what the server said it would add. */
interface Reviewed {
  request: CheckInRequest;
  preview: CheckInPreview;
}

function CheckInForm({ reservation, timeZone }: { reservation: Reservation; timeZone: string }) {
  const navigate = useNavigate();
  const { form, uploads, refusal, send } = useHandoverForm<CheckInFormValues>(
    checkInFormSchema,
    blankCheckIn(new Date(), timeZone),
    'The return could not be recorded.',
  );
  const preview = usePreviewCheckIn(reservation.id);
  const checkIn = useCheckIn(reservation.id);
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);

  const review = form.handleSubmit(async (values) => {
    const { dirtyFields } = form.formState;
    const timeChanged = Boolean(dirtyFields.returnedDate || dirtyFields.returnedTime);
    const request = { ...toCheckInRequest(values, timeChanged), photos: uploads.ids };
    await send(async () => setReviewed({ request, preview: await preview.mutateAsync(request) }));
  });

  // What is confirmed is what was reviewed: the fields are locked while the charges show.
  const confirm = async () => {
    if (!reviewed) return;
    if (await send(() => checkIn.mutateAsync(reviewed.request))) {
      void toastSuccess('The car is back. The return has been recorded.');
      await navigate(`/admin/reservations/${reservation.id}`);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!reviewed) return review(event);
    event.preventDefault();
    return confirm();
  };

  const checkOut = reservation.handover.checkOut;
  return (
    <HandoverForm
      label="Return"
      onSubmit={onSubmit}
      refusal={refusal}
      actions={
        reviewed ? (
          <ReturnReview
            preview={reviewed.preview}
            pending={checkIn.isPending}
            onChange={() => setReviewed(null)}
          />
        ) : (
          <FormActions
            end={
              <FormSubmitButton form={form} disabled={uploads.busy}>
                Review charges
              </FormSubmitButton>
            }
          />
        )
      }
      aside={
        checkOut && (
          <aside className="card-surface admin-aside h-100" aria-label="At the hand-over">
            <HandoverRecords handover={{ checkOut }} headingClassName="h6 admin-aside-title" />
          </aside>
        )
      }
    >
      <fieldset disabled={reviewed !== null}>
        <Row className="g-3">
          <HandoverFields
            form={form}
            uploads={uploads}
            odometerHint={
              checkOut
                ? `It read ${checkOut.odometer.toLocaleString('en-US')} mi at the hand-over.`
                : 'The miles on the dashboard as the car comes back.'
            }
          />
          {RETURN_TIME_INPUTS.map((input) => (
            <GridField key={input.name} xs={12} sm={6} md={3} form={form} {...input} />
          ))}
          <DamageRows form={form} />
        </Row>
      </fieldset>
    </HandoverForm>
  );
}
