import './timeline.scss';
import type { WallClock } from '@keyturn/shared';
import { addDays } from '@keyturn/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { BsChevronLeft, BsChevronRight } from 'react-icons/bs';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { useTimeline } from './queries.ts';
import { TimelineGrid } from './TimelineGrid.tsx';
import { TimelineLegend } from './TimelineLegend.tsx';
import {
  formatWeek,
  isoDate,
  mondayOf,
  parseIsoDate,
  requestDate,
  todayIn,
  WEEK_DAYS,
} from './week.ts';

export function TimelinePage() {
  const settings = useCompanySettings();
  return (
    <>
      <AdminPageHeader
        eyebrow="Bookings"
        title="Timeline"
        subtitle="Each vehicle's week at a glance. Select a reservation to edit it."
      />
      {settings.data ? (
        <Week timeZone={settings.data.timeZone} />
      ) : settings.isPending ? (
        <Spinner label="Loading the timeline…" />
      ) : (
        <Alert variant="danger">The timeline could not be loaded. Please try again later.</Alert>
      )}
    </>
  );
}

/** The week in the address (`?from=2026-11-23`, its Monday), this week without one. */
function Week({ timeZone }: { timeZone: string }) {
  const [search, setSearch] = useSearchParams();
  const today = todayIn(timeZone, new Date());
  const thisWeek = mondayOf(today);
  const monday = mondayOf(parseIsoDate(search.get('from')) ?? thisWeek);
  const timeline = useTimeline(requestDate(monday), WEEK_DAYS);

  const showWeek = (next: WallClock) =>
    setSearch(isoDate(next) === isoDate(thisWeek) ? {} : { from: isoDate(next) });
  const onThisWeek = isoDate(monday) === isoDate(thisWeek);

  return (
    <section aria-labelledby="timeline-week">
      <div className="timeline-toolbar">
        <h2 id="timeline-week" className="timeline-week-title" aria-live="polite">
          {formatWeek(monday)}
        </h2>
        <div className="timeline-week-nav" role="group" aria-label="Week">
          <Button variant="outline-primary" size="sm" onClick={() => showWeek(addDays(monday, -7))}>
            <BsChevronLeft aria-hidden="true" className="me-1" />
            Previous week
          </Button>
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => showWeek(thisWeek)}
            disabled={onThisWeek}
          >
            This week
          </Button>
          <Button variant="outline-primary" size="sm" onClick={() => showWeek(addDays(monday, 7))}>
            Next week
            <BsChevronRight aria-hidden="true" className="ms-1" />
          </Button>
        </div>
      </div>
      <TimelineLegend />
      {timeline.data ? (
        <div className={timeline.isPlaceholderData ? 'is-refreshing' : undefined}>
          {timeline.data.length === 0 ? (
            <p className="card-surface p-4 mb-0">There are no vehicles yet.</p>
          ) : (
            <TimelineGrid rows={timeline.data} monday={monday} today={today} />
          )}
        </div>
      ) : timeline.isPending ? (
        <Spinner label="Loading the week…" />
      ) : (
        <Alert variant="danger">The week could not be loaded. Please try again later.</Alert>
      )}
    </section>
  );
}
