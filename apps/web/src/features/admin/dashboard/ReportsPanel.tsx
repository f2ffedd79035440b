import './reports.scss';
import { reportRangeDays } from '@keyturn/shared';
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { useAddressState } from '../../../lib/use-address-state.ts';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { rangeReport } from '../lib/downloads.ts';
import {
  defaultRange,
  formatLongDay,
  isoRange,
  judgeIsoRange,
  lastDays,
  rangeInAddress,
} from './report-days.ts';
import type { ReportRange } from './reports-api.ts';
import { RevenueReport } from './RevenueReport.tsx';
import { UtilisationReport } from './UtilisationReport.tsx';

/** The ranges a click away, besides the two days chosen by hand. */
const PRESETS = [7, 30, 90] as const;

/** Revenue and utilisation over a range of company days (decision 049). */
export function ReportsPanel() {
  const settings = useCompanySettings();
  return (
    <section className="card-surface dashboard-panel" aria-labelledby="reports-title">
      <h2 id="reports-title" className="h5">
        Revenue and utilisation
      </h2>
      {settings.data ? (
        <Reports timeZone={settings.data.timeZone} />
      ) : settings.isPending ? (
        <Spinner label="Loading the reports…" className="py-4" />
      ) : (
        <Alert variant="danger" className="mb-0">
          The reports could not be loaded. Please try again later.
        </Alert>
      )}
    </section>
  );
}

function Reports({ timeZone }: { timeZone: string }) {
  const codec = useMemo(() => rangeInAddress(() => defaultRange(timeZone, new Date())), [timeZone]);
  const [range, show] = useAddressState(codec);
  // A range is a view of the same page, as a filter is: no new history entry, no jump to the top.
  const setRange = (next: ReportRange) => show(next, { replace: true, preventScrollReset: true });
  const days = reportRangeDays(range.from, range.to) ?? 0;
  return (
    <>
      <RangePicker range={range} timeZone={timeZone} onChange={setRange} />
      <p className="report-range-said text-secondary small" aria-live="polite">
        {formatLongDay(range.from)} to {formatLongDay(range.to)} ({days}{' '}
        {days === 1 ? 'day' : 'days'}), in the company&apos;s time zone.
      </p>
      <div className="report-grid">
        <RevenueReport range={range} />
        <UtilisationReport range={range} />
      </div>
      <div className="report-downloads">
        <DownloadButton report={rangeReport('revenue', range)} label="Revenue (Excel)" />
        <DownloadButton report={rangeReport('utilisation', range)} label="Utilisation (Excel)" />
      </div>
    </>
  );
}

interface RangePickerProps {
  range: ReportRange;
  timeZone: string;
  onChange(range: ReportRange): void;
}

/**
 * The first and last day, both included; a change shows at once when the range is one the
 * server takes, and says why not otherwise. The presets end today.
 */
function RangePicker({ range, timeZone, onChange }: RangePickerProps) {
  const [draft, setDraft] = useState(() => isoRange(range));
  const problemId = useId();
  const judged = judgeIsoRange(draft);
  const problem = 'problem' in judged ? judged.problem : undefined;

  const change = (field: 'from' | 'to', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const verdict = judgeIsoRange(next);
    if ('range' in verdict) onChange(verdict.range);
  };
  const choose = (presetDays: number) => {
    const next = lastDays(presetDays, timeZone, new Date());
    setDraft(isoRange(next));
    onChange(next);
  };
  const shownDays = reportRangeDays(range.from, range.to);
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : undefined;

  return (
    <div className="report-range">
      <RangeDay field="from" label="From" value={draft.from} invalid={invalid} onChange={change} />
      <RangeDay field="to" label="To" value={draft.to} invalid={invalid} onChange={change} />
      <div className="report-presets btn-group" role="group" aria-label="Last days">
        {PRESETS.map((presetDays) => {
          const current = lastDays(presetDays, timeZone, new Date());
          const pressed =
            shownDays === presetDays && current.from === range.from && current.to === range.to;
          return (
            <Button
              key={presetDays}
              size="sm"
              variant={pressed ? 'primary' : 'outline-primary'}
              aria-pressed={pressed}
              onClick={() => choose(presetDays)}
            >
              {presetDays} days
            </Button>
          );
        })}
      </div>
      {problem && (
        <p id={problemId} className="report-range-problem text-danger small mb-0" role="alert">
          {problem} The reports still show the last range chosen.
        </p>
      )}
    </div>
  );
}

interface RangeDayProps {
  field: 'from' | 'to';
  label: string;
  /** The day as typed, YYYY-MM-DD. */
  value: string;
  /** What says the range is not one the server takes, while it is not. */
  invalid?: { 'aria-invalid': boolean; 'aria-describedby': string };
  onChange(field: 'from' | 'to', value: string): void;
}

/** The first or the last day of the range as typed, before it is judged. */
function RangeDay({ field, label, value, invalid, onChange }: RangeDayProps) {
  return (
    <Form.Group controlId={`report-${field}`} className="report-range-day">
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <Form.Control
        type="date"
        size="sm"
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
        {...invalid}
      />
    </Form.Group>
  );
}
