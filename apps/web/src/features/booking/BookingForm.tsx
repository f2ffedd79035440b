import {
  bookingDetailsFormSchema,
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  type BookingDetailsForm,
  type Vehicle,
} from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { company } from '../../content/company.ts';
import { ApiError } from '../../lib/api.ts';
import { formatTotalPrice } from '../../lib/format.ts';
import { canSubmit } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useAuth } from '../auth/auth-context.ts';
import { checkAvailability, createReservation } from './api.ts';
import {
  bookingDatesProblem,
  toAvailabilityQuery,
  toBookingRequest,
  todayInZone,
} from './booking-request.ts';
import { paymentFormSchema, type PaymentForm } from './card.ts';
import { PaymentFields } from './PaymentFields.tsx';
import { TripFields } from './TripFields.tsx';

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
interface Quote {
  trip: BookingDetailsForm;
  totalPrice: number;
}

function rentErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409
    ? VEHICLE_NOT_AVAILABLE_MESSAGE
    : RENT_ERROR_MESSAGE;
}

export function BookingForm({ vehicle }: { vehicle: Vehicle }) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [quote, setQuote] = useState<Quote | null>(null);
  const minDate = useMemo(() => todayInZone(new Date(), company.timeZone), []);

  const tripForm = useForm<BookingDetailsForm>({
    resolver: zodResolver(bookingDetailsFormSchema),
    mode: 'all',
    defaultValues: emptyTrip,
  });
  const paymentForm = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema()),
    mode: 'all',
    defaultValues: emptyPayment,
  });

  const onCheck = tripForm.handleSubmit(async (trip) => {
    const problem = bookingDatesProblem(trip, new Date(), company.timeZone);
    if (problem) {
      void toastError(problem);
      return;
    }
    try {
      const answer = await checkAvailability(toAvailabilityQuery(vehicle.id, trip));
      if (answer.available) setQuote({ trip, totalPrice: answer.totalPrice });
      else void toastError(VEHICLE_NOT_AVAILABLE_MESSAGE);
    } catch (error) {
      void toastError(rentErrorMessage(error));
    }
  });

  const onBook = paymentForm.handleSubmit(async () => {
    if (!quote) return;
    try {
      await createReservation(vehicle.id, toBookingRequest(quote.trip));
      void toastSuccess('Reservation created successfully!');
      await queryClient.invalidateQueries({ queryKey: ['reservations'] });
      await navigate('/user/reservations');
    } catch (error) {
      void toastError(rentErrorMessage(error));
    }
  });

  const editTrip = () => {
    setQuote(null);
    paymentForm.reset(emptyPayment);
  };

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
          Please <Link to="/auth/login">log in</Link> first to book this vehicle. New here?{' '}
          <Link to="/auth/register">Create an account</Link>.
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
          <div className="booking-total" role="status">
            <span>Total price</span>
            <strong>{formatTotalPrice(quote.totalPrice)}</strong>
          </div>
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
