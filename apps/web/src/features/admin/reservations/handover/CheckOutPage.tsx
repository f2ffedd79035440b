import {
  formatMiles,
  isOdometerJump,
  ODOMETER_JUMP_WARN,
  type CheckOutRequest,
  type Reservation,
} from '@keyturn/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../../../components/ConfirmDialog.ts';
import { FormSubmitButton } from '../../../../components/FormSubmitButton.tsx';
import { Spinner } from '../../../../components/Spinner.tsx';
import { toastSuccess } from '../../../../lib/toast.ts';
import { FormActions } from '../../components/FormActions.tsx';
import {
  BLANK_CHECK_OUT,
  checkOutFormSchemaAfter,
  toCheckOutRequest,
  type CheckOutFormValues,
} from './handover-form.ts';
import { HandoverFields } from './HandoverFields.tsx';
import { HandoverForm } from './HandoverForm.tsx';
import { HandoverPage } from './HandoverPage.tsx';
import { LicenceCheck } from './LicenceCheck.tsx';
import { carAtCheckOut, useCheckOut } from './queries.ts';
import { useHandoverForm } from './use-handover-form.ts';

/** /admin/reservations/{id}/check-out: the car goes out. */
export function CheckOutPage() {
  return (
    <HandoverPage title="Hand the car over" from="CREATED">
      {(reservation) => <CheckOutWithLastReading reservation={reservation} />}
    </HandoverPage>
  );
}

/**
 * The form once the car's last odometer reading is known, which its field is held to and says;
 * if it cannot be loaded the form goes on without it, and the server holds the reading to it.
 */
function CheckOutWithLastReading({ reservation }: { reservation: Reservation }) {
  const vehicle = useQuery(carAtCheckOut(reservation.car.id));
  if (vehicle.isPending) return <Spinner label="Loading the car's last odometer reading…" />;
  return <CheckOutForm reservation={reservation} last={vehicle.data?.odometer ?? null} />;
}

/** What the odometer's field says under it: the reading it goes on from, if the car has one. */
const odometerHint = (last: number | null) =>
  last === null
    ? 'The miles on the dashboard as the car leaves: its first reading on record.'
    : `Last reading ${formatMiles(last)}, at the car's last hand-over. The miles on the dashboard as the car leaves.`;

/**
 * A reading far above the last one (a digit too many?) is asked about before it is sent: yes
 * sends it as confirmed, no leaves the field to correct.
 */
function confirmJump(last: number, reading: number): Promise<boolean> {
  return confirmDialog({
    title: 'Check the odometer',
    text: `${formatMiles(reading)} is ${formatMiles(reading - last)} more than the car's last reading, ${formatMiles(last)} (more than ${formatMiles(ODOMETER_JUMP_WARN)} since its last hand-over). Is the reading right?`,
    confirmButtonText: `Yes, ${formatMiles(reading)}`,
    cancelButtonText: 'Correct it',
  });
}

function CheckOutForm({ reservation, last }: { reservation: Reservation; last: number | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useMemo(() => checkOutFormSchemaAfter(last), [last]);
  const { form, uploads, refusal, send } = useHandoverForm<CheckOutFormValues>(
    schema,
    BLANK_CHECK_OUT,
    'The car could not be handed over.',
  );
  const checkOut = useCheckOut(reservation.id);

  const onSubmit = form.handleSubmit(async (values) => {
    const request: CheckOutRequest = { ...toCheckOutRequest(values), photos: uploads.ids };
    if (isOdometerJump(last, request.odometer)) {
      if (!(await confirmJump(last!, request.odometer))) {
        form.setFocus('odometer');
        return;
      }
      request.confirm = true;
    }
    if (await send(() => checkOut.mutateAsync(request))) {
      void toastSuccess('The car is on the road. Have a good trip!');
      await navigate(`/admin/reservations/${reservation.id}`);
    } else {
      // A reading refused against a newer one than this page read: the next try reads it.
      void queryClient.invalidateQueries(carAtCheckOut(reservation.car.id));
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
        <HandoverFields form={form} uploads={uploads} odometerHint={odometerHint(last)} />
      </Row>
    </HandoverForm>
  );
}
