import type { Key } from 'react';

/** A column of a report's numbers: its heading and how a row writes its value. */
export interface ReportColumn<T> {
  heading: string;
  format(amounts: T): string;
}

/** The column of one of the amounts' fields, written by `format`. */
export function columnOf<T, K extends keyof T>(
  heading: string,
  field: K,
  format: (value: T[K]) => string,
): ReportColumn<T> {
  return { heading, format: (amounts) => format(amounts[field]) };
}

/** A row of the table: a day or a vehicle, with its amounts. */
export type ReportRow<T> = T & { key: Key; name: string };

interface ReportTableProps<T> {
  summary: string;
  /** The first column's heading: what a row is (a day, a vehicle). */
  rowHeading: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly ReportRow<T>[];
  /** The last row, the whole range's amounts, and its name. */
  total: T;
  totalName: string;
}

/** The chart's numbers as a table, folded away under the chart until asked for. */
export function ReportTable<T>({
  summary,
  rowHeading,
  columns,
  rows,
  total,
  totalName,
}: ReportTableProps<T>) {
  return (
    <details className="report-table">
      <summary>{summary}</summary>
      {/* A table wider than a phone scrolls sideways: the keyboard reaches the region itself. */}
      <div className="table-responsive" role="region" aria-label={summary} tabIndex={0}>
        <table className="table table-sm report-numbers mb-0">
          <thead>
            <tr>
              <th scope="col">{rowHeading}</th>
              {columns.map((column) => (
                <th key={column.heading} scope="col">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <NumbersRow key={row.key} name={row.name} amounts={row} columns={columns} />
            ))}
          </tbody>
          <tfoot>
            <NumbersRow name={totalName} amounts={total} columns={columns} />
          </tfoot>
        </table>
      </div>
    </details>
  );
}

interface NumbersRowProps<T> {
  name: string;
  amounts: T;
  columns: readonly ReportColumn<T>[];
}

function NumbersRow<T>({ name, amounts, columns }: NumbersRowProps<T>) {
  return (
    <tr>
      <th scope="row">{name}</th>
      {columns.map((column) => (
        <td key={column.heading}>{column.format(amounts)}</td>
      ))}
    </tr>
  );
}
