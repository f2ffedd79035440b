import './vehicle-now.scss';
import type { OfficeVehicle } from '@keyturn/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '../../../components/PhoneLink.tsx';
import { formatDayTime } from '../../../lib/dates.ts';

/**
 * The car as the desk knows it, above its form: the plate, the last odometer reading and who
 * has it now, with the phone to call and the trip's reservation.
 */
export function VehicleNowPanel({ vehicle }: { vehicle: OfficeVehicle }) {
  const headingId = useId();
  const { now } = vehicle;
  return (
    <section className="card-surface vehicle-now mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        The car now
      </h2>
      <dl className="vehicle-now-facts">
        <div>
          <dt>Plate number</dt>
          <dd>{vehicle.plateNumber ?? <span className="text-secondary">None on record</span>}</dd>
        </div>
        <div>
          <dt>Odometer</dt>
          <dd>
            {vehicle.odometer === null ? (
              <span className="text-secondary">No hand-over yet</span>
            ) : (
              `${vehicle.odometer.toLocaleString('en-US')} mi`
            )}
          </dd>
        </div>
        <div>
          <dt>Now</dt>
          <dd>
            {now ? (
              <>
                On the road with{' '}
                <Link to={`/admin/reservations/${now.reservationId}`}>
                  {now.customer.firstName} {now.customer.lastName} (reservation #{now.reservationId}
                  )
                </Link>
                , due back {formatDayTime(now.dueBack)} ·{' '}
                <PhoneLink phone={now.customer.phoneNumber} />
              </>
            ) : (
              'At the office'
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
