import {
  VEHICLE_COLUMN_LABELS as LABELS,
  VEHICLE_PAGE_DEFAULTS,
  type Vehicle,
  type VehicleSortField,
} from '@keyturn/shared';
import { VehicleImage } from '../../../components/VehicleImage.tsx';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { NewRecordLink } from '../components/NewRecordLink.tsx';
import { REPORTS } from '../lib/downloads.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchVehiclePage, vehicleKeys } from '../../vehicles/index.ts';
import { formatMoney } from '../../../lib/format.ts';

const columns: DataColumn<Vehicle, VehicleSortField>[] = [
  {
    key: 'image',
    header: LABELS.image,
    className: 'thumbnail-cell',
    cell: (vehicle) => (
      <VehicleImage vehicle={vehicle} width={96} height={60} className="vehicle-thumbnail" />
    ),
  },
  { key: 'model', header: LABELS.model, sortField: 'model', cell: (vehicle) => vehicle.model },
  { key: 'age', header: LABELS.age, sortField: 'age', cell: (vehicle) => vehicle.age },
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

export function VehiclesPage() {
  const list = useAdminList(vehicleKeys.list, fetchVehiclePage, VEHICLE_PAGE_DEFAULTS);
  return (
    <>
      <AdminPageHeader
        eyebrow="Fleet"
        title="Vehicles"
        subtitle="Every vehicle customers can rent; select one to edit it."
        actions={
          <>
            <DownloadButton report={REPORTS.vehicles} label="Download Vehicle Reports" />
            <NewRecordLink to="/admin/vehicles/new">New Vehicle</NewRecordLink>
          </>
        }
      />
      <DataTable
        caption="Vehicles"
        columns={columns}
        list={list}
        recordsAt="/admin/vehicles"
        emptyText="There are no vehicles."
      />
    </>
  );
}
