import { USER_PAGE_DEFAULTS, type User, type UserSortField } from '@keyturn/shared';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { REPORTS } from '../lib/downloads.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchUserPage } from './api.ts';
import { userKeys } from './queries.ts';
import { formatRoles } from './user-form.ts';

const columns: DataColumn<User, UserSortField>[] = [
  {
    key: 'firstName',
    header: 'First Name',
    sortField: 'firstName',
    cell: (user) => user.firstName,
  },
  { key: 'lastName', header: 'Last Name', sortField: 'lastName', cell: (user) => user.lastName },
  { key: 'email', header: 'Email', sortField: 'email', cell: (user) => user.email },
  {
    key: 'roles',
    header: 'Roles',
    cell: (user) => formatRoles(user.roles),
  },
];

export function UsersPage() {
  const list = useAdminList(userKeys.list, fetchUserPage, USER_PAGE_DEFAULTS);
  return (
    <>
      <AdminPageHeader
        eyebrow="Accounts"
        title="Users"
        subtitle="Customers and administrators; select one to edit it."
        actions={<DownloadButton report={REPORTS.users} label="Download User Data" />}
      />
      <DataTable
        caption="Users"
        columns={columns}
        list={list}
        rowKey={(user) => user.id}
        rowHref={(user) => `/admin/users/${user.id}`}
        emptyText="There are no users."
      />
    </>
  );
}
