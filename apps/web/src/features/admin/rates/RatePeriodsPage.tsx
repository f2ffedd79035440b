import type { RatePeriodRecord } from '@keyturn/shared';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { NewRecordLink } from '../components/NewRecordLink.tsx';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchRatePeriodPage, RATE_PERIOD_LIST_DEFAULTS, type RatePeriodSortField } from './api.ts';
import { ratePeriodKeys } from './queries.ts';
import { formatPercentChange, formatRateDay } from './rate-period-words.ts';

const columns: DataColumn<RatePeriodRecord, RatePeriodSortField>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (period) => period.name },
  {
    key: 'startDate',
    header: 'First Day',
    sortField: 'startDate',
    cell: (period) => formatRateDay(period.startDate),
  },
  {
    key: 'endDate',
    header: 'Last Day',
    sortField: 'endDate',
    cell: (period) => formatRateDay(period.endDate),
  },
  {
    key: 'percent',
    header: 'Percent',
    sortField: 'percent',
    className: 'text-nowrap',
    cell: (period) => formatPercentChange(period.percent),
  },
];

/** /admin/rates: the seasons whose hours cost more or less, the earliest first. */
export function RatePeriodsPage() {
  const list = useAdminList(ratePeriodKeys.list, fetchRatePeriodPage, RATE_PERIOD_LIST_DEFAULTS);
  return (
    <>
      <AdminPageHeader
        eyebrow="Prices"
        title="Rate Periods"
        subtitle="Days on which every hour costs more or less: +25 % means a quarter more. Bookings already made keep their prices."
        actions={<NewRecordLink to="/admin/rates/new">New Rate Period</NewRecordLink>}
      />
      <DataTable
        caption="Rate periods"
        columns={columns}
        list={list}
        recordsAt="/admin/rates"
        emptyText="There are no rate periods: every day has the vehicles' own prices."
      />
    </>
  );
}
