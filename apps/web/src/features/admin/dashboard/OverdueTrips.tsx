import { Link } from 'react-router';
import { PhoneLink } from '../../../components/PhoneLink.tsx';
import { formatDayTime } from '../../../lib/dates.ts';
import { AttentionPanel } from './AttentionPanel.tsx';
import { useOverdueTrips } from './office-day-api.ts';
import { TripItem } from './TripItem.tsx';

/** "2 h 5 min", "40 min": how late a trip is, in the words people use. */
export function lateness(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Trips past drop-off and the grace: whom to call, and which next booking waits for the car.
 */
export function OverdueTrips() {
  return (
    <AttentionPanel
      id="overdue-title"
      title="Overdue"
      loadFailure="The overdue trips could not be loaded."
      list={useOverdueTrips()}
    >
      {(trips) =>
        trips.map((trip) => (
          <TripItem key={trip.reservationId} trip={trip} step="check-in" time={trip.dropOffTime}>
            <span className="d-block text-danger fw-semibold">
              {lateness(trip.minutesLate)} late
            </span>
            <span className="d-block">
              Call <PhoneLink phone={trip.customer.phoneNumber} className="office-trip-phone" />
            </span>
            {trip.nextBooking && (
              <span className="d-block small">
                Next booking at risk:{' '}
                <Link to={`/admin/reservations/${trip.nextBooking.reservationId}`}>
                  {trip.nextBooking.customer.firstName} {trip.nextBooking.customer.lastName},{' '}
                  {formatDayTime(trip.nextBooking.pickUpTime)}
                </Link>
              </span>
            )}
          </TripItem>
        ))
      }
    </AttentionPanel>
  );
}
