import {
  RESERVATION_COLUMN_LABELS as LABELS,
  RESERVATION_PAGE_DEFAULTS,
  type Reservation,
  type ReservationSortField,
} from '@keyturn/shared';
import { BsPlusLg } from 'react-icons/bs';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { StatusBadge, TripStop, reservationKeys } from '../../reservations/index.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { REPORTS } from '../lib/downloads.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchReservationPage } from './api.ts';
import { ReservationFilterBar } from './ReservationFilterBar.tsx';
import { RESERVATION_FILTERS } from './reservation-filters.ts';

/**
 * What the desk asks the customer for: nothing once paid, and a refund owed as such (a booking
 * called off owes only its fees, so what was paid on it shows as to refund).
 */
function balanceCell({ balance }: Reservation) {
  if (balance < 0) return `${formatMoney(-balance)} to refund`;
  if (balance > 0) return <strong>{formatMoney(balance)}</strong>;
  return <span className="text-secondary">Paid</span>;
}

const columns: DataColumn<Reservation, ReservationSortField>[] = [
  {
    key: 'vehicle',
    header: LABELS.vehicle,
    cell: (reservation) => reservation.car.model,
  },
  {
    key: 'customer',
    header: LABELS.customer,
    cell: (reservation) =>
      reservation.user ? `${reservation.user.firstName} ${reservation.user.lastName}` : '',
  },
  {
    key: 'pickUp',
    header: LABELS.pickUp,
    sortField: 'pickUpTime',
    cell: (reservation) => (
      <TripStop place={reservation.pickUpLocation} time={reservation.pickUpTime} />
    ),
  },
  {
    key: 'dropOff',
    header: LABELS.dropOff,
    sortField: 'dropOffTime',
    cell: (reservation) => (
      <TripStop place={reservation.dropOffLocation} time={reservation.dropOffTime} />
    ),
  },
  {
    key: 'price',
    header: LABELS.price,
    sortField: 'totalPrice',
    className: 'text-nowrap',
    cell: (reservation) => formatMoney(reservation.totalPrice),
  },
  {
    key: 'balance',
    header: LABELS.balance,
    className: 'text-nowrap',
    cell: balanceCell,
  },
  {
    key: 'status',
    header: LABELS.status,
    sortField: 'status',
    cell: (reservation) => (
      <StatusBadge status={reservation.status} overdue={reservation.overdue} />
    ),
  },
];

export function ReservationsPage() {
  const list = useAdminList(
    reservationKeys.list,
    fetchReservationPage,
    RESERVATION_PAGE_DEFAULTS,
    RESERVATION_FILTERS,
  );
  const filtered = Object.keys(list.filters).length > 0;
  return (
    <>
      <AdminPageHeader
        eyebrow="Bookings"
        title="Reservations"
        subtitle="Every customer's reservations; select one to edit it."
        actions={
          <>
            <LinkButton to="/admin/reservations/new" variant="warning">
              <BsPlusLg aria-hidden="true" className="me-2" />
              New reservation
            </LinkButton>
            <DownloadButton report={REPORTS.reservations} label="Download Reservation Data" />
          </>
        }
      />
      <ReservationFilterBar filters={list.filters} onChange={list.setFilters} />
      <DataTable
        caption="Reservations"
        columns={columns}
        list={list}
        recordsAt="/admin/reservations"
        emptyText={
          filtered ? 'No reservation matches these filters.' : 'There are no reservations.'
        }
      />
    </>
  );
}
