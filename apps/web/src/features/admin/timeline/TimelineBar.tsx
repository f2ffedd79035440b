import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { PlacedBar } from './bars.ts';
import { entryDescription, entryTitle } from './entry-labels.ts';

/** The height of one lane of bars, in rem; the stylesheet's bar fits inside it. */
export const LANE_REM = 2.25;

/**
 * One entry on a vehicle's row: a reservation opens its edit page; out-of-service time only
 * tells its reason. The label and tooltip name the status, so colour is never the only clue.
 */
export function TimelineBar({ bar }: { bar: PlacedBar }) {
  const { entry } = bar;
  const style: CSSProperties = {
    left: `${bar.left}%`,
    width: `${bar.width}%`,
    top: `${bar.lane * LANE_REM + 0.25}rem`,
  };
  const className = [
    'timeline-bar',
    entry.kind === 'block' ? 'timeline-block' : `timeline-status-${entry.status}`,
    bar.continuesBefore && 'continues-before',
    bar.continuesAfter && 'continues-after',
  ]
    .filter(Boolean)
    .join(' ');
  const description = entryDescription(entry);
  if (entry.kind === 'block') {
    return (
      <div className={className} style={style} title={description}>
        <span className="visually-hidden">{description}</span>
        <span aria-hidden="true">{entryTitle(entry)}</span>
      </div>
    );
  }
  return (
    <Link
      to={`/admin/reservations/${entry.id}`}
      className={className}
      style={style}
      title={description}
      aria-label={description}
    >
      {entryTitle(entry)}
    </Link>
  );
}
