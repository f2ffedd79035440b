import './reservation-add.scss';
import type { User, Vehicle } from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { formatPricePerHour } from '../../../lib/format.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { PaymentStep, TripStep, useTripQuote } from '../../booking/index.ts';
import { useTimesJudgedTogether } from '../../trip/index.ts';
import { vehicleChoicesQuery } from '../../vehicles/index.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { CustomerPicker } from './CustomerPicker.tsx';
import { useCreateReservationFor } from './queries.ts';

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
        subtitle="Book a vehicle for a customer. They get the confirmation mail, as if they had booked themselves."
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

function NewReservationForm({ vehicles, timeZone }: NewReservationFormProps) {
  const navigate = useNavigate();
  const booking = useCreateReservationFor();
  const [customer, setCustomer] = useState<User | null>(null);
  const [vehicleId, setVehicleId] = useState('');
  const flow = useTripQuote({
    timeZone,
    fallbackMessage: BOOKING_ERROR_MESSAGE,
    customerAcceptsTerms: false,
  });
  const vehicle = vehicles.find((car) => String(car.id) === vehicleId);
  const checked = flow.tripForm.formState.isSubmitted;

  useTimesJudgedTogether(flow.tripForm);

  const onCheck = flow.tripForm.handleSubmit(async (trip) => {
    if (customer && vehicle) await flow.quoteTrip(vehicle.id, trip, customer.id);
  });

  // The customer and vehicle cannot change while a quote shows: its fieldset is disabled.
  const onBook = flow.book(async (body) => {
    if (!customer || !vehicle) return;
    const { id } = await booking.mutateAsync({ carId: vehicle.id, userId: customer.id, body });
    void toastSuccess(`Reservation created for ${customer.firstName} ${customer.lastName}.`);
    await navigate(`/admin/reservations/${id}`);
  });

  return (
    <div className="card-surface reservation-add">
      <TripStep
        label="Customer, vehicle and trip"
        flow={flow}
        onCheck={onCheck}
        ready={customer !== null && vehicle !== undefined}
      >
        <CustomerPicker
          value={customer}
          onChange={setCustomer}
          error={checked && !customer ? 'Select a customer' : undefined}
        />
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

      {vehicle && customer && (
        <PaymentStep
          flow={flow}
          onBook={onBook}
          bookLabel={`Book for ${customer.firstName}`}
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
