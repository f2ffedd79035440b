import { MONEY_TASK_PAGE_DEFAULTS, type MoneyTask, type MoneyTaskState } from '@keyturn/shared';
import dayjs from 'dayjs';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DataTable, type DataColumn } from '../components/DataTable.tsx';
import { oneOf, type FilterSpec } from '../lib/list-filters.ts';
import { useAdminList } from '../lib/use-admin-list.ts';
import { fetchMoneyTaskPage } from './api.ts';
import { MONEY_TASK_KIND_LABELS, MONEY_TASK_STATE_LABELS } from './money-task-labels.ts';

/** The states the office lists: still open (the server's default), or refused for good. */
const LISTED_STATES = ['PENDING', 'FAILED'] as const satisfies readonly MoneyTaskState[];

const FILTERS: FilterSpec<'state'> = { readers: { state: oneOf(LISTED_STATES) } };

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
          <div className="d-flex align-items-center gap-2">
            <Form.Label htmlFor="money-task-state" className="mb-0 small text-nowrap">
              Show
            </Form.Label>
            <Form.Select
              id="money-task-state"
              size="sm"
              value={state}
              onChange={(event) => list.setFilters({ state: event.target.value })}
            >
              {LISTED_STATES.map((option) => (
                <option key={option} value={option}>
                  {MONEY_TASK_STATE_LABELS[option]}
                </option>
              ))}
            </Form.Select>
          </div>
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
