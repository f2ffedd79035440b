import {
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  type BookingDetailsForm,
  type Vehicle,
} from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { company } from '../../content/company.ts';
import { ApiError } from '../../lib/api.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';
import { canSubmit } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useAuth } from '../auth/auth-context.ts';
import { signInPath } from '../auth/return-path.ts';
import { checkAvailability } from './api.ts';
import { useCreateReservation } from './queries.ts';
import {
  toAvailabilityQuery,
  toBookingRequest,
  todayInZone,
  tripLength,
} from './booking-request.ts';
import { paymentFormSchema, type PaymentForm } from './card.ts';
import { PaymentFields } from './PaymentFields.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { TripFields } from './TripFields.tsx';
import { tripResolver } from './trip-resolver.ts';
import { useTripTimes } from './use-trip-times.ts';
import { tripFromQuery, tripQuery } from './trip-query.ts';

const RENT_ERROR_MESSAGE = 'There is an error occurred during rent operation!';

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

/** The trip that was found available, with its price; the card section shows while it is set. */
interface Quote extends ReturnType<typeof tripLength> {
  trip: BookingDetailsForm;
  totalPrice: number;
}

function rentErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409
    ? VEHICLE_NOT_AVAILABLE_MESSAGE
    : RENT_ERROR_MESSAGE;
}

/** The form reads and shows times in the company's zone, which the server tells. */
export function BookingForm({ vehicle }: { vehicle: Vehicle }) {
  const settings = useCompanySettings();
  if (settings.data) return <TripBooking vehicle={vehicle} timeZone={settings.data.timeZone} />;
  if (settings.isPending) return <Spinner label="Loading the booking form…" className="py-4" />;
  return (
    <Alert variant="danger" className="small">
      The booking form could not be loaded.{' '}
      <Button
        variant="link"
        size="sm"
        className="p-0 align-baseline"
        onClick={() => void settings.refetch()}
      >
        Try again
      </Button>
    </Alert>
  );
}

function TripBooking({ vehicle, timeZone }: { vehicle: Vehicle; timeZone: string }) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const booking = useCreateReservation(vehicle.id);
  const [quote, setQuote] = useState<Quote | null>(null);
  const minDate = useMemo(() => todayInZone(new Date(), timeZone), [timeZone]);
  const resolver = useMemo(() => tripResolver(timeZone), [timeZone]);

  const tripForm = useForm<BookingDetailsForm>({
    resolver,
    mode: 'all',
    // Dates in the page's address (the way back from the login page) fill the form in.
    defaultValues: { ...emptyTrip, ...tripFromQuery(new URLSearchParams(search)) },
  });
  const paymentForm = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema()),
    mode: 'all',
    defaultValues: emptyPayment,
  });

  // The time rule is part of the form's validation: a trip it refuses never gets here, and its
  // reason shows under the input it concerns.
  const onCheck = tripForm.handleSubmit(async (trip) => {
    try {
      const answer = await checkAvailability(toAvailabilityQuery(vehicle.id, trip));
      if (!answer.available) {
        void toastError(VEHICLE_NOT_AVAILABLE_MESSAGE);
        return;
      }
      setQuote({ trip, totalPrice: answer.totalPrice, ...tripLength(trip, timeZone) });
    } catch (error) {
      void toastError(rentErrorMessage(error));
    }
  });

  const onBook = paymentForm.handleSubmit(async () => {
    if (!quote) return;
    try {
      await booking.mutateAsync(toBookingRequest(quote.trip));
      void toastSuccess('Reservation created successfully!');
      await navigate('/user/reservations');
    } catch (error) {
      void toastError(rentErrorMessage(error));
    }
  });

  // Signing in comes back to this vehicle, with the dates entered so far.
  const backHere = pathname + tripQuery(useWatch({ control: tripForm.control }));

  const editTrip = () => {
    setQuote(null);
    paymentForm.reset(emptyPayment);
  };

  // Times picked elsewhere on the page replace a quote for other times.
  useTripTimes(tripForm, editTrip);

  return (
    <section className="booking-card" aria-labelledby="booking-title">
      <h2 id="booking-title" className="h4 mb-1">
        Book this vehicle
      </h2>
      <p className="text-secondary small mb-3">
        Times are local to {company.city}. Every started hour is charged.
      </p>
      {!isLoggedIn && (
        <Alert variant="warning" className="small">
          Please <Link to={signInPath('login', backHere)}>log in</Link> first to book this vehicle.
          New here? <Link to={signInPath('register', backHere)}>Create an account</Link>.
        </Alert>
      )}

      <Form noValidate onSubmit={onCheck} aria-label="Trip details">
        <fieldset disabled={!isLoggedIn || quote !== null}>
          <legend className="visually-hidden">Trip details</legend>
          <TripFields form={tripForm} minDate={minDate} />
        </fieldset>
        {quote === null && (
          <SubmitButton
            variant="warning"
            className="w-100"
            pending={tripForm.formState.isSubmitting}
            disabled={!isLoggedIn || !canSubmit(tripForm)}
          >
            Check If Available
          </SubmitButton>
        )}
      </Form>

      {quote && (
        <Form noValidate onSubmit={onBook} aria-label="Payment" className="mt-3">
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
              Book Now
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
