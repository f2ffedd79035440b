import type { Reservation, ReservationStatus } from '@keyturn/shared';
import type { ReactNode } from 'react';
import { BsInfoCircle } from 'react-icons/bs';
import { formatDateTime } from '../../../../lib/dates.ts';
import { StatusBadge } from '../../../reservations/index.ts';
import { AdminNotice } from '../../components/AdminNotice.tsx';
import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import { RecordPage } from '../../components/RecordPage.tsx';
import { reservationRecord } from '../queries.ts';

interface HandoverPageProps {
  title: string;
  /** The status the hand-over starts from; a booking in any other says why it cannot go on. */
  from: ReservationStatus;
  children(reservation: Reservation): ReactNode;
}

/** A hand-over's page: the reservation loaded, headed by what it is, and its form. */
export function HandoverPage({ title, from, children }: HandoverPageProps) {
  return (
    <RecordPage kind={reservationRecord}>
      {(reservation) => (
        <>
          <AdminPageHeader
            eyebrow={`Reservation #${reservation.id}`}
            title={title}
            subtitle={
              <span className="d-inline-flex flex-wrap align-items-center gap-2">
                <StatusBadge status={reservation.status} overdue={reservation.overdue} />
                <span>{reservation.car.model}</span>
                <span>
                  {formatDateTime(reservation.pickUpTime)} –{' '}
                  {formatDateTime(reservation.dropOffTime)}
                </span>
              </span>
            }
            back={{ to: `/admin/reservations/${reservation.id}`, label: 'Back to the reservation' }}
          />
          {reservation.status === from ? (
            children(reservation)
          ) : (
            <AdminNotice icon={BsInfoCircle}>
              {from === 'CREATED'
                ? 'This car has been handed over already, or the booking has ended.'
                : 'This trip is not on the road: only a car that was handed over can come back.'}
            </AdminNotice>
          )}
        </>
      )}
    </RecordPage>
  );
}
