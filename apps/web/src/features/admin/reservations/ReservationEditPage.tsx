import type { Reservation } from '@keyturn/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { BsInfoCircle, BsPersonCircle, BsTrash } from 'react-icons/bs';
import { FormField } from '../../../components/FormField.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { formatMoney } from '../../../lib/format.ts';
import { canSubmit } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { StatusBadge } from '../../reservations/StatusBadge.tsx';
import { STATUS_LABELS } from '../../reservations/status-labels.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { toastFailure } from '../lib/notify.ts';
import { TRIP_TIME_FIELDS } from '../../booking/booking-request.ts';
import { reservationKeys } from '../../reservations/queries.ts';
import { vehicleChoicesQuery } from '../../vehicles/queries.ts';
import { useDeleteRecord } from '../lib/use-delete-record.ts';
import { deleteReservation, fetchReservation } from './api.ts';
import { useUpdateReservation } from './queries.ts';
import {
  reservationFormValues,
  reservationResolver,
  statusChoices,
  toReservationUpdate,
  type ReservationFormValues,
} from './reservation-form.ts';

const BACK = { to: '/admin/reservations', label: 'Back to reservations' };

export function ReservationEditPage() {
  return (
    <RecordPage
      param="reservationId"
      title="Reservation"
      thing="reservation"
      back={BACK}
      queryKey={reservationKeys.detail}
      fetch={fetchReservation}
    >
      {(reservation) => <SettingsThenEditor key={reservation.id} reservation={reservation} />}
    </RecordPage>
  );
}

/** The status and time rules read the company's zone, so the form waits for the settings. */
function SettingsThenEditor({ reservation }: { reservation: Reservation }) {
  const settings = useCompanySettings();
  if (settings.isError) {
    return (
      <Alert variant="warning">The company's settings could not be loaded. Please retry.</Alert>
    );
  }
  if (!settings.data) return <Spinner label="Loading the reservation…" />;
  return <ReservationEditor reservation={reservation} timeZone={settings.data.timeZone} />;
}

function ReservationEditor({
  reservation,
  timeZone,
}: {
  reservation: Reservation;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const vehicles = useQuery(vehicleChoicesQuery);
  const save = useUpdateReservation(reservation.id);
  const removal = useDeleteRecord({
    thing: 'reservation',
    keys: reservationKeys,
    remove: deleteReservation,
    success: 'Reservation deleted successfully.',
    failure: 'There was an error deleting the reservation.',
    backTo: BACK.to,
  });
  const form = useForm<ReservationFormValues>({
    resolver: reservationResolver(reservation, timeZone),
    mode: 'all',
    defaultValues: reservationFormValues(reservation),
  });
  const final = reservation.status !== 'CREATED';
  // Until the list arrives, the reservation's own vehicle is the one choice.
  const choices = vehicles.data ?? [reservation.car];
  const statuses = statusChoices(reservation, timeZone, new Date());
  // The time rule may put its reason under another time input than the one just left: all
  // four show their state from then on.
  const showTripTimes = () => {
    for (const field of TRIP_TIME_FIELDS) {
      form.setValue(field, form.getValues(field), { shouldTouch: true, shouldValidate: true });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toReservationUpdate(values));
      void toastSuccess('Reservation updated successfully.');
      const saved = queryClient.getQueryData<Reservation>(reservationKeys.detail(reservation.id));
      form.reset(saved ? reservationFormValues(saved) : values);
    } catch (failure) {
      // The server's reason (a final status, a clash, a time in the past) is what helps here;
      // a refused status change is shown under the select too.
      const reason = errorMessage(failure, 'There was an error updating the data.');
      void toastFailure(reason, failure);
      if (failure instanceof ApiError && failure.fieldErrors?.some((e) => e.field === 'status')) {
        form.setError('status', { type: 'server', message: reason });
      }
    }
  });

  return (
    <>
      <AdminPageHeader
        eyebrow={`Reservation #${reservation.id}`}
        title={reservation.car.model}
        subtitle={
          <span className="d-inline-flex flex-wrap align-items-center gap-2">
            <StatusBadge status={reservation.status} />
            <span>Total {formatMoney(reservation.totalPrice)}</span>
          </span>
        }
        back={BACK}
        actions={
          <LinkButton to={`/admin/users/${reservation.userId}`} variant="outline-primary">
            <BsPersonCircle aria-hidden="true" className="me-2" />
            Go To Customer
          </LinkButton>
        }
      />
      {final && (
        <Alert variant="info" className="admin-alert d-flex align-items-center gap-2">
          <BsInfoCircle aria-hidden="true" className="flex-shrink-0" />
          This reservation is {STATUS_LABELS[reservation.status].toLowerCase()}: its status is
          final, so the server will refuse further changes.
        </Alert>
      )}
      <Row className="g-4">
        <Col xxl={8}>
          <Form
            noValidate
            onSubmit={onSubmit}
            onBlur={(event) => {
              if ((TRIP_TIME_FIELDS as readonly string[]).includes(event.target.name)) {
                showTripTimes();
              }
            }}
            aria-label="Reservation"
            className="card-surface admin-form h-100"
          >
            <Row className="g-3">
              <Col md={6}>
                <FormField form={form} name="carId" label="Vehicle" className="">
                  {(control) => (
                    <Form.Select {...control}>
                      <option value="">Select a car</option>
                      {choices.map((car) => (
                        <option key={car.id} value={car.id}>
                          {car.model}
                        </option>
                      ))}
                    </Form.Select>
                  )}
                </FormField>
              </Col>
              <Col md={6}>
                <FormField form={form} name="status" label="Status" className="">
                  {(control) => (
                    <Form.Select {...control}>
                      <option value="">Select a status</option>
                      {statuses.map((status) => (
                        <option key={status} value={status}>
                          {STATUS_LABELS[status]}
                        </option>
                      ))}
                    </Form.Select>
                  )}
                </FormField>
              </Col>
              <Col xs={6} md={3}>
                <FormField
                  form={form}
                  name="pickUpDate"
                  label="Pick Up Date"
                  type="date"
                  className=""
                />
              </Col>
              <Col xs={6} md={3}>
                <FormField
                  form={form}
                  name="pickUpTime"
                  label="Pick Up Time"
                  type="time"
                  className=""
                />
              </Col>
              <Col xs={6} md={3}>
                <FormField
                  form={form}
                  name="dropOffDate"
                  label="Drop Off Date"
                  type="date"
                  className=""
                />
              </Col>
              <Col xs={6} md={3}>
                <FormField
                  form={form}
                  name="dropOffTime"
                  label="Drop Off Time"
                  type="time"
                  className=""
                />
              </Col>
              <Col md={6}>
                <FormField
                  form={form}
                  name="pickUpLocation"
                  label="Pick Up Location"
                  className=""
                />
              </Col>
              <Col md={6}>
                <FormField
                  form={form}
                  name="dropOffLocation"
                  label="Drop Off Location"
                  className=""
                />
              </Col>
            </Row>
            <FormActions
              start={
                <>
                  <LinkButton to="/admin/reservations" variant="outline-secondary">
                    Cancel
                  </LinkButton>
                  <Button
                    variant="outline-danger"
                    onClick={() => void removal.confirmAndDelete(reservation.id)}
                    disabled={removal.isDeleting}
                  >
                    <BsTrash aria-hidden="true" className="me-2" />
                    Delete
                  </Button>
                </>
              }
              end={
                <SubmitButton pending={form.formState.isSubmitting} disabled={!canSubmit(form)}>
                  Save
                </SubmitButton>
              }
            />
          </Form>
        </Col>
        <Col xxl={4}>
          <aside className="card-surface admin-aside h-100" aria-labelledby="customer-title">
            <h2 id="customer-title" className="h6 admin-aside-title">
              Customer
            </h2>
            {reservation.user ? (
              <dl className="admin-facts mb-0">
                <dt>Name</dt>
                <dd>
                  {reservation.user.firstName} {reservation.user.lastName}
                </dd>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${reservation.user.email}`}>{reservation.user.email}</a>
                </dd>
                <dt>Phone</dt>
                <dd>{reservation.user.phoneNumber}</dd>
              </dl>
            ) : (
              <p className="text-secondary mb-0">Customer #{reservation.userId}</p>
            )}
          </aside>
        </Col>
      </Row>
    </>
  );
}
