import {
  MONEY_TASK_LISTED_STATES,
  MONEY_TASK_PAGE_DEFAULTS,
  type MoneyTask,
} from '@keyturn/shared';
import dayjs from 'dayjs';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { ShowSelect } from '../components/ShowSelect.tsx';
import { oneOf, type FilterSpec } from '../lib/list-filters.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchMoneyTaskPage } from './api.ts';
import { MONEY_TASK_KIND_LABELS, MONEY_TASK_STATE_LABELS } from './money-task-labels.ts';

const FILTERS: FilterSpec<'state'> = { readers: { state: oneOf(MONEY_TASK_LISTED_STATES) } };

const STATE_OPTIONS = MONEY_TASK_LISTED_STATES.map((state) => ({
  value: state,
  label: MONEY_TASK_STATE_LABELS[state],
}));

const moneyTaskKeys = queryKeys('money-tasks');

const columns: DataColumn<MoneyTask, 'id'>[] = [
  {
    key: 'reservation',
    header: 'Reservation',
    cell: (task) => (
      <Link to={`/admin/reservations/${task.reservationId}`}>#{task.reservationId}</Link>
    ),
  },
  { key: 'kind', header: 'Step', cell: (task) => MONEY_TASK_KIND_LABELS[task.kind] },
  { key: 'amount', header: 'Amount', cell: (task) => formatMoney(task.amount) },
  {
    key: 'state',
    header: 'State',
    cell: (task) => (
      <div>
        <Badge bg={task.state === 'FAILED' ? 'danger' : 'info'}>
          {MONEY_TASK_STATE_LABELS[task.state]}
        </Badge>
        <span className="d-block small text-secondary text-nowrap">
          {task.attempts} {task.attempts === 1 ? 'call' : 'calls'} to the payment service
        </span>
      </div>
    ),
  },
  {
    key: 'written',
    header: 'Written',
    cell: (task) => (
      <span className="text-nowrap">{dayjs(task.createdAt).format('MMM D, h:mm A')}</span>
    ),
  },
  {
    key: 'error',
    header: 'Last failure',
    cell: (task) => task.lastError ?? '–',
  },
];

/**
 * The money steps on customers' cards that are not recorded yet (the worker keeps asking the
 * payment service), or that the payment service refused, whose amount waits at the counter.
 */
export function MoneyTasksPage() {
  const list = useAdminList(
    moneyTaskKeys.list,
    fetchMoneyTaskPage,
    MONEY_TASK_PAGE_DEFAULTS,
    FILTERS,
  );
  const state = list.filters.state ?? 'PENDING';
  return (
    <>
      <AdminPageHeader
        eyebrow="Payments"
        title="Card steps"
        subtitle="Deposits, captures, charges and refunds on customers' cards. Open steps are retried until the payment service confirms them; a refused one leaves its amount on the booking's balance, to settle at the counter."
        actions={
          <ShowSelect
            id="money-task-state"
            value={state}
            options={STATE_OPTIONS}
            onChange={(value) => list.setFilters({ state: value })}
          />
        }
      />
      <DataTable
        caption="Card steps"
        columns={columns}
        list={list}
        emptyText={
          state === 'FAILED'
            ? 'The payment service has refused no step.'
            : 'Every step on a card is recorded: none is waiting.'
        }
      />
    </>
  );
}
