import {
  UTILISATION_COLUMN_LABELS as COLUMN,
  WHOLE_FLEET_LABEL,
  formatShare,
  type UtilisationAmounts,
  type UtilisationReport as UtilisationAnswer,
} from '@keyturn/shared';
import { useMemo } from 'react';
import { BarChart, type BarSeries } from './BarChart.tsx';
import { formatPercentAxis, ReportTotals, shortModel } from './report-parts.tsx';
import { ReportSection } from './ReportSection.tsx';
import { columnOf, ReportTable } from './ReportTable.tsx';
import { useUtilisation, type ReportRange } from './reports-api.ts';

const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const formatHours = (value: number) => hours.format(value);
const formatPercentTooltip = (value: number) => `${value.toFixed(1)}%`;
const PERCENT_TICKS = [0, 25, 50, 75, 100] as const;

const hoursColumn = (field: keyof Omit<UtilisationAmounts, 'utilisation'>) =>
  columnOf<UtilisationAmounts, typeof field>(COLUMN[field], field, formatHours);
const HOURS = hoursColumn('hours');
const BLOCKED = hoursColumn('blockedHours');
const AVAILABLE = hoursColumn('availableHours');
const OCCUPIED = hoursColumn('occupiedHours');
const SHARE = columnOf<UtilisationAmounts, 'utilisation'>(
  COLUMN.utilisation,
  'utilisation',
  formatShare,
);
const FLEET_SHARE = { ...SHARE, heading: WHOLE_FLEET_LABEL };

/** How much of its time each vehicle spent on trips, out-of-service time left out. */
export function UtilisationReport({ range }: { range: ReportRange }) {
  const utilisation = useUtilisation(range);
  return (
    <ReportSection title="Utilisation" subject="utilisation" report={utilisation}>
      {(report) => <UtilisationFigure report={report} />}
    </ReportSection>
  );
}

function UtilisationFigure({ report }: { report: UtilisationAnswer }) {
  const { fleet, vehicles } = report;
  const labels = useMemo(() => vehicles.map((row) => shortModel(row.vehicle.model)), [vehicles]);
  const rows = useMemo(
    () => vehicles.map((row) => ({ ...row, key: row.vehicle.id, name: row.vehicle.model })),
    [vehicles],
  );
  const series = useMemo<BarSeries[]>(
    () => [
      {
        name: COLUMN.utilisation,
        values: vehicles.map((row) => (row.utilisation ?? 0) * 100),
        className: 'report-series-share',
      },
    ],
    [vehicles],
  );

  return (
    <>
      <ReportTotals columns={[FLEET_SHARE, OCCUPIED, AVAILABLE, BLOCKED]} totals={fleet} />
      <p className="report-note small text-secondary">
        The share of each vehicle&apos;s hours that trips booked it, its out-of-service hours left
        out.
      </p>
      {vehicles.length === 0 ? (
        <p className="report-empty text-secondary mb-0">There are no vehicles yet.</p>
      ) : (
        <>
          {fleet.occupiedHours === 0 && (
            <p className="report-empty text-secondary">No vehicle was on a trip in these days.</p>
          )}
          <BarChart
            labels={labels}
            series={series}
            horizontal
            high={100}
            ticks={PERCENT_TICKS}
            formatValue={formatPercentAxis}
            formatTooltip={formatPercentTooltip}
          />
          <ReportTable
            summary="Utilisation by vehicle as a table"
            rowHeading={COLUMN.vehicle}
            columns={[HOURS, BLOCKED, AVAILABLE, OCCUPIED, SHARE]}
            rows={rows}
            total={fleet}
            totalName={WHOLE_FLEET_LABEL}
          />
        </>
      )}
    </>
  );
}
