import type { Reservation } from '@keyturn/shared';
import { HandoverRecords } from '../../../reservations/index.ts';

/** The office's view of both hand-over records, notes included, under the reservation. */
export function ReservationHandover({ handover }: Pick<Reservation, 'handover'>) {
  if (!handover.checkOut && !handover.checkIn) return null;
  return (
    <section className="card-surface admin-form mt-4" aria-labelledby="handover-title">
      <h2 id="handover-title" className="h5 mb-0">
        Hand-over records
      </h2>
      <HandoverRecords handover={handover} headingClassName="h6 admin-aside-title" />
    </section>
  );
}
