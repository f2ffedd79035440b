import { RESERVATION_STATUS_LABELS, RESERVATION_STATUSES } from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import { vehicleChoicesQuery } from '../../vehicles/index.ts';
import { FilterBar } from '../components/FilterBar.tsx';
import { DateFilter, SelectFilter, TextFilter } from '../components/FilterFields.tsx';
import type { ListFilters } from '../lib/list-filters.ts';
import { dayRangeProblem, type ReservationFilter } from './reservation-filters.ts';

const STATUS_OPTIONS = RESERVATION_STATUSES.map((status) => ({
  value: status,
  label: RESERVATION_STATUS_LABELS[status],
}));

interface ReservationFilterBarProps {
  filters: ListFilters<ReservationFilter>;
  onChange: (change: ListFilters<ReservationFilter>) => void;
}

/** The reservation list's filters: customer, vehicle, status and days. */
export function ReservationFilterBar({ filters, onChange }: ReservationFilterBarProps) {
  const vehicles = useQuery(vehicleChoicesQuery);
  const vehicleOptions = (vehicles.data ?? [])
    .map((vehicle) => ({ value: String(vehicle.id), label: vehicle.model }))
    .sort((a, b) => a.label.localeCompare(b.label));
  // A vehicle of an older link that is gone, or not loaded yet, still shows as chosen.
  if (filters.carId && !vehicleOptions.some((option) => option.value === filters.carId)) {
    vehicleOptions.unshift({ value: filters.carId, label: `Vehicle #${filters.carId}` });
  }
  return (
    <FilterBar
      label="Filter reservations"
      list="reservations"
      filters={filters}
      onChange={onChange}
    >
      <TextFilter name="customer" label="Customer" placeholder="Name or email" />
      <SelectFilter name="carId" label="Vehicle" anyLabel="Any vehicle" options={vehicleOptions} />
      <SelectFilter name="status" label="Status" anyLabel="Any status" options={STATUS_OPTIONS} />
      <DateFilter name="from" label="From" problem={(from) => dayRangeProblem(from, filters.to)} />
      <DateFilter name="to" label="To" problem={(to) => dayRangeProblem(filters.from, to)} />
    </FilterBar>
  );
}
