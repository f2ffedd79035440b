import {
  ROLES,
  USER_COLUMN_LABELS as LABELS,
  USER_PAGE_DEFAULTS,
  type User,
  type UserSortField,
} from '@keyturn/shared';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { SelectFilter, TextFilter } from '../components/FilterFields.tsx';
import { REPORTS } from '../lib/downloads.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchUserPage } from './api.ts';
import { userKeys } from './queries.ts';
import { USER_FILTERS } from './user-filters.ts';
import { formatRoles } from './user-form.ts';

const columns: DataColumn<User, UserSortField>[] = [
  {
    key: 'firstName',
    header: LABELS.firstName,
    sortField: 'firstName',
    cell: (user) => user.firstName,
  },
  {
    key: 'lastName',
    header: LABELS.lastName,
    sortField: 'lastName',
    cell: (user) => user.lastName,
  },
  { key: 'email', header: LABELS.email, sortField: 'email', cell: (user) => user.email },
  { key: 'roles', header: LABELS.roles, cell: (user) => formatRoles(user.roles) },
];

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

export function UsersPage() {
  const list = useAdminList(userKeys.list, fetchUserPage, USER_PAGE_DEFAULTS, USER_FILTERS);
  const { filters, setFilters } = list;
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <AdminPageHeader
        eyebrow="Accounts"
        title="Users"
        subtitle="Customers and administrators; select one to edit it."
        actions={<DownloadButton report={REPORTS.users} label="Download User Data" />}
      />
      <FilterBar label="Filter users" list="users" filters={filters} onChange={setFilters}>
        <TextFilter name="search" label="Name or email" />
        <SelectFilter name="role" label="Role" anyLabel="Any role" options={ROLE_OPTIONS} />
      </FilterBar>
      <DataTable
        caption="Users"
        columns={columns}
        list={list}
        recordsAt="/admin/users"
        emptyText={filtered ? 'No user matches these filters.' : 'There are no users.'}
      />
    </>
  );
}
