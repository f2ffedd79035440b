import type { TimelineRow, WallClock } from '@keyturn/shared';
import { Link } from 'react-router';
import { placeBars } from './bars.ts';
import { LANE_REM, TimelineBar } from './TimelineBar.tsx';
import { formatDay, isoDate, WEEK_DAYS, weekDays } from './week.ts';

interface TimelineGridProps {
  rows: TimelineRow[];
  monday: WallClock;
  today: WallClock;
}

/**
 * The fleet as a table: a vehicle a row (its name stays in view while the days scroll
 * sideways), the week's days as columns, and each row's bookings as bars across them.
 */
export function TimelineGrid({ rows, monday, today }: TimelineGridProps) {
  const days = weekDays(monday);
  const todayIndex = days.findIndex((day) => isoDate(day) === isoDate(today));
  return (
    <div className="timeline-scroller card-surface">
      <table className="timeline-table">
        <caption className="visually-hidden">Reservations by vehicle and day</caption>
        <colgroup>
          <col className="timeline-vehicle-col" />
          {days.map((day) => (
            <col key={isoDate(day)} className="timeline-day-col" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="timeline-vehicle">
              Vehicle
            </th>
            {days.map((day, index) => (
              <th
                key={isoDate(day)}
                scope="col"
                className={index === todayIndex ? 'timeline-day is-today' : 'timeline-day'}
                aria-current={index === todayIndex ? 'date' : undefined}
              >
                {formatDay(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ vehicle, entries }) => {
            const { bars, lanes } = placeBars(entries, monday, WEEK_DAYS);
            return (
              <tr key={vehicle.id}>
                <th scope="row" className="timeline-vehicle">
                  <Link to={`/admin/vehicles/${vehicle.id}`}>{vehicle.model}</Link>
                </th>
                <td colSpan={WEEK_DAYS} className="timeline-track-cell">
                  <div
                    className="timeline-track"
                    style={{ height: `${lanes * LANE_REM + 0.5}rem` }}
                  >
                    {todayIndex >= 0 && (
                      <div
                        className="timeline-today"
                        style={{ left: `${(todayIndex / WEEK_DAYS) * 100}%` }}
                        aria-hidden="true"
                      />
                    )}
                    {bars.length === 0 && <span className="visually-hidden">Free all week</span>}
                    {bars.map((bar) => (
                      <TimelineBar key={`${bar.entry.kind}-${bar.entry.id}`} bar={bar} />
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
