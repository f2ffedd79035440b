import type { BarSeries } from './BarChart.tsx';
import type { ReportColumn } from './ReportTable.tsx';

/** The money axis: $0, $250, $1.2K. */
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
export const formatMoneyAxis = (value: number) => compactMoney.format(value);

/** The share axis, in percent: 0%, 50%, 100%. */
export const formatPercentAxis = (value: number) => `${Math.round(value)}%`;

/** A vehicle's model on a narrow axis: at most 16 characters. */
export const shortModel = (model: string) =>
  model.length > 16 ? `${model.slice(0, 15).trimEnd()}…` : model;

/** The colours' key, for the eye: the table says the same in words. */
export function ChartLegend({ series }: { series: readonly BarSeries[] }) {
  return (
    <ul className="report-legend" aria-hidden="true">
      {series.map((one) => (
        <li key={one.name}>
          <span className={`report-swatch ${one.className}`} />
          {one.name}
        </li>
      ))}
    </ul>
  );
}

/** The range's totals above the chart, the first one large. */
export function ReportTotals<T>({
  columns,
  totals,
}: {
  columns: readonly ReportColumn<T>[];
  totals: T;
}) {
  return (
    <dl className="report-totals">
      {columns.map((column, index) => (
        <div key={column.heading} className={index === 0 ? 'report-total-main' : undefined}>
          <dt>{column.heading}</dt>
          <dd>{column.format(totals)}</dd>
        </div>
      ))}
    </dl>
  );
}
