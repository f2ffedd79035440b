import type { Reservation } from '@keyturn/shared';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { FormSubmitButton } from '../../../../components/FormSubmitButton.tsx';
import { useJudgedForm } from '../../../../lib/forms.ts';
import { toastSuccess } from '../../../../lib/toast.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { formResolver } from '../../lib/form-resolver.ts';
import {
  BLANK_CHECK_OUT,
  checkOutFormSchema,
  toCheckOutRequest,
  type CheckOutFormValues,
} from './handover-form.ts';
import { HandoverFields } from './HandoverFields.tsx';
import { HandoverPage } from './HandoverPage.tsx';
import { HandoverRefusal } from './HandoverRefusal.tsx';
import { LicenceCheck } from './LicenceCheck.tsx';
import { useCheckOut } from './queries.ts';
import { useHandoverSubmit } from './use-handover-submit.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

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
  const form = useJudgedForm<CheckOutFormValues>(formResolver(checkOutFormSchema), BLANK_CHECK_OUT);
  const uploads = usePhotoUploads();
  const checkOut = useCheckOut(reservation.id);
  const { refusal, send } = useHandoverSubmit(form, 'The car could not be handed over.');

  const onSubmit = form.handleSubmit(async (values) => {
    const request = { ...toCheckOutRequest(values), photos: uploads.ids };
    if (await send(() => checkOut.mutateAsync(request))) {
      void toastSuccess('The car is on the road. Have a good trip!');
      await navigate(`/admin/reservations/${reservation.id}`);
    }
  });

  return (
    <Row className="g-4">
      <Col xxl={8}>
        <Form
          noValidate
          onSubmit={onSubmit}
          aria-label="Hand-over"
          className="card-surface admin-form"
        >
          <Row className="g-3">
            <HandoverFields
              form={form}
              uploads={uploads}
              odometerHint="The miles on the dashboard as the car leaves."
            />
          </Row>
          <HandoverRefusal reason={refusal} />
          <FormActions
            end={
              <FormSubmitButton form={form} disabled={uploads.busy}>
                Hand over the car
              </FormSubmitButton>
            }
          />
        </Form>
      </Col>
      {/* The licence is checked before anything else: on a narrow screen it comes first. */}
      <Col xxl={4} className="order-first order-xxl-last">
        <LicenceCheck userId={reservation.userId} />
      </Col>
    </Row>
  );
}
