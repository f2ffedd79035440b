import type { WallClock } from '@keyturn/shared';
import type { CSSProperties } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Link } from 'react-router';
import type { PlacedBar } from './bars.ts';
import {
  entryDescription,
  entryHoursOn,
  entryKind,
  entryTimes,
  entryTitle,
} from './entry-labels.ts';

/** The height of one lane of bars, in rem, by scale; the stylesheet's bars fit inside. */
export const LANE_REM = { week: 2.25, day: 3.85 } as const;

interface TimelineBarProps {
  bar: PlacedBar;
  /** A day shown alone: its bars are wide enough for their hours under the name. */
  day?: WallClock;
}

/**
 * One entry on a vehicle's row: a reservation opens its edit page; out-of-service time only
 * tells its reason. The label names the status, so colour is never the only clue, and a
 * tooltip on hover or keyboard focus tells who, what and when however short the bar is.
 */
export function TimelineBar({ bar, day }: TimelineBarProps) {
  const { entry } = bar;
  const scale = day ? 'day' : 'week';
  const style: CSSProperties = {
    left: `${bar.left}%`,
    width: `${bar.width}%`,
    top: `${bar.lane * LANE_REM[scale] + 0.25}rem`,
  };
  const className = [
    'timeline-bar',
    `timeline-bar-${scale}`,
    entry.kind === 'block' ? 'timeline-block' : `timeline-status-${entry.status}`,
    bar.continuesBefore && 'continues-before',
    bar.continuesAfter && 'continues-after',
  ]
    .filter(Boolean)
    .join(' ');
  const description = entryDescription(entry);
  const shown = (
    <>
      <span className="timeline-bar-title">{entryTitle(entry)}</span>
      {day && (
        <>
          {' '}
          <span className="timeline-bar-hours">{entryHoursOn(entry, day)}</span>
        </>
      )}
    </>
  );
  const tooltip = (
    <Tooltip id={`timeline-tip-${entry.kind}-${entry.id}`} className="timeline-tooltip">
      <strong className="d-block">{entryTitle(entry)}</strong>
      <span className="d-block">{entryKind(entry)}</span>
      <span className="d-block">{entryTimes(entry)}</span>
    </Tooltip>
  );
  return (
    <OverlayTrigger placement="top" trigger={['hover', 'focus']} overlay={tooltip}>
      {entry.kind === 'block' ? (
        <div className={className} style={style}>
          <span className="visually-hidden">{description}</span>
          <span aria-hidden="true">{shown}</span>
        </div>
      ) : (
        // Its name starts with what it shows, so a voice command naming it finds it (axe:
        // label-content-name-mismatch), then says the rest.
        <Link to={`/admin/reservations/${entry.id}`} className={className} style={style}>
          {shown}
          <span className="visually-hidden">: {description}</span>
        </Link>
      )}
    </OverlayTrigger>
  );
}
