import { Link } from 'react-router';
import { PhoneLink } from '../../../components/PhoneLink.tsx';
import { AttentionPanel } from './AttentionPanel.tsx';
import { useMissedPickUps } from './office-day-api.ts';
import { lateness } from './OverdueTrips.tsx';
import { TripItem } from './TripItem.tsx';

/**
 * Bookings not picked up an hour past their pick-up: whom to call, the hand-over should they
 * come after all, and the booking's page, where the office records a no-show.
 */
export function MissedPickUps() {
  return (
    <AttentionPanel
      id="missed-title"
      title="Not picked up"
      loadFailure="The missed pick-ups could not be loaded."
      list={useMissedPickUps()}
    >
      {(bookings) =>
        bookings.map((booking) => (
          <TripItem
            key={booking.reservationId}
            trip={booking}
            step="check-out"
            time={booking.pickUpTime}
          >
            <span className="d-block text-danger fw-semibold">
              {lateness(booking.minutesLate)} past pick-up
            </span>
            <span className="d-block">
              Call <PhoneLink phone={booking.customer.phoneNumber} className="office-trip-phone" />
            </span>
            <span className="d-block small">
              <Link to={`/admin/reservations/${booking.reservationId}`}>
                Record a no-show on the booking
              </Link>
            </span>
          </TripItem>
        ))
      }
    </AttentionPanel>
  );
}
