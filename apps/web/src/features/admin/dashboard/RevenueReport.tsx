import {
  REVENUE_COLUMN_LABELS as COLUMN,
  type RevenueAmounts,
  type RevenueGrouping,
  type RevenueReport as RevenueAnswer,
} from '@keyturn/shared';
import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { BarChart, type BarSeries } from './BarChart.tsx';
import { formatLongDay, formatShortDay } from './report-days.ts';
import { ChartLegend, formatMoneyAxis, ReportTable, shortModel } from './report-parts.tsx';
import { useRevenue, type ReportRange } from './reports-api.ts';

const GROUPINGS: readonly { value: RevenueGrouping; label: string }[] = [
  { value: 'day', label: 'By day' },
  { value: 'vehicle', label: 'By vehicle' },
];

/** The money of the range: taken, given back and charged, by day or by vehicle. */
export function RevenueReport({ range }: { range: ReportRange }) {
  const [groupBy, setGroupBy] = useState<RevenueGrouping>('day');
  const revenue = useRevenue(range, groupBy);
  const titleId = useId();
  return (
    <section className="report" aria-labelledby={titleId} aria-busy={revenue.isFetching}>
      <div className="report-head">
        <h3 id={titleId} className="h6 admin-aside-title mb-0">
          Revenue
        </h3>
        <div className="btn-group" role="group" aria-label="Revenue">
          {GROUPINGS.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={value === groupBy ? 'primary' : 'outline-primary'}
              aria-pressed={value === groupBy}
              onClick={() => setGroupBy(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      {revenue.isError ? (
        <RetryAlert variant="danger" small onRetry={() => void revenue.refetch()}>
          The revenue could not be loaded.
        </RetryAlert>
      ) : !revenue.data ? (
        <Spinner label="Loading the revenue…" className="py-4" />
      ) : (
        <RevenueFigure report={revenue.data} stale={revenue.isPlaceholderData} />
      )}
    </section>
  );
}

const isEmpty = (amounts: RevenueAmounts) =>
  amounts.received === 0 && amounts.refunded === 0 && amounts.charged === 0;

interface Row extends RevenueAmounts {
  key: number | string;
  /** The day or the vehicle, as the table names it. */
  name: string;
  /** As the chart's axis names it. */
  label: string;
}

function rowsOf(report: RevenueAnswer): Row[] {
  return report.groupBy === 'day'
    ? report.days.map(({ day, ...amounts }) => ({
        key: day,
        name: formatLongDay(day),
        label: formatShortDay(day),
        ...amounts,
      }))
    : report.vehicles.map(({ vehicle, ...amounts }) => ({
        key: vehicle.id,
        name: vehicle.model,
        label: shortModel(vehicle.model),
        ...amounts,
      }));
}

function RevenueFigure({ report, stale }: { report: RevenueAnswer; stale: boolean }) {
  const rows = useMemo(() => rowsOf(report), [report]);
  const labels = useMemo(() => rows.map((row) => row.label), [rows]);
  const series = useMemo<BarSeries[]>(
    () => [
      {
        name: COLUMN.revenue,
        values: rows.map((row) => row.revenue),
        className: 'report-series-revenue',
      },
      {
        name: COLUMN.charged,
        values: rows.map((row) => row.charged),
        className: 'report-series-charged',
      },
    ],
    [rows],
  );
  const { totals } = report;
  const byDay = report.groupBy === 'day';

  return (
    <div className={stale ? 'report-body report-stale' : 'report-body'}>
      <dl className="report-totals">
        <div className="report-total-main">
          <dt>{COLUMN.revenue}</dt>
          <dd>{formatMoney(totals.revenue)}</dd>
        </div>
        <div>
          <dt>{COLUMN.received}</dt>
          <dd>{formatMoney(totals.received)}</dd>
        </div>
        <div>
          <dt>{COLUMN.refunded}</dt>
          <dd>{formatMoney(totals.refunded)}</dd>
        </div>
        <div>
          <dt>{COLUMN.charged}</dt>
          <dd>{formatMoney(totals.charged)}</dd>
        </div>
      </dl>
      <p className="report-note small text-secondary">
        Revenue is the money taken each day less refunds; charged is what the trips picking up then
        cost.
      </p>
      {isEmpty(totals) ? (
        <p className="report-empty text-secondary mb-0">
          No money was taken or given back, and no trip picked up, in these days.
        </p>
      ) : (
        <>
          <ChartLegend series={series} />
          <BarChart
            labels={labels}
            series={series}
            horizontal={!byDay}
            formatValue={formatMoneyAxis}
            formatTooltip={formatMoney}
          />
          <ReportTable
            summary={byDay ? 'Revenue by day as a table' : 'Revenue by vehicle as a table'}
          >
            <table className="table table-sm report-numbers mb-0">
              <thead>
                <tr>
                  <th scope="col">{byDay ? COLUMN.day : COLUMN.vehicle}</th>
                  <th scope="col">{COLUMN.received}</th>
                  <th scope="col">{COLUMN.refunded}</th>
                  <th scope="col">{COLUMN.revenue}</th>
                  <th scope="col">{COLUMN.charged}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.name}</th>
                    <td>{formatMoney(row.received)}</td>
                    <td>{formatMoney(row.refunded)}</td>
                    <td>{formatMoney(row.revenue)}</td>
                    <td>{formatMoney(row.charged)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td>{formatMoney(totals.received)}</td>
                  <td>{formatMoney(totals.refunded)}</td>
                  <td>{formatMoney(totals.revenue)}</td>
                  <td>{formatMoney(totals.charged)}</td>
                </tr>
              </tfoot>
            </table>
          </ReportTable>
        </>
      )}
    </div>
  );
}
