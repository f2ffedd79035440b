import './outbox.scss';
import {
  OUTBOX_PAGE_DEFAULTS,
  OUTBOX_STATUSES,
  type OutboxMail,
  type OutboxSortField,
  type OutboxStatus,
} from '@keyturn/shared';
import dayjs from 'dayjs';
import Badge from 'react-bootstrap/Badge';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { ShowSelect } from '../components/ShowSelect.tsx';
import { oneOf, type FilterSpec } from '../lib/list-filters.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchOutboxPage } from './api.ts';
import { mailKindLabel, OUTBOX_STATUS_LABELS } from './outbox-labels.ts';
import { outboxKeys } from './queries.ts';
import { RetryButton } from './RetryButton.tsx';

const STATUS_BACKGROUNDS: Record<OutboxStatus, string> = {
  WAITING: 'info',
  SENT: 'success',
  FAILED: 'danger',
};

/** The outbox's filter, in the address like the other lists': the mails of one state. */
const OUTBOX_FILTERS: FilterSpec<'status'> = { readers: { status: oneOf(OUTBOX_STATUSES) } };

const STATUS_OPTIONS = [
  { value: '', label: 'All mail' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: OUTBOX_STATUS_LABELS[status] })),
];

const when = (value: string) => dayjs(value).format('MMM D, h:mm A');

function MailTimes({ mail }: { mail: OutboxMail }) {
  return (
    <div className="small">
      <span className="d-block text-nowrap">Queued {when(mail.createdAt)}</span>
      {mail.sentAt && <span className="d-block text-nowrap">Sent {when(mail.sentAt)}</span>}
      {mail.status === 'WAITING' && (
        <span className="d-block text-nowrap text-secondary">
          Next try {when(mail.nextAttemptAt)}
        </span>
      )}
    </div>
  );
}

/** The state, how often it was tried, and for a mail given up on, the way to send it again. */
function MailState({ mail }: { mail: OutboxMail }) {
  return (
    <div className="outbox-state">
      <Badge bg={STATUS_BACKGROUNDS[mail.status]}>{OUTBOX_STATUS_LABELS[mail.status]}</Badge>
      <span className="d-block small text-secondary text-nowrap">
        {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
      </span>
      {mail.status === 'FAILED' && <RetryButton mail={mail} />}
    </div>
  );
}

const columns: DataColumn<OutboxMail, OutboxSortField>[] = [
  {
    key: 'mail',
    header: 'Mail',
    className: 'outbox-mail',
    cell: (mail) => (
      <div>
        <span className="d-block">{mail.subject}</span>
        <span className="d-block small text-secondary">{mailKindLabel(mail.kind)}</span>
      </div>
    ),
  },
  {
    key: 'recipient',
    header: 'Recipient',
    className: 'outbox-recipient',
    cell: (mail) => mail.recipient,
  },
  { key: 'status', header: 'State', cell: (mail) => <MailState mail={mail} /> },
  { key: 'times', header: 'Times', cell: (mail) => <MailTimes mail={mail} /> },
  {
    key: 'error',
    header: 'Last error',
    className: 'outbox-error',
    cell: (mail) =>
      mail.lastError ? (
        <span className="outbox-error-text" title={mail.lastError}>
          {mail.lastError}
        </span>
      ) : (
        '–'
      ),
  },
];

/** Every mail the site sends, newest first: what went out, what waits, what failed and why. */
export function OutboxPage() {
  const list = useAdminList(outboxKeys.list, fetchOutboxPage, OUTBOX_PAGE_DEFAULTS, OUTBOX_FILTERS);
  const status = list.filters.status;
  return (
    <>
      <AdminPageHeader
        eyebrow="Mail"
        title="Outbox"
        subtitle="Every mail Keyturn sends its customers. A mail the mail server kept refusing is marked failed; send it again once the cause is fixed."
        actions={
          <ShowSelect
            id="outbox-state"
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(value) => list.setFilters({ status: value })}
          />
        }
      />
      <DataTable
        caption="Outbox"
        columns={columns}
        list={list}
        emptyText={status ? 'No mail is in this state.' : 'No mail has been sent yet.'}
      />
    </>
  );
}
