import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';

interface ReportSectionProps<T> {
  title: string;
  /** What the report shows, as its loading and failure sentences name it: 'revenue'. */
  subject: string;
  report: UseQueryResult<T>;
  /** Beside the title: how the report is grouped, where it may be. */
  controls?: ReactNode;
  /** The loaded report; faded while the answer for a new range is on its way. */
  children(report: T): ReactNode;
}

/** One report of the panel, titled: its spinner, its failure with a Try again, or its figure. */
export function ReportSection<T>({
  title,
  subject,
  report,
  controls,
  children,
}: ReportSectionProps<T>) {
  const titleId = useId();
  return (
    <section className="report" aria-labelledby={titleId} aria-busy={report.isFetching}>
      <div className="report-head">
        <h3 id={titleId} className="h6 admin-aside-title mb-0">
          {title}
        </h3>
        {controls}
      </div>
      {report.isError ? (
        <RetryAlert variant="danger" small onRetry={() => void report.refetch()}>
          {`The ${subject} could not be loaded.`}
        </RetryAlert>
      ) : !report.data ? (
        <Spinner label={`Loading the ${subject}…`} className="py-4" />
      ) : (
        <div className={report.isPlaceholderData ? 'report-body report-stale' : 'report-body'}>
          {children(report.data)}
        </div>
      )}
    </section>
  );
}
