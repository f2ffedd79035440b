import type { OfficeTrip } from '@keyturn/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatClock } from '../../../lib/format.ts';
import { StatusBadge } from '../../reservations/index.ts';
import { handoverAddress, type HandoverStep } from '../reservations/index.ts';

interface TripItemProps {
  trip: OfficeTrip;
  /** The hand-over this list is about: a trip ready for it gets its button, others their status. */
  step: HandoverStep;
  /** The time the office cares about here: pick-up or drop-off. */
  time: string;
  /** What else the office needs to see (the customer's phone, the next booking). */
  children?: ReactNode;
}

/** Each hand-over in the office's words, and the status a trip is ready for it in. */
const STEPS = {
  'check-out': { from: 'CREATED', label: 'Check out' },
  'check-in': { from: 'IN_PROGRESS', label: 'Check in' },
} as const;

/** One trip of the office's day: when, who, which car, and one click to its hand-over. */
export function TripItem({ trip, step, time, children }: TripItemProps) {
  const { from, label } = STEPS[step];
  const who = `${trip.customer.firstName} ${trip.customer.lastName}`;
  return (
    <li className="office-trip">
      <span className="office-trip-time">{formatClock(time.slice(11, 16))}</span>
      <span className="office-trip-what">
        <Link to={`/admin/reservations/${trip.reservationId}`} className="fw-semibold">
          {who}
        </Link>
        <span className="text-secondary"> · {trip.vehicle.model}</span>
        {children}
      </span>
      <span className="office-trip-action">
        {trip.status === from ? (
          <LinkButton
            to={handoverAddress(trip.reservationId, step)}
            aria-label={`${label}: ${who}, ${trip.vehicle.model}`}
          >
            {label}
          </LinkButton>
        ) : (
          <StatusBadge status={trip.status} />
        )}
      </span>
    </li>
  );
}
