import type { Reservation } from '@keyturn/shared';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { FormSubmitButton } from '../../../../components/FormSubmitButton.tsx';
import { toastSuccess } from '../../../../lib/toast.ts';
import { FormActions } from '../../components/FormActions.tsx';
import {
  BLANK_CHECK_OUT,
  checkOutFormSchema,
  toCheckOutRequest,
  type CheckOutFormValues,
} from './handover-form.ts';
import { HandoverFields } from './HandoverFields.tsx';
import { HandoverForm } from './HandoverForm.tsx';
import { HandoverPage } from './HandoverPage.tsx';
import { LicenceCheck } from './LicenceCheck.tsx';
import { useCheckOut } from './queries.ts';
import { useHandoverForm } from './use-handover-form.ts';

/** /admin/reservations/{id}/check-out: the car goes out. */
export function CheckOutPage() {
  return (
    <HandoverPage title="Hand the car over" from="CREATED">
      {(reservation) => <CheckOutForm reservation={reservation} />}
    </HandoverPage>
  );
}

function CheckOutForm({ reservation }: { reservation: Reservation }) {
  const navigate = useNavigate();
  const { form, uploads, refusal, send } = useHandoverForm<CheckOutFormValues>(
    checkOutFormSchema,
    BLANK_CHECK_OUT,
    'The car could not be handed over.',
  );
  const checkOut = useCheckOut(reservation.id);

  const onSubmit = form.handleSubmit(async (values) => {
    const request = { ...toCheckOutRequest(values), photos: uploads.ids };
    if (await send(() => checkOut.mutateAsync(request))) {
      void toastSuccess('The car is on the road. Have a good trip!');
      await navigate(`/admin/reservations/${reservation.id}`);
    }
  });

  return (
    <HandoverForm
      label="Hand-over"
      onSubmit={onSubmit}
      refusal={refusal}
      actions={
        <FormActions
          end={
            <FormSubmitButton form={form} disabled={uploads.busy}>
              Hand over the car
            </FormSubmitButton>
          }
        />
      }
      // The licence is checked before anything else.
      aside={<LicenceCheck userId={reservation.userId} />}
      asideFirst
    >
      <Row className="g-3">
        <HandoverFields
          form={form}
          uploads={uploads}
          odometerHint="The miles on the dashboard as the car leaves."
        />
      </Row>
    </HandoverForm>
  );
}
