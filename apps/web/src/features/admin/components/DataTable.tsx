import type { SortDirection } from '@keyturn/shared';
import type { MouseEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import Table from 'react-bootstrap/Table';
import { BsArrowDown, BsArrowDownUp, BsArrowUp } from 'react-icons/bs';
import { Link, useNavigate } from 'react-router';
import './data-table-compact.scss';
import { Pager } from '../../../components/Pager.tsx';
import { ADMIN_PAGE_SIZES } from '../lib/list-params.ts';
import type { AdminList } from '../lib/use-admin-list.ts';

export interface DataColumn<T, S extends string> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort property; columns without one are not sortable. */
  sortField?: S;
  className?: string;
}

/** Every admin list's rows are records, known by their id. */
interface Row {
  id: number;
}

interface DataTableProps<T extends Row, S extends string> {
  /** Names the table for screen readers. */
  caption: string;
  columns: DataColumn<T, S>[];
  /** The server-side page with its query and the setters that change it. */
  list: AdminList<T, S>;
  /**
   * Where the rows' records are (`/admin/users`): a row leads to its own below it, and the first
   * column's content becomes that link for keyboard users. Without it the rows lead nowhere (a
   * list whose rows have their own buttons).
   */
  recordsAt?: string;
  emptyText: string;
  /**
   * One line a row from tablets up, for a list the desk reads many rows of at once (the
   * reservations: at least 15 on a 1280×900 screen). What a cell marks `data-table-card-only`
   * shows on a phone's cards alone.
   */
  compact?: boolean;
}

const ariaSort = (direction: SortDirection) => (direction === 'ASC' ? 'ascending' : 'descending');

function SortIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) return <BsArrowDownUp aria-hidden="true" className="sort-icon" />;
  return direction === 'ASC' ? (
    <BsArrowUp aria-hidden="true" className="sort-icon" />
  ) : (
    <BsArrowDown aria-hidden="true" className="sort-icon" />
  );
}

/** A click on a row opens it, unless the click was on a control of its own. */
function isOwnControl(event: MouseEvent): boolean {
  return (event.target as HTMLElement).closest('a, button, input, select, label') !== null;
}

/**
 * A server-paged admin table: sortable headers (buttons, with aria-sort), rows that open their
 * record on click (and through a real link in the first cell for the keyboard), a rows-per-page
 * selector, the range shown and the shared pager.
 */
export function DataTable<T extends Row, S extends string>({
  caption,
  columns,
  list,
  recordsAt,
  emptyText,
  compact = false,
}: DataTableProps<T, S>) {
  const rowHref = recordsAt === undefined ? undefined : (row: T) => `${recordsAt}/${row.id}`;
  const { data: page, isPending: loading, isError: failed, query } = list;
  const { sort, direction, size } = query;
  // The phone layout has no header row: setSort backs its sort select.
  const { toggleSort: onSort, setSort: onSortChange, setSize: onSizeChange } = list;
  const onPageChange = list.setPage;
  // Greys the rows while the next page is on its way.
  const refreshing = list.isFetching && !list.isPending;
  const navigate = useNavigate();
  const rows = page?.content ?? [];
  const first = page && page.totalElements > 0 ? page.pageable.offset + 1 : 0;
  const last = page ? page.pageable.offset + page.numberOfElements : 0;
  const idBase = caption.replace(/\W+/g, '-').toLowerCase();
  const sizeId = `rows-per-page-${idBase}`;
  const sortable = columns.filter((column) => column.sortField !== undefined);

  return (
    <div className="data-table card-surface">
      {sortable.length > 0 && (
        <div className="data-table-sort d-md-none">
          <Form.Label htmlFor={`sort-${idBase}`} className="mb-0 small">
            Sort by
          </Form.Label>
          <Form.Select
            id={`sort-${idBase}`}
            size="sm"
            value={`${sort}:${direction}`}
            onChange={(event) => {
              const [field, order] = event.target.value.split(':') as [S, SortDirection];
              onSortChange(field, order);
            }}
          >
            {!sortable.some((column) => column.sortField === sort) && (
              <option value={`${sort}:${direction}`}>Default order</option>
            )}
            {sortable.flatMap((column) =>
              (['ASC', 'DESC'] as const).map((order) => (
                <option key={`${column.key}-${order}`} value={`${column.sortField}:${order}`}>
                  {column.header} ({order === 'ASC' ? 'ascending' : 'descending'})
                </option>
              )),
            )}
          </Form.Select>
        </div>
      )}
      {/* A table wider than the screen scrolls sideways; without row links it has nothing to
          focus, so the keyboard reaches the scrolling region itself. */}
      <div
        className="table-responsive"
        role={rowHref ? undefined : 'region'}
        aria-label={rowHref ? undefined : caption}
        tabIndex={rowHref ? undefined : 0}
      >
        <Table
          hover
          className={`data-table-grid table-cards mb-0 ${compact ? 'data-table-compact' : ''} ${refreshing ? 'is-refreshing' : ''}`}
        >
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = column.sortField !== undefined && column.sortField === sort;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.className}
                    aria-sort={active ? ariaSort(direction) : undefined}
                  >
                    {column.sortField ? (
                      <button
                        type="button"
                        className={`sort-button ${active ? 'active' : ''}`}
                        onClick={() => onSort(column.sortField!)}
                      >
                        {column.header}
                        <SortIcon active={active} direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody aria-busy={loading || refreshing}>
            {loading &&
              Array.from({ length: Math.min(size, 5) }, (_, index) => (
                <tr key={`placeholder-${index}`} aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column.key}>
                      <Placeholder animation="glow">
                        <Placeholder xs={8} />
                      </Placeholder>
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="data-table-empty">
                  {failed ? 'The list could not be loaded. Please try again later.' : emptyText}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr
                key={row.id}
                className={rowHref ? 'clickable-row' : undefined}
                onClick={(event) => {
                  if (rowHref && !isOwnControl(event)) void navigate(rowHref(row));
                }}
              >
                {columns.map((column, index) => (
                  <td
                    key={column.key}
                    className={
                      index === 0 ? `table-cards-title ${column.className ?? ''}` : column.className
                    }
                    data-label={column.header}
                  >
                    {index === 0 && rowHref ? (
                      <Link to={rowHref(row)} className="row-link">
                        {column.cell(row)}
                      </Link>
                    ) : (
                      column.cell(row)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <div className="data-table-footer">
        <div className="d-flex align-items-center gap-2">
          <Form.Label htmlFor={sizeId} className="mb-0 text-nowrap small">
            Rows per page
          </Form.Label>
          <Form.Select
            id={sizeId}
            size="sm"
            value={size}
            onChange={(event) => onSizeChange(Number(event.target.value))}
            className="rows-per-page"
          >
            {ADMIN_PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Form.Select>
        </div>
        <p className="data-table-range mb-0" aria-live="polite">
          {page ? `${first}–${last} of ${page.totalElements}` : ''}
        </p>
        {page && <Pager page={page} onPageChange={onPageChange} label={`${caption} pages`} />}
      </div>
    </div>
  );
}
