import type { OfficeTrip } from '@keyturn/shared';
import { useId } from 'react';
import type { HandoverStep } from '../reservations/index.ts';
import { DaySheetDownload } from './DaySheetDownload.tsx';
import { useOfficeDay } from './office-day-api.ts';
import { TripItem } from './TripItem.tsx';

/** The day's two lists: which trips, the step each is a click from, and the time that counts. */
const TRIP_LISTS = [
  {
    title: 'Pick-ups',
    step: 'check-out',
    trips: 'pickUps',
    timeOf: (trip: OfficeTrip) => trip.pickUpTime,
    empty: 'No pick-ups today.',
  },
  {
    title: 'Returns',
    step: 'check-in',
    trips: 'returns',
    timeOf: (trip: OfficeTrip) => trip.dropOffTime,
    empty: 'No returns today.',
  },
] as const;

/** Today's pick-ups and returns in the company's zone, each a click from its hand-over. */
export function OfficeDay() {
  const day = useOfficeDay();
  return (
    <section className="card-surface dashboard-panel" aria-labelledby="office-day-title">
      <div className="office-day-head">
        <h2 id="office-day-title" className="h5 mb-0">
          Today
        </h2>
        <DaySheetDownload />
      </div>
      {day.isError ? (
        <p className="text-secondary mb-0">Today's trips could not be loaded.</p>
      ) : !day.data ? (
        <p className="text-secondary mb-0">Loading today's trips…</p>
      ) : (
        <div className="office-day">
          {TRIP_LISTS.map((list) => (
            <TripList key={list.step} {...list} trips={day.data[list.trips]} />
          ))}
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
