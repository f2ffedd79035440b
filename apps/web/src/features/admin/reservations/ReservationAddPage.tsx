import './reservation-add.scss';
import {
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  type BookingDetailsForm,
  type User,
  type Vehicle,
} from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { canSubmit } from '../../../lib/forms.ts';
import { formatPricePerHour } from '../../../lib/format.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { checkAvailability } from '../../booking/api.ts';
import {
  toAvailabilityQuery,
  toBookingRequest,
  todayInZone,
  tripLength,
} from '../../booking/booking-request.ts';
import { paymentFormSchema, type PaymentForm } from '../../booking/card.ts';
import { PaymentFields } from '../../booking/PaymentFields.tsx';
import { PriceBreakdown } from '../../booking/PriceBreakdown.tsx';
import { TripFields } from '../../booking/TripFields.tsx';
import { tripResolver } from '../../booking/trip-resolver.ts';
import { useTimesJudgedTogether } from '../../booking/use-trip-times.ts';
import { vehicleChoicesQuery } from '../../vehicles/queries.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { CustomerPicker } from './CustomerPicker.tsx';
import { useCreateReservationFor } from './queries.ts';

const emptyTrip: BookingDetailsForm = {
  pickUpLocation: '',
  dropOffLocation: '',
  pickUpDate: '',
  pickUpTime: '',
  dropOffDate: '',
  dropOffTime: '',
};
const emptyPayment: PaymentForm = {
  cardNo: '',
  cardHolderName: '',
  expiryDate: '',
  cvv: '',
  terms: false,
};
const BOOKING_ERROR_MESSAGE = 'The reservation could not be made. Please try again later.';

/** The customer, vehicle and trip found free, with the price; the payment section shows then. */
interface Quote extends ReturnType<typeof tripLength> {
  customer: User;
  vehicle: Vehicle;
  trip: BookingDetailsForm;
  totalPrice: number;
}

function bookingErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BOOKING_ERROR_MESSAGE;
  if (error.status === 409) return VEHICLE_NOT_AVAILABLE_MESSAGE;
  return error.status === 400 && error.serverMessage ? error.serverMessage : BOOKING_ERROR_MESSAGE;
}

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
  const [quote, setQuote] = useState<Quote | null>(null);
  const minDate = useMemo(() => todayInZone(new Date(), timeZone), [timeZone]);
  const resolver = useMemo(() => tripResolver(timeZone), [timeZone]);
  const tripForm = useForm<BookingDetailsForm>({ resolver, mode: 'all', defaultValues: emptyTrip });
  const paymentForm = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema()),
    mode: 'all',
    defaultValues: emptyPayment,
  });
  const vehicle = vehicles.find((car) => String(car.id) === vehicleId);
  const checked = tripForm.formState.isSubmitted;

  useTimesJudgedTogether(tripForm);

  const onCheck = tripForm.handleSubmit(async (trip) => {
    if (!customer || !vehicle) return;
    try {
      const answer = await checkAvailability(toAvailabilityQuery(vehicle.id, trip));
      if (!answer.available) {
        void toastError(VEHICLE_NOT_AVAILABLE_MESSAGE);
        return;
      }
      setQuote({
        customer,
        vehicle,
        trip,
        totalPrice: answer.totalPrice,
        ...tripLength(trip, timeZone),
      });
    } catch (error) {
      void toastError(bookingErrorMessage(error));
    }
  });

  const onBook = paymentForm.handleSubmit(async () => {
    if (!quote) return;
    try {
      const { id } = await booking.mutateAsync({
        carId: quote.vehicle.id,
        userId: quote.customer.id,
        body: toBookingRequest(quote.trip),
      });
      void toastSuccess(
        `Reservation created for ${quote.customer.firstName} ${quote.customer.lastName}.`,
      );
      await navigate(`/admin/reservations/${id}`);
    } catch (error) {
      void toastError(bookingErrorMessage(error));
    }
  });

  const editTrip = () => {
    setQuote(null);
    paymentForm.reset(emptyPayment);
  };

  return (
    <div className="card-surface reservation-add">
      <Form noValidate onSubmit={onCheck} aria-label="Customer, vehicle and trip">
        <fieldset disabled={quote !== null}>
          <legend className="visually-hidden">Customer, vehicle and trip</legend>
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
          <TripFields form={tripForm} minDate={minDate} />
        </fieldset>
        {quote === null && (
          <SubmitButton
            variant="warning"
            className="w-100"
            pending={tripForm.formState.isSubmitting}
            disabled={!canSubmit(tripForm) || !customer || !vehicle}
          >
            Check If Available
          </SubmitButton>
        )}
      </Form>

      {quote && (
        <Form noValidate onSubmit={onBook} aria-label="Payment" className="mt-3">
          <Alert variant="success" className="small">
            The {quote.vehicle.model} is free for these times.
          </Alert>
          <PriceBreakdown
            totalPrice={quote.totalPrice}
            chargedHours={quote.chargedHours}
            minutes={quote.minutes}
          />
          <PaymentFields form={paymentForm} />
          <div className="d-flex gap-2">
            <Button variant="outline-secondary" className="flex-fill" onClick={editTrip}>
              Edit
            </Button>
            <SubmitButton
              variant="warning"
              className="flex-fill"
              pending={paymentForm.formState.isSubmitting}
              disabled={!canSubmit(paymentForm)}
            >
              Book for {quote.customer.firstName}
            </SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}
