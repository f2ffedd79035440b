import './reservation-add.scss';
import type { User, Vehicle, WalkInCustomer } from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { showFieldRefusals } from '../../../lib/field-refusals.ts';
import { formatPricePerHour } from '../../../lib/format.ts';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { PaymentStep, TripStep, useTripQuote } from '../../booking/index.ts';
import { useTimesJudgedTogether } from '../../trip/index.ts';
import { vehicleChoicesQuery } from '../../vehicles/index.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import type { BookedCustomer } from './api.ts';
import { CustomerPicker } from './CustomerPicker.tsx';
import { useCreateReservationFor } from './queries.ts';
import { WalkInFields } from './WalkInFields.tsx';
import {
  emptyWalkIn,
  toWalkInCustomer,
  walkInDriver,
  walkInResolver,
  type WalkInFormValues,
} from './walk-in-form.ts';

const BOOKING_ERROR_MESSAGE = 'The reservation could not be made. Please try again later.';

/** The office's booking is paid at the counter, whatever the customers' payment mode. */
const officeHowToPay = () => (
  <p className="payment-note small">
    The customer pays at the counter when picking the car up, and accepts the terms there.
  </p>
);

export function ReservationAddPage() {
  const settings = useCompanySettings();
  const vehicles = useQuery(vehicleChoicesQuery);
  return (
    <>
      <AdminPageHeader
        eyebrow="Bookings"
        title="New reservation"
        subtitle="Book a vehicle for a customer, or for a new one at the desk. They get the confirmation mail, as if they had booked themselves."
        back={{ to: '/admin/reservations', label: 'Reservations' }}
      />
      {settings.data && vehicles.data ? (
        <NewReservationForm vehicles={vehicles.data} timeZone={settings.data.timeZone} />
      ) : settings.isError || vehicles.isError ? (
        <Alert variant="danger">The form could not be loaded. Please try again later.</Alert>
      ) : (
        <Spinner label="Loading the form…" />
      )}
    </>
  );
}

interface NewReservationFormProps {
  vehicles: Vehicle[];
  timeZone: string;
}

/** Whom the booking is for: a customer on record, picked, or a new one, typed (a walk-in). */
type CustomerKind = 'existing' | 'new';

const CUSTOMER_KINDS: readonly { kind: CustomerKind; label: string }[] = [
  { kind: 'existing', label: 'Existing customer' },
  { kind: 'new', label: 'New customer' },
];

/** A booked customer as the booking and its toast name them. */
interface Booked {
  whom: BookedCustomer;
  firstName: string;
  lastName: string;
}

function NewReservationForm({ vehicles, timeZone }: NewReservationFormProps) {
  const navigate = useNavigate();
  const booking = useCreateReservationFor();
  const [kind, setKind] = useState<CustomerKind>('existing');
  const [customer, setCustomer] = useState<User | null>(null);
  const walkInForm = useJudgedForm<WalkInFormValues>(walkInResolver, emptyWalkIn);
  // The customer the quote showing is for: kept while the inputs are locked under it.
  const [quotedFor, setQuotedFor] = useState<Booked | null>(null);
  const [vehicleId, setVehicleId] = useState('');
  const flow = useTripQuote({
    timeZone,
    fallbackMessage: BOOKING_ERROR_MESSAGE,
    customerAcceptsTerms: false,
  });
  const vehicle = vehicles.find((car) => String(car.id) === vehicleId);
  const checked = flow.tripForm.formState.isSubmitted;

  useTimesJudgedTogether(flow.tripForm);

  // A press of the check judges the new customer's fields too, also when the trip's own faults
  // hold the check back (FormSubmitButton): after a press every field counts as touched.
  const presses = flow.tripForm.formState.submitCount;
  useEffect(() => {
    if (presses > 0) void walkInForm.handleSubmit(() => undefined)();
  }, [presses, walkInForm]);

  /** The new customer's details when they pass the rules; every field's sentence shows. */
  const judgedWalkIn = () =>
    new Promise<WalkInCustomer | null>((resolve) => {
      void walkInForm.handleSubmit(
        (values) => resolve(toWalkInCustomer(values)),
        () => resolve(null),
      )();
    });

  // Both parts are judged at once, so that every missing field says so on the first check.
  const onCheck = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const walkIn = kind === 'new' ? await judgedWalkIn() : null;
    await flow.tripForm.handleSubmit(async (trip) => {
      if (!vehicle) return;
      if (kind === 'existing' && customer) {
        setQuotedFor({ whom: { userId: customer.id }, ...customer });
        await flow.quoteTrip(vehicle.id, trip, { userId: customer.id });
      } else if (kind === 'new' && walkIn) {
        setQuotedFor({ whom: { customer: walkIn }, ...walkIn });
        await flow.quoteTrip(vehicle.id, trip, walkInDriver(walkIn));
      }
    })(event);
  };

  // The customer and vehicle cannot change while a quote shows: its fieldset is disabled.
  const onBook = flow.book(async (body) => {
    if (!quotedFor || !vehicle) return;
    const { whom, firstName, lastName } = quotedFor;
    try {
      const { id } = await booking.mutateAsync({ carId: vehicle.id, whom, body });
      void toastSuccess(
        'customer' in whom
          ? `Reservation created for ${firstName} ${lastName}, who has been mailed a link to set a password.`
          : `Reservation created for ${firstName} ${lastName}.`,
      );
      await navigate(`/admin/reservations/${id}`);
    } catch (failure) {
      // An email on record already, say: shown under its field too, for after Edit.
      if ('customer' in whom) showFieldRefusals(walkInForm, failure, 'customer.');
      throw failure;
    }
  });

  const ready = vehicle !== undefined && (kind === 'new' || customer !== null);

  return (
    <div className="card-surface reservation-add">
      <TripStep label="Customer, vehicle and trip" flow={flow} onCheck={onCheck} ready={ready}>
        <fieldset className="mb-3">
          <legend className="form-label mb-2">Customer</legend>
          <div className="customer-kind">
            {CUSTOMER_KINDS.map((choice) => (
              <CustomerKindChoice
                key={choice.kind}
                {...choice}
                checked={kind === choice.kind}
                onChoose={() => setKind(choice.kind)}
              />
            ))}
          </div>
          {kind === 'existing' ? (
            <CustomerPicker
              value={customer}
              onChange={setCustomer}
              error={checked && !customer ? 'Select a customer' : undefined}
              labelHidden
            />
          ) : (
            <WalkInFields form={walkInForm} />
          )}
        </fieldset>
        <Form.Group className="mb-3">
          <Form.Label htmlFor="new-reservation-vehicle">Vehicle</Form.Label>
          <Form.Select
            id="new-reservation-vehicle"
            value={vehicleId}
            onChange={(event) => setVehicleId(event.target.value)}
            isInvalid={checked && !vehicle}
            isValid={vehicle !== undefined}
            aria-describedby={checked && !vehicle ? 'new-reservation-vehicle-error' : undefined}
          >
            <option value="">Select a car</option>
            {vehicles.map((car) => (
              <option key={car.id} value={car.id}>
                {car.model}, {formatPricePerHour(car.pricePerHour)}
              </option>
            ))}
          </Form.Select>
          {checked && !vehicle && (
            <Form.Control.Feedback type="invalid" id="new-reservation-vehicle-error">
              Select a car
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </TripStep>

      {vehicle && quotedFor && flow.quote && (
        <PaymentStep
          flow={flow}
          onBook={onBook}
          bookLabel={`Book for ${quotedFor.firstName}`}
          howToPay={officeHowToPay}
        >
          <Alert variant="success" className="small">
            The {vehicle.model} is free for these times.
          </Alert>
        </PaymentStep>
      )}
    </div>
  );
}

interface CustomerKindChoiceProps {
  kind: CustomerKind;
  label: string;
  checked: boolean;
  onChoose(): void;
}

/** One half of the choice between a customer on record and a new one, as a toggle button. */
function CustomerKindChoice({ kind, label, checked, onChoose }: CustomerKindChoiceProps) {
  const id = `customer-kind-${kind}`;
  return (
    <>
      <input
        type="radio"
        className="btn-check"
        name="customer-kind"
        id={id}
        value={kind}
        checked={checked}
        onChange={onChoose}
      />
      <label className="btn btn-outline-primary" htmlFor={id}>
        {label}
      </label>
    </>
  );
}
