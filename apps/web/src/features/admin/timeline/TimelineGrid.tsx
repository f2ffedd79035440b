import { addDays, type TimelineRow, type WallClock } from '@keyturn/shared';
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isoDate } from '../../../lib/iso-days.ts';
import { placeBars } from './bars.ts';
import { daySpan, spanAddress, type TimelineSpan } from './span.ts';
import { LANE_REM, TimelineBar } from './TimelineBar.tsx';
import { DAY_SLOTS, formatDay, slotLabel } from './week.ts';

interface TimelineGridProps {
  rows: TimelineRow[];
  span: TimelineSpan;
  today: WallClock;
}

interface Column {
  key: string;
  heading: ReactNode;
  /** Today's column in a week. */
  current: boolean;
}

/** A week's days, each heading a link to that day alone; or a day's two-hour slots. */
function columnsOf(span: TimelineSpan, today: WallClock): Column[] {
  if (span.scale === 'day') {
    return Array.from({ length: DAY_SLOTS }, (_, index) => ({
      key: `slot-${index}`,
      heading: slotLabel(index),
      current: false,
    }));
  }
  return Array.from({ length: span.days }, (_, index) => {
    const day = addDays(span.first, index);
    return {
      key: isoDate(day),
      heading: (
        <Link
          to={{ search: `?${new URLSearchParams(spanAddress(daySpan(day), today))}` }}
          aria-label={`${formatDay(day)}, show this day alone`}
        >
          {formatDay(day)}
        </Link>
      ),
      current: isoDate(day) === isoDate(today),
    };
  });
}

/**
 * A day shown alone is wider than the screen: it opens scrolled to its first bar, so a phone
 * shows a booking rather than the empty small hours.
 */
function useScrolledToFirstBar(span: TimelineSpan, rows: TimelineRow[]) {
  const scroller = useRef<HTMLDivElement>(null);
  const dayShown = span.scale === 'day' ? isoDate(span.first) : null;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || dayShown === null) return;
    const lefts = [...box.querySelectorAll<HTMLElement>('.timeline-bar')].map(
      (bar) => bar.offsetLeft,
    );
    // The vehicle column stays in view: scrolling by a bar's place in the track puts it beside.
    box.scrollLeft = lefts.length > 0 ? Math.max(Math.min(...lefts) - 16, 0) : 0;
  }, [dayShown, rows]);
  return scroller;
}

/**
 * The fleet as a table: a vehicle a row (its name stays in view while the columns scroll
 * sideways), the week's days or the day's hours as columns, and each row's bookings as bars.
 */
export function TimelineGrid({ rows, span, today }: TimelineGridProps) {
  const columns = columnsOf(span, today);
  const todayIndex = columns.findIndex((column) => column.current);
  const scroller = useScrolledToFirstBar(span, rows);
  const laneRem = LANE_REM[span.scale];
  const tableStyle = { '--timeline-columns': columns.length } as CSSProperties;
  return (
    <div className="timeline-scroller card-surface" ref={scroller}>
      <table className={`timeline-table timeline-${span.scale}`} style={tableStyle}>
        <caption className="visually-hidden">
          {span.scale === 'day'
            ? 'Reservations by vehicle and hour'
            : 'Reservations by vehicle and day'}
        </caption>
        <colgroup>
          <col className="timeline-vehicle-col" />
          {columns.map((column) => (
            <col key={column.key} className="timeline-column-col" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="timeline-vehicle">
              Vehicle
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.current ? 'timeline-column is-today' : 'timeline-column'}
                aria-current={column.current ? 'date' : undefined}
              >
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ vehicle, entries }) => {
            const { bars, lanes } = placeBars(entries, span.first, span.days);
            return (
              <tr key={vehicle.id}>
                <th scope="row" className="timeline-vehicle">
                  <Link to={`/admin/vehicles/${vehicle.id}`}>{vehicle.model}</Link>
                </th>
                <td colSpan={columns.length} className="timeline-track-cell">
                  <div className="timeline-track" style={{ height: `${lanes * laneRem + 0.5}rem` }}>
                    {todayIndex >= 0 && (
                      <div
                        className="timeline-today"
                        style={{ left: `${(todayIndex / columns.length) * 100}%` }}
                        aria-hidden="true"
                      />
                    )}
                    {bars.length === 0 && (
                      <span className="visually-hidden">
                        {span.scale === 'day' ? 'Free all day' : 'Free all week'}
                      </span>
                    )}
                    {bars.map((bar) => (
                      <TimelineBar
                        key={`${bar.entry.kind}-${bar.entry.id}`}
                        bar={bar}
                        day={span.scale === 'day' ? span.first : undefined}
                      />
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
