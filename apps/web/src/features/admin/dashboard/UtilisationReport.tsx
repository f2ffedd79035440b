import {
  UTILISATION_COLUMN_LABELS as COLUMN,
  WHOLE_FLEET_LABEL,
  formatShare,
  type UtilisationReport as UtilisationAnswer,
} from '@keyturn/shared';
import { useId, useMemo } from 'react';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { BarChart, type BarSeries } from './BarChart.tsx';
import { formatPercentAxis, ReportTable, shortModel } from './report-parts.tsx';
import { useUtilisation, type ReportRange } from './reports-api.ts';

const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const formatHours = (value: number) => hours.format(value);
const formatPercentTooltip = (value: number) => `${value.toFixed(1)}%`;
const PERCENT_TICKS = [0, 25, 50, 75, 100] as const;

/** How much of its time each vehicle spent on trips, out-of-service time left out. */
export function UtilisationReport({ range }: { range: ReportRange }) {
  const utilisation = useUtilisation(range);
  const titleId = useId();
  return (
    <section className="report" aria-labelledby={titleId} aria-busy={utilisation.isFetching}>
      <div className="report-head">
        <h3 id={titleId} className="h6 admin-aside-title mb-0">
          Utilisation
        </h3>
      </div>
      {utilisation.isError ? (
        <RetryAlert variant="danger" small onRetry={() => void utilisation.refetch()}>
          The utilisation could not be loaded.
        </RetryAlert>
      ) : !utilisation.data ? (
        <Spinner label="Loading the utilisation…" className="py-4" />
      ) : (
        <UtilisationFigure report={utilisation.data} stale={utilisation.isPlaceholderData} />
      )}
    </section>
  );
}

function UtilisationFigure({ report, stale }: { report: UtilisationAnswer; stale: boolean }) {
  const { fleet, vehicles } = report;
  const labels = useMemo(() => vehicles.map((row) => shortModel(row.vehicle.model)), [vehicles]);
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
    <div className={stale ? 'report-body report-stale' : 'report-body'}>
      <dl className="report-totals">
        <div className="report-total-main">
          <dt>{WHOLE_FLEET_LABEL}</dt>
          <dd>{formatShare(fleet.utilisation)}</dd>
        </div>
        <div>
          <dt>{COLUMN.occupiedHours}</dt>
          <dd>{formatHours(fleet.occupiedHours)}</dd>
        </div>
        <div>
          <dt>{COLUMN.availableHours}</dt>
          <dd>{formatHours(fleet.availableHours)}</dd>
        </div>
        <div>
          <dt>{COLUMN.blockedHours}</dt>
          <dd>{formatHours(fleet.blockedHours)}</dd>
        </div>
      </dl>
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
          <ReportTable summary="Utilisation by vehicle as a table">
            <table className="table table-sm report-numbers mb-0">
              <thead>
                <tr>
                  <th scope="col">{COLUMN.vehicle}</th>
                  <th scope="col">{COLUMN.hours}</th>
                  <th scope="col">{COLUMN.blockedHours}</th>
                  <th scope="col">{COLUMN.availableHours}</th>
                  <th scope="col">{COLUMN.occupiedHours}</th>
                  <th scope="col">{COLUMN.utilisation}</th>
                </tr>
              </thead>
              <tbody>
                {vehicles.map((row) => (
                  <tr key={row.vehicle.id}>
                    <th scope="row">{row.vehicle.model}</th>
                    <td>{formatHours(row.hours)}</td>
                    <td>{formatHours(row.blockedHours)}</td>
                    <td>{formatHours(row.availableHours)}</td>
                    <td>{formatHours(row.occupiedHours)}</td>
                    <td>{formatShare(row.utilisation)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{WHOLE_FLEET_LABEL}</th>
                  <td>{formatHours(fleet.hours)}</td>
                  <td>{formatHours(fleet.blockedHours)}</td>
                  <td>{formatHours(fleet.availableHours)}</td>
                  <td>{formatHours(fleet.occupiedHours)}</td>
                  <td>{formatShare(fleet.utilisation)}</td>
                </tr>
              </tfoot>
            </table>
          </ReportTable>
        </>
      )}
    </div>
  );
}
