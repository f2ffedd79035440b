import type { Reservation } from '@keyturn/shared';
import { formatDateTime } from '../../../../lib/dates.ts';
import { HandoverRecords } from '../../../reservations/index.ts';

type ReservationHandoverProps = Pick<Reservation, 'handover' | 'licenseCheckedAt'>;

/** The office's view of both hand-over records, notes included, under the reservation. */
export function ReservationHandover({ handover, licenseCheckedAt }: ReservationHandoverProps) {
  if (!handover.checkOut && !handover.checkIn) return null;
  return (
    <section className="card-surface admin-form mt-4" aria-labelledby="handover-title">
      <h2 id="handover-title" className="h5 mb-0">
        Hand-over records
      </h2>
      {licenseCheckedAt && (
        <p className="text-secondary mt-2 mb-0">
          Licence checked {formatDateTime(licenseCheckedAt)}.
        </p>
      )}
      <HandoverRecords handover={handover} headingClassName="h6 admin-aside-title" />
    </section>
  );
}
