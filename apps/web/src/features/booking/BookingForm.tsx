import type { PublicSettings, Vehicle } from '@keyturn/shared';
import Alert from 'react-bootstrap/Alert';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { company } from '../../content/company.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useAuth, signInPath } from '../auth/index.ts';
import { partFailureSentence } from '../errors/index.ts';
import { HowToPay } from './HowToPay.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { CancellationNotice } from './CancellationNotice.tsx';
import { useCreateReservation } from './queries.ts';
import { TripStep } from './TripStep.tsx';
import { tripFromQuery, tripQuery, useTripTimes } from '../trip/index.ts';
import { useAcceptedTerms } from './use-accepted-terms.ts';
import { useTripQuote } from './use-trip-quote.ts';

const RENT_ERROR_MESSAGE = 'There is an error occurred during rent operation!';

/**
 * The form reads and shows times in the company's zone, and the cancellation deadline by its
 * notice, both of which the server tells.
 */
export function BookingForm({ vehicle }: { vehicle: Vehicle }) {
  const settings = useCompanySettings();
  if (settings.data) return <TripBooking vehicle={vehicle} settings={settings.data} />;
  if (settings.isPending) return <Spinner label="Loading the booking form…" className="py-4" />;
  return (
    <RetryAlert variant="danger" small onRetry={() => void settings.refetch()}>
      {partFailureSentence('The booking form')}
    </RetryAlert>
  );
}

function TripBooking({ vehicle, settings }: { vehicle: Vehicle; settings: PublicSettings }) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const booking = useCreateReservation(vehicle.id);
  const paysOnline = settings.payments === 'stripe';
  const flow = useTripQuote({
    timeZone: settings.timeZone,
    // Dates in the page's address (the way back from the login page) fill the form in.
    initialTrip: tripFromQuery(new URLSearchParams(search)),
    fallbackMessage: RENT_ERROR_MESSAGE,
  });
  const terms = useAcceptedTerms(flow.quote !== null);

  const onCheck = flow.tripForm.handleSubmit((trip) => flow.quoteTrip(vehicle.id, trip));

  const onBook = flow.book(async (request) => {
    const termsVersion = terms.version();
    const created = await booking
      .mutateAsync({ ...request, ...(termsVersion && { termsVersion }) })
      .catch((error: unknown) => {
        terms.reread();
        throw error;
      });
    if (created.paymentUrl) {
      // The car is held while the customer pays on the provider's page, which sends them back
      // to the reservation's page.
      window.location.assign(created.paymentUrl);
      return;
    }
    void toastSuccess('Reservation created successfully!');
    await navigate('/user/reservations');
  });

  // Signing in comes back to this vehicle, with the dates entered so far.
  const backHere = pathname + tripQuery(useWatch({ control: flow.tripForm.control }));

  // Times picked elsewhere on the page replace a quote for other times.
  useTripTimes(flow.tripForm, flow.editTrip);

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

      <TripStep
        label="Trip details"
        flow={flow}
        onCheck={onCheck}
        locked={!isLoggedIn}
        ready={isLoggedIn}
      />

      <PaymentStep
        flow={flow}
        onBook={onBook}
        bookLabel={paysOnline ? 'Book and Pay' : 'Book Now'}
        howToPay={(quote) => <HowToPay quote={quote} paysOnline={paysOnline} />}
        commitment={flow.quote && <CancellationNotice trip={flow.quote.trip} settings={settings} />}
      />
    </section>
  );
}
