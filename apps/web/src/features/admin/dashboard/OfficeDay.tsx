import type { OfficeTrip } from '@keyturn/shared';
import { useId } from 'react';
import type { HandoverStep } from '../reservations/index.ts';
import { useOfficeDay } from './office-day-api.ts';
import { TripItem } from './TripItem.tsx';

/** Today's pick-ups and returns in the company's zone, each a click from its hand-over. */
export function OfficeDay() {
  const day = useOfficeDay();
  return (
    <section className="card-surface dashboard-panel" aria-labelledby="office-day-title">
      <h2 id="office-day-title" className="h5">
        Today
      </h2>
      {day.isError ? (
        <p className="text-secondary mb-0">Today's trips could not be loaded.</p>
      ) : !day.data ? (
        <p className="text-secondary mb-0">Loading today's trips…</p>
      ) : (
        <div className="office-day">
          <TripList
            title="Pick-ups"
            step="check-out"
            trips={day.data.pickUps}
            timeOf={(trip) => trip.pickUpTime}
            empty="No pick-ups today."
          />
          <TripList
            title="Returns"
            step="check-in"
            trips={day.data.returns}
            timeOf={(trip) => trip.dropOffTime}
            empty="No returns today."
          />
        </div>
      )}
    </section>
  );
}

interface TripListProps {
  title: string;
  step: HandoverStep;
  trips: readonly OfficeTrip[];
  timeOf(trip: OfficeTrip): string;
  empty: string;
}

function TripList({ title, step, trips, timeOf, empty }: TripListProps) {
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="h6 admin-aside-title">
        {title} <span className="text-secondary fw-normal">({trips.length})</span>
      </h3>
      {trips.length === 0 ? (
        <p className="text-secondary mb-0">{empty}</p>
      ) : (
        <ul className="office-trips" aria-labelledby={headingId}>
          {trips.map((trip) => (
            <TripItem key={trip.reservationId} trip={trip} step={step} time={timeOf(trip)} />
          ))}
        </ul>
      )}
    </div>
  );
}
