import type { OfficeTrip } from '@keyturn/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatClock } from '../../../lib/format.ts';
import { StatusBadge } from '../../reservations/index.ts';
import { handoverAddress } from '../reservations/index.ts';

interface TripItemProps {
  trip: OfficeTrip;
  /** The time the office cares about here: pick-up or drop-off. */
  time: string;
  /** What else the office needs to see (the customer's phone, the next booking). */
  children?: ReactNode;
}

/** The step each status is ready for, in the office's words; trips already done have none. */
const STEPS = {
  CREATED: { step: 'check-out', label: 'Check out' },
  IN_PROGRESS: { step: 'check-in', label: 'Check in' },
} as const;

/** One trip of the office's day: when, who, which car, and one click to its hand-over. */
export function TripItem({ trip, time, children }: TripItemProps) {
  const next =
    trip.status === 'CREATED' || trip.status === 'IN_PROGRESS' ? STEPS[trip.status] : null;
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
        {next ? (
          <LinkButton
            to={handoverAddress(trip.reservationId, next.step)}
            aria-label={`${next.label}: ${who}, ${trip.vehicle.model}`}
          >
            {next.label}
          </LinkButton>
        ) : (
          <StatusBadge status={trip.status} />
        )}
      </span>
    </li>
  );
}
