import {
  CONTACT_MESSAGE_PAGE_DEFAULTS,
  type ContactMessage,
  type ContactMessageSortField,
} from '@keyturn/shared';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { TextFilter } from '../components/FilterFields.tsx';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchMessagePage } from './api.ts';
import { MESSAGE_FILTERS } from './message-filters.ts';
import { messageKeys } from './queries.ts';

const columns: DataColumn<ContactMessage, ContactMessageSortField>[] = [
  { key: 'name', header: 'Sender Name', sortField: 'name', cell: (message) => message.name },
  { key: 'email', header: 'Sender Email', sortField: 'email', cell: (message) => message.email },
  {
    key: 'subject',
    header: 'Subject',
    sortField: 'subject',
    cell: (message) => message.subject,
  },
];

export function MessagesPage() {
  const list = useAdminList(
    messageKeys.list,
    fetchMessagePage,
    CONTACT_MESSAGE_PAGE_DEFAULTS,
    MESSAGE_FILTERS,
  );
  const search = list.filters.search ?? '';
  return (
    <>
      <AdminPageHeader
        eyebrow="Inbox"
        title="Contact Messages"
        subtitle="What visitors sent through the contact form; select one to read it."
      />
      <FilterBar
        label="Filter messages"
        list="messages"
        filters={list.filters}
        onChange={list.setFilters}
      >
        <TextFilter
          name="search"
          label="Words in the message"
          placeholder="Sender, subject or text"
        />
      </FilterBar>
      <DataTable
        caption="Contact messages"
        columns={columns}
        list={list}
        recordsAt="/admin/contact-messages"
        emptyText={search ? 'No message holds these words.' : 'There are no messages.'}
      />
    </>
  );
}
