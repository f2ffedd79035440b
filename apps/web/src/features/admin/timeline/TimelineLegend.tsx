import { RESERVATION_STATUS_LABELS, RESERVATION_STATUSES } from '@keyturn/shared';

/** What each bar's colour and pattern stand for. */
export function TimelineLegend() {
  return (
    <ul className="timeline-legend" aria-label="Legend">
      {RESERVATION_STATUSES.map((status) => (
        <li key={status}>
          <span className={`timeline-swatch timeline-status-${status}`} aria-hidden="true" />
          {RESERVATION_STATUS_LABELS[status]}
        </li>
      ))}
      <li>
        <span className="timeline-swatch timeline-block" aria-hidden="true" />
        Out of service
      </li>
    </ul>
  );
}
