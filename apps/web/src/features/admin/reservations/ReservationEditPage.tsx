import { RESERVATION_STATUS_LABELS, type Reservation } from '@keyturn/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BsInfoCircle, BsPersonCircle } from 'react-icons/bs';
import { GridField } from '../../../components/GridField.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { FormSubmitButton } from '../../../components/FormSubmitButton.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { ReservationCharges, StatusBadge, reservationKeys } from '../../reservations/index.ts';
import { OfficeChargeSection } from '../charges/index.ts';
import { OfficePaymentSection } from '../payments/index.ts';
import { AdminNotice } from '../components/AdminNotice.tsx';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { WithTimeZone } from '../components/WithTimeZone.tsx';
import { RecordFormActions } from '../components/RecordFormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { toastFailure } from '../lib/notify.ts';
import { TRIP_TIME_FIELDS, TRIP_STOPS } from '../../trip/index.ts';
import { vehicleChoicesQuery } from '../../vehicles/index.ts';
import { HandoverAction } from './handover/HandoverAction.tsx';
import { ReservationHandover } from './handover/ReservationHandover.tsx';
import { reservationRecord, useUpdateReservation } from './queries.ts';
import {
  reservationFormValues,
  reservationResolver,
  statusChoices,
  toReservationUpdate,
  type ReservationFormValues,
} from './reservation-form.ts';

const [PICK_UP] = TRIP_STOPS;

/** A stop's date and time inputs, in the order they are laid out. */
const WHEN_INPUTS = [
  { part: 'date', word: 'Date' },
  { part: 'time', word: 'Time' },
] as const;

export function ReservationEditPage() {
  return (
    <RecordPage kind={reservationRecord}>
      {(reservation) => (
        // The status and time rules read the company's zone.
        <WithTimeZone key={reservation.id} loading="Loading the reservation…">
          {(timeZone) => <ReservationEditor reservation={reservation} timeZone={timeZone} />}
        </WithTimeZone>
      )}
    </RecordPage>
  );
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
  const form = useJudgedForm<ReservationFormValues>(
    reservationResolver(reservation, timeZone),
    reservationFormValues(reservation),
  );
  // The checkout charges the booking as it was made: until it is paid, the office may only
  // cancel it (the server refuses any other change), so its trip's inputs are locked.
  const awaitingPayment = reservation.status === 'PENDING_PAYMENT';
  // A trip on the road may move its drop-off only, priced as an extension (decision 070).
  const onTheRoad = reservation.status === 'IN_PROGRESS';
  const final = reservation.status !== 'CREATED' && !awaitingPayment && !onTheRoad;
  const pickUpLocked = awaitingPayment || onTheRoad;
  // Until the list arrives, the reservation's own vehicle is the one choice.
  const choices = vehicles.data ?? [reservation.car];
  const statuses = statusChoices(reservation, timeZone, new Date());
  const selects = [
    {
      name: 'carId',
      label: 'Vehicle',
      placeholder: 'Select a car',
      options: choices.map((car) => ({ value: car.id, label: car.model })),
      disabled: pickUpLocked,
    },
    {
      name: 'status',
      label: 'Status',
      placeholder: 'Select a status',
      options: statuses.map((status) => ({
        value: status,
        label: RESERVATION_STATUS_LABELS[status],
      })),
      // Only the check-in ends a trip on the road.
      disabled: onTheRoad,
    },
  ] as const;
  // The time rule may put its reason under another time input than the one just left: all
  // four show their state from then on.
  const showTripTimes = () => {
    for (const field of TRIP_TIME_FIELDS) {
      form.setValue(field, form.getValues(field), { shouldTouch: true, shouldValidate: true });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toReservationUpdate(values, reservation));
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
        tabTitle={`Reservation #${reservation.id}`}
        subtitle={
          <span className="d-inline-flex flex-wrap align-items-center gap-2">
            <StatusBadge status={reservation.status} overdue={reservation.overdue} />
            <span>Total {formatMoney(reservation.totalPrice)}</span>
          </span>
        }
        back={reservationRecord.back}
        actions={
          <>
            <HandoverAction reservation={reservation} timeZone={timeZone} />
            <LinkButton to={`/admin/users/${reservation.userId}`} variant="outline-primary">
              <BsPersonCircle aria-hidden="true" className="me-2" />
              Go To Customer
            </LinkButton>
          </>
        }
      />
      {reservation.status === 'IN_PROGRESS' ? (
        <AdminNotice icon={BsInfoCircle}>
          This car is on the road: only its drop-off can change. A later drop-off adds the added
          time at today&apos;s prices, an earlier one gives it back; the booking ends when the car
          is taken back.
        </AdminNotice>
      ) : awaitingPayment ? (
        <AdminNotice icon={BsInfoCircle}>
          This booking waits for the customer&apos;s online payment and holds the car until then. It
          cannot be changed before it is paid, only cancelled.
        </AdminNotice>
      ) : (
        final && (
          <AdminNotice icon={BsInfoCircle}>
            This reservation is marked {RESERVATION_STATUS_LABELS[reservation.status]}: its status
            is final, so it can no longer be changed.
          </AdminNotice>
        )
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
            {/* A final reservation is a record of what happened: read-only, like a built-in one
                (the server refuses any change to it). It may still be deleted. */}
            <fieldset disabled={final}>
              <Row className="g-3">
                {selects.map((select) => (
                  <Col md={6} key={select.name}>
                    <SelectField form={form} {...select} className="" />
                  </Col>
                ))}
                {TRIP_STOPS.flatMap((stop) =>
                  WHEN_INPUTS.map(({ part, word }) => (
                    <GridField
                      xs={6}
                      md={3}
                      key={stop[part]}
                      form={form}
                      name={stop[part]}
                      label={`${stop.label} ${word}`}
                      type={part}
                      disabled={stop === PICK_UP ? pickUpLocked : awaitingPayment}
                    />
                  )),
                )}
                {TRIP_STOPS.map((stop) => (
                  <GridField
                    md={6}
                    key={stop.location}
                    form={form}
                    name={stop.location}
                    label={`${stop.label} Location`}
                    disabled={stop === PICK_UP ? pickUpLocked : awaitingPayment}
                  />
                ))}
              </Row>
            </fieldset>
            <RecordFormActions
              kind={reservationRecord}
              deletableId={reservation.id}
              save={!final && <FormSubmitButton form={form}>Save</FormSubmitButton>}
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
            <ReservationCharges
              reservation={reservation}
              headingClassName="h6 admin-aside-title mt-4"
            />
            <OfficeChargeSection reservationId={reservation.id} status={reservation.status} />
            <OfficePaymentSection reservationId={reservation.id} />
          </aside>
        </Col>
      </Row>
      <ReservationHandover
        handover={reservation.handover}
        licenseCheckedAt={reservation.licenseCheckedAt}
      />
    </>
  );
}
