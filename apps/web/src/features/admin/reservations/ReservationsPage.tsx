import {
  RESERVATION_COLUMN_LABELS as LABELS,
  RESERVATION_PAGE_DEFAULTS,
  type Reservation,
  type ReservationSortField,
} from '@keyturn/shared';
import dayjs from 'dayjs';
import { BsPlusLg } from 'react-icons/bs';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { StatusBadge, reservationKeys } from '../../reservations/index.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { REPORTS } from '../lib/downloads.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchReservationPage } from './api.ts';
import { ReservationFilterBar } from './ReservationFilterBar.tsx';
import { RESERVATION_FILTERS } from './reservation-filters.ts';

/**
 * What the desk asks the customer for, in bold; nothing, greyed (the Paid column beside it says
 * what was paid); a refund owed as such (a booking called off owes only its fees, so what was
 * paid on it shows as to refund).
 */
function balanceCell({ balance }: Reservation) {
  if (balance < 0) return `${formatMoney(-balance)} to refund`;
  if (balance > 0) return <strong>{formatMoney(balance)}</strong>;
  return <span className="text-secondary">{formatMoney(0)}</span>;
}

/**
 * One end of the trip on one line: when (the year only when it is not this one); where shows
 * on a phone's card, and on the reservation's page, so that the desk's rows keep to one line.
 */
function tripEnd(place: string, time: string) {
  const when = dayjs(time);
  return (
    <span>
      <span className="d-block text-nowrap">
        {when.format(when.year() === dayjs().year() ? 'MMM D, h:mm A' : 'MMM D, YYYY, h:mm A')}
      </span>
      <span className="data-table-card-only small text-secondary">{place}</span>
    </span>
  );
}

/** The desk's list: a page of 20 rows unless the address asks for another number. */
const LIST_DEFAULTS = { ...RESERVATION_PAGE_DEFAULTS, pageSize: 20 } as const;

const columns: DataColumn<Reservation, ReservationSortField>[] = [
  {
    key: 'vehicle',
    header: LABELS.vehicle,
    className: 'data-table-clip',
    cell: (reservation) => reservation.car.model,
  },
  {
    key: 'customer',
    header: LABELS.customer,
    className: 'data-table-clip',
    cell: (reservation) =>
      reservation.user ? `${reservation.user.firstName} ${reservation.user.lastName}` : '',
  },
  {
    key: 'pickUp',
    header: LABELS.pickUp,
    sortField: 'pickUpTime',
    cell: (reservation) => tripEnd(reservation.pickUpLocation, reservation.pickUpTime),
  },
  {
    key: 'dropOff',
    header: LABELS.dropOff,
    sortField: 'dropOffTime',
    cell: (reservation) => tripEnd(reservation.dropOffLocation, reservation.dropOffTime),
  },
  {
    key: 'price',
    header: LABELS.price,
    sortField: 'totalPrice',
    className: 'text-nowrap',
    cell: (reservation) => formatMoney(reservation.totalPrice),
  },
  {
    key: 'paid',
    header: LABELS.paid,
    className: 'text-nowrap',
    cell: (reservation) => formatMoney(reservation.paid),
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
    LIST_DEFAULTS,
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
        compact
        emptyText={
          filtered ? 'No reservation matches these filters.' : 'There are no reservations.'
        }
      />
    </>
  );
}
