import {
  REVENUE_COLUMN_LABELS as COLUMN,
  type RevenueAmounts,
  type RevenueGrouping,
  type RevenueReport as RevenueAnswer,
} from '@keyturn/shared';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatMoney } from '../../../lib/format.ts';
import { BarChart, type BarSeries } from './BarChart.tsx';
import { formatLongDay, formatShortDay } from './report-days.ts';
import { ChartLegend, formatMoneyAxis, ReportTotals, shortModel } from './report-parts.tsx';
import { ReportSection } from './ReportSection.tsx';
import { columnOf, ReportTable, type ReportRow } from './ReportTable.tsx';
import { useRevenue, type ReportRange } from './reports-api.ts';

const GROUPINGS: readonly { value: RevenueGrouping; label: string }[] = [
  { value: 'day', label: 'By day' },
  { value: 'vehicle', label: 'By vehicle' },
];

/** The money of the range: taken, given back and charged, by day or by vehicle. */
export function RevenueReport({ range }: { range: ReportRange }) {
  const [groupBy, setGroupBy] = useState<RevenueGrouping>('day');
  const revenue = useRevenue(range, groupBy);
  return (
    <ReportSection
      title="Revenue"
      subject="revenue"
      report={revenue}
      controls={
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
      }
    >
      {(report) => <RevenueFigure report={report} />}
    </ReportSection>
  );
}

const money = (field: keyof RevenueAmounts) =>
  columnOf<RevenueAmounts, typeof field>(COLUMN[field], field, formatMoney);
const RECEIVED = money('received');
const REFUNDED = money('refunded');
const REVENUE = money('revenue');
const CHARGED = money('charged');

const isEmpty = (amounts: RevenueAmounts) =>
  amounts.received === 0 && amounts.refunded === 0 && amounts.charged === 0;

type Row = ReportRow<RevenueAmounts> & {
  /** As the chart's axis names it. */
  label: string;
};

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

function RevenueFigure({ report }: { report: RevenueAnswer }) {
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
    <>
      <ReportTotals columns={[REVENUE, RECEIVED, REFUNDED, CHARGED]} totals={totals} />
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
            rowHeading={byDay ? COLUMN.day : COLUMN.vehicle}
            columns={[RECEIVED, REFUNDED, REVENUE, CHARGED]}
            rows={rows}
            total={totals}
            totalName="Total"
          />
        </>
      )}
    </>
  );
}
