import {
  OFFICE_VEHICLE_PAGE_DEFAULTS,
  VEHICLE_COLUMN_LABELS as LABELS,
  VEHICLE_WHEREABOUTS,
  VEHICLE_WHEREABOUTS_LABELS,
  type OfficeVehicle,
  type VehicleSortField,
} from '@keyturn/shared';
import { Link } from 'react-router';
import { VehicleImage } from '../../../components/VehicleImage.tsx';
import { formatDayTime } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { SelectFilter, TextFilter } from '../components/FilterFields.tsx';
import { NewRecordLink } from '../components/NewRecordLink.tsx';
import { REPORTS } from '../lib/downloads.ts';
import type { ListFilters } from '../lib/list-filters.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import {
  fetchOfficeVehiclePage,
  officeVehicleListKey,
  VEHICLE_FILTERS,
  type VehicleFilter,
} from './vehicle-list.ts';

/**
 * Who has the car now: the customer, linked to the trip's reservation, and when the car is due
 * back; "At the office" when it is on no trip.
 */
function VehicleTripCell({ now }: Pick<OfficeVehicle, 'now'>) {
  if (!now) return <span className="text-secondary">At the office</span>;
  return (
    <span className="vehicle-trip">
      <Link to={`/admin/reservations/${now.reservationId}`}>
        {now.customer.firstName} {now.customer.lastName}
      </Link>
      <span className="vehicle-trip-due">Due back {formatDayTime(now.dueBack)}</span>
    </span>
  );
}

/**
 * What the desk looks a car up for: which one it is (model and plate), its miles, who has it,
 * and its prices; its age and the rest are on its page, so that the row fits a 1280 px screen.
 */
const columns: DataColumn<OfficeVehicle, VehicleSortField>[] = [
  {
    key: 'image',
    header: LABELS.image,
    className: 'thumbnail-cell',
    cell: (vehicle) => (
      <VehicleImage vehicle={vehicle} width={96} height={60} className="vehicle-thumbnail" />
    ),
  },
  { key: 'model', header: LABELS.model, sortField: 'model', cell: (vehicle) => vehicle.model },
  {
    key: 'plateNumber',
    header: LABELS.plateNumber,
    cell: (vehicle) =>
      vehicle.plateNumber === null ? (
        <span className="text-secondary">—</span>
      ) : (
        <span className="plate-number">{vehicle.plateNumber}</span>
      ),
  },
  {
    key: 'odometer',
    header: LABELS.odometer,
    className: 'text-nowrap',
    // No reading before the car's first hand-over.
    cell: (vehicle) =>
      vehicle.odometer === null ? '—' : `${vehicle.odometer.toLocaleString('en-US')} mi`,
  },
  {
    key: 'now',
    header: LABELS.now,
    cell: (vehicle) => <VehicleTripCell now={vehicle.now} />,
  },
  {
    key: 'pricePerHour',
    header: LABELS.pricePerHour,
    sortField: 'pricePerHour',
    cell: (vehicle) => formatMoney(vehicle.pricePerHour),
  },
  {
    key: 'pricePerDay',
    header: LABELS.pricePerDay,
    // No day price: a day costs 24 hours, as the form's hint says.
    cell: (vehicle) => (vehicle.pricePerDay === null ? '—' : formatMoney(vehicle.pricePerDay)),
  },
];

const WHEREABOUTS_OPTIONS = VEHICLE_WHEREABOUTS.map((value) => ({
  value,
  label: VEHICLE_WHEREABOUTS_LABELS[value],
}));

interface VehicleFilterBarProps {
  filters: ListFilters<VehicleFilter>;
  onChange: (change: ListFilters<VehicleFilter>) => void;
}

/** The vehicle list's filters: words of the model or plate, and where the car is now. */
function VehicleFilterBar({ filters, onChange }: VehicleFilterBarProps) {
  return (
    <FilterBar label="Filter vehicles" list="vehicles" filters={filters} onChange={onChange}>
      <TextFilter name="search" label="Model or plate" placeholder="Corolla, 7ABC123" />
      <SelectFilter name="now" label="Now" anyLabel="Any vehicle" options={WHEREABOUTS_OPTIONS} />
    </FilterBar>
  );
}

export function VehiclesPage() {
  const list = useAdminList(
    officeVehicleListKey,
    fetchOfficeVehiclePage,
    OFFICE_VEHICLE_PAGE_DEFAULTS,
    VEHICLE_FILTERS,
  );
  const filtered = Object.keys(list.filters).length > 0;
  return (
    <>
      <AdminPageHeader
        eyebrow="Fleet"
        title="Vehicles"
        subtitle="Every vehicle customers can rent, and who has it now; select one to edit it."
        actions={
          <>
            <DownloadButton report={REPORTS.vehicles} label="Download Vehicle Reports" />
            <NewRecordLink to="/admin/vehicles/new">New Vehicle</NewRecordLink>
          </>
        }
      />
      <VehicleFilterBar filters={list.filters} onChange={list.setFilters} />
      <DataTable
        caption="Vehicles"
        columns={columns}
        list={list}
        recordsAt="/admin/vehicles"
        emptyText={filtered ? 'No vehicle matches these filters.' : 'There are no vehicles.'}
      />
    </>
  );
}
