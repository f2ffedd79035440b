import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { company } from '../../content/company.ts';
import { bringIntoView } from '../../lib/bring-into-view.ts';
import { formatClock } from '../../lib/format.ts';
import { tripQuery } from '../trip/index.ts';
import { partFailureSentence } from '../errors/index.ts';
import {
  calendarDays,
  firstOpenHour,
  isUnderAnHour,
  minutesOf,
  officeTrip,
  tripOf,
  type CalendarDay,
  type Stretch,
} from './calendar-days.ts';
import { useAvailability } from './queries.ts';
import './search.scss';

const MINUTES_A_DAY = 24 * 60;
// Marks as characters, not icons: the icon set's module sits in the first download, and every
// icon used anywhere would join it there.
const FREE_MARK = '✓';
const BOOKED_MARK = '✕';

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** '…T14:30' → '2:30 PM'; the end of a day reads 'midnight'. */
function clockTime(moment: string, isEnd: boolean): string {
  const time = moment.slice(11, 16);
  return isEnd && time === '00:00' ? 'midnight' : formatClock(time);
}

const span = (stretch: Stretch) =>
  `${clockTime(stretch.start, false)} – ${clockTime(stretch.end, true)}`;

interface AvailabilityStripProps {
  vehicleId: number;
  /** Where the booking form is (see bringIntoView), to go to once a free time is picked. */
  bookingFormId: string;
}

/**
 * The next 14 days of one vehicle, a line each: a bar of the day (free plain, booked
 * hatched, past greyed) and the same in words, each free stretch a button that fills in the
 * booking form's times with its part in the office's hours (through the page's address, which
 * the form follows).
 */
export function AvailabilityStrip({ vehicleId, bookingFormId }: AvailabilityStripProps) {
  const { data, isPending, isError, refetch } = useAvailability(vehicleId);
  const navigate = useNavigate();
  const [picked, setPicked] = useState('');
  const days = useMemo(
    () => (data ? calendarDays(data, firstOpenHour(new Date(), data.timeZone)) : []),
    [data],
  );

  const pick = (day: CalendarDay, trip: Stretch) => {
    void navigate({ search: tripQuery(tripOf(trip)) }, { replace: true, preventScrollReset: true });
    setPicked(`${dayName(day.date)}, ${span(trip)}`);
    bringIntoView(bookingFormId);
  };

  return (
    <section className="availability" aria-labelledby="availability-title">
      <h2 id="availability-title" className="h4 mb-1">
        When It Is Free
      </h2>
      <p className="text-secondary small mb-3">
        The next 14 days, local to {company.city}. Pick a free time to fill in the booking form with
        its part in our office hours.
      </p>
      {isPending && <Spinner label="Loading when this vehicle is free…" />}
      {isError && (
        <RetryAlert variant="warning" small onRetry={() => void refetch()}>
          {partFailureSentence('When this vehicle is free')}
        </RetryAlert>
      )}
      {data && (
        <>
          <ul className="availability-legend list-unstyled" aria-hidden="true">
            <li>
              <span className="availability-swatch availability-free" /> Free
            </li>
            <li>
              <span className="availability-swatch availability-busy" /> Booked
            </li>
            <li>
              <span className="availability-swatch availability-past" /> Past
            </li>
          </ul>
          <ol className="availability-days list-unstyled" aria-label="Days">
            {days.map((day) => (
              <AvailabilityDay key={day.date} day={day} onPick={pick} />
            ))}
          </ol>
          <p className="availability-picked small" role="status">
            {picked && `Picked ${picked}: the booking form's times are filled in.`}
          </p>
        </>
      )}
    </section>
  );
}

function AvailabilityDay({
  day,
  onPick,
}: {
  day: CalendarDay;
  onPick: (day: CalendarDay, trip: Stretch) => void;
}) {
  const open = day.stretches.filter((stretch) => stretch.kind !== 'past');
  const wholeDay =
    open.length === 1 && open[0]?.kind === 'free' && minutesOf(open[0]) === MINUTES_A_DAY;
  return (
    <li className="availability-day">
      <h3 className="availability-date">{dayName(day.date)}</h3>
      <div className="availability-bar" aria-hidden="true">
        {day.stretches.map((stretch) => {
          const left = minutesOf({ ...stretch, start: `${day.date}T00:00`, end: stretch.start });
          return (
            <span
              key={stretch.start}
              className={`availability-${stretch.kind}`}
              style={{
                left: `${(left / MINUTES_A_DAY) * 100}%`,
                width: `${(minutesOf(stretch) / MINUTES_A_DAY) * 100}%`,
              }}
            />
          );
        })}
      </div>
      <ul className="availability-stretches list-unstyled">
        {open.length === 0 && <li className="text-secondary">Past</li>}
        {open.map((stretch) => {
          if (stretch.kind === 'busy') {
            return (
              <li key={stretch.start} className="availability-booked">
                <span aria-hidden="true">{BOOKED_MARK}</span> Booked {span(stretch)}
              </li>
            );
          }
          const trip = officeTrip(stretch);
          if (!trip) {
            return (
              <li key={stretch.start} className="text-secondary">
                Free {span(stretch)} (
                {isUnderAnHour(stretch) ? 'under an hour' : 'under an hour in office hours'})
              </li>
            );
          }
          // The name starts with the words shown, then says the day and what picking does.
          return (
            <li key={stretch.start}>
              <Button
                variant="outline-success"
                size="sm"
                className="availability-pick"
                onClick={() => onPick(day, trip)}
              >
                <span aria-hidden="true">{FREE_MARK}</span>{' '}
                {wholeDay ? 'Free all day' : `Free ${span(stretch)}`}{' '}
                <span className="visually-hidden">
                  on {dayName(day.date)}: pick {span(trip)}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
