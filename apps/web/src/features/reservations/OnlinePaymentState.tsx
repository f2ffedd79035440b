import type { Reservation } from '@keyturn/shared';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import BootstrapSpinner from 'react-bootstrap/Spinner';
import { formatTime } from '../../lib/dates.ts';
import { CancelUnpaidBooking } from './CancelUnpaidBooking.tsx';

interface OnlinePaymentStateProps {
  reservation: Reservation;
  /** The customer has just come back from the payment provider's page. */
  returnedFromPayment: boolean;
}

/**
 * Where a booking paid online stands (decision 051): waiting for its payment, with the way to
 * pay; being confirmed, just back from the provider's page; paid; or released unpaid.
 */
export function OnlinePaymentState({ reservation, returnedFromPayment }: OnlinePaymentStateProps) {
  if (reservation.status === 'PENDING_PAYMENT') {
    if (returnedFromPayment) {
      return (
        <Alert
          variant="info"
          className="payment-state d-flex align-items-center gap-2"
          role="status"
        >
          <BootstrapSpinner animation="border" size="sm" aria-hidden="true" />
          <span>
            Confirming your payment…
            <span className="d-block small">
              This takes a few seconds; this page updates by itself.
            </span>
          </span>
        </Alert>
      );
    }
    return (
      <Alert variant="warning" className="payment-state">
        <Alert.Heading as="h2" className="h5">
          Waiting for your payment
        </Alert.Heading>
        <p>
          We hold the car for you{' '}
          {/* Unknown only in the moment between the booking and its checkout's opening. */}
          {reservation.paymentDueBy
            ? `until ${formatTime(reservation.paymentDueBy)}`
            : 'until the time to pay runs out'}
          . Unpaid by then, the booking is released by itself.
        </p>
        <div className="d-flex flex-wrap gap-2">
          {reservation.paymentUrl && (
            <a className="btn btn-warning" href={reservation.paymentUrl}>
              Pay now
            </a>
          )}
          <CancelUnpaidBooking reservationId={reservation.id} />
        </div>
      </Alert>
    );
  }
  if (reservation.status === 'EXPIRED') {
    return (
      <Alert variant="secondary" className="payment-state">
        <Alert.Heading as="h2" className="h5">
          Payment expired
        </Alert.Heading>
        <p className="mb-0">
          This booking was not paid in time, so the car has been released.{' '}
          <Link to={`/vehicles/${reservation.carId}`}>Book it again</Link> if it is still free.
        </p>
      </Alert>
    );
  }
  if (returnedFromPayment && reservation.paid > 0) {
    return (
      <Alert variant="success" className="payment-state" role="status">
        <Alert.Heading as="h2" className="h5">
          Payment received
        </Alert.Heading>
        <p className="mb-0">Your booking is confirmed; the confirmation is on its way to you.</p>
      </Alert>
    );
  }
  return null;
}
