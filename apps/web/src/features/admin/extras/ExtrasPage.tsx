import type { Extra } from '@keyturn/shared';
import Badge from 'react-bootstrap/Badge';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { NewRecordLink } from '../components/NewRecordLink.tsx';
import { useAdminList } from '../lib/use-admin-list.ts';
import { EXTRA_LIST_DEFAULTS, fetchExtraPage, type ExtraSortField } from './api.ts';
import { formatExtraPrice } from './extra-words.ts';
import { extraKeys } from './queries.ts';

const columns: DataColumn<Extra, ExtraSortField>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (extra) => extra.name },
  {
    key: 'description',
    header: 'Description',
    cell: (extra) => extra.description || <span className="text-secondary">None</span>,
  },
  {
    key: 'price',
    header: 'Price',
    sortField: 'price',
    className: 'text-nowrap',
    cell: formatExtraPrice,
  },
  {
    key: 'maxQuantity',
    header: 'Max Quantity',
    sortField: 'maxQuantity',
    cell: (extra) => extra.maxQuantity,
  },
  {
    key: 'active',
    header: 'Active',
    sortField: 'active',
    cell: (extra) =>
      extra.active ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>,
  },
];

/** /admin/extras: what customers may add to a trip, inactive ones too. */
export function ExtrasPage() {
  const list = useAdminList(extraKeys.list, fetchExtraPage, EXTRA_LIST_DEFAULTS);
  return (
    <>
      <AdminPageHeader
        eyebrow="Prices"
        title="Extras"
        subtitle="What customers may add to a trip, such as a child seat; inactive ones are not offered. Bookings already made keep their prices."
        actions={<NewRecordLink to="/admin/extras/new">New Extra</NewRecordLink>}
      />
      <DataTable
        caption="Extras"
        columns={columns}
        list={list}
        recordsAt="/admin/extras"
        emptyText="There are no extras: customers book the vehicle alone."
      />
    </>
  );
}
