import './timeline.scss';
import type { WallClock } from '@keyturn/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { BsChevronLeft, BsChevronRight } from 'react-icons/bs';
import { useMemo } from 'react';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { useAddressState, type AddressCodec } from '../../../lib/use-address-state.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { isoDate, parseIsoDate, requestDate } from '../../../lib/iso-days.ts';
import { useTimeline } from './queries.ts';
import {
  currentSpan,
  dayOf,
  holdsToday,
  shiftSpan,
  spanInAddress,
  weekOf,
  type TimelineSpan,
} from './span.ts';
import { TimelineGrid } from './TimelineGrid.tsx';
import { TimelineLegend } from './TimelineLegend.tsx';
import { formatLongDay, formatWeek, todayIn } from './week.ts';

export function TimelinePage() {
  const settings = useCompanySettings();
  return (
    <>
      <AdminPageHeader
        eyebrow="Bookings"
        title="Timeline"
        subtitle="Each vehicle's week, or one day in detail. Select a reservation to edit it."
      />
      {settings.data ? (
        <Timeline timeZone={settings.data.timeZone} />
      ) : settings.isPending ? (
        <Spinner label="Loading the timeline…" />
      ) : (
        <Alert variant="danger">The timeline could not be loaded. Please try again later.</Alert>
      )}
    </>
  );
}

/** The words of the buttons that move a span, by scale. */
const MOVES = {
  week: { previous: 'Previous week', current: 'This week', next: 'Next week' },
  day: { previous: 'Previous day', current: 'Today', next: 'Next day' },
} as const;

/** The week or the day in the address (span.ts); this week without one. */
function Timeline({ timeZone }: { timeZone: string }) {
  const today: WallClock = todayIn(timeZone, new Date());
  const [span, show] = useAddressState(useSpanInAddress(today));
  const timeline = useTimeline(requestDate(span.first), span.days);
  const moves = MOVES[span.scale];

  return (
    <section aria-labelledby="timeline-span">
      <div className="timeline-toolbar">
        <h2 id="timeline-span" className="timeline-span-title" aria-live="polite">
          {span.scale === 'day' ? formatLongDay(span.first) : formatWeek(span.first)}
        </h2>
        <div className="timeline-controls">
          <div className="timeline-scale btn-group" role="group" aria-label="Show">
            {(['week', 'day'] as const).map((scale) => (
              <Button
                key={scale}
                variant={scale === span.scale ? 'primary' : 'outline-primary'}
                size="sm"
                aria-pressed={scale === span.scale}
                onClick={() => show(scale === 'week' ? weekOf(span) : dayOf(span, today))}
              >
                {scale === 'week' ? 'Week' : 'Day'}
              </Button>
            ))}
          </div>
          <div
            className="timeline-nav"
            role="group"
            aria-label={span.scale === 'day' ? 'Day' : 'Week'}
          >
            <Button variant="outline-primary" size="sm" onClick={() => show(shiftSpan(span, -1))}>
              <BsChevronLeft aria-hidden="true" className="me-1" />
              {moves.previous}
            </Button>
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => show(currentSpan(span.scale, today))}
              disabled={holdsToday(span, today)}
            >
              {moves.current}
            </Button>
            <Button variant="outline-primary" size="sm" onClick={() => show(shiftSpan(span, 1))}>
              {moves.next}
              <BsChevronRight aria-hidden="true" className="ms-1" />
            </Button>
          </div>
        </div>
      </div>
      <TimelineLegend />
      {timeline.data ? (
        <div className={timeline.isPlaceholderData ? 'is-refreshing' : undefined}>
          {timeline.data.length === 0 ? (
            <p className="card-surface p-4 mb-0">There are no vehicles yet.</p>
          ) : (
            <TimelineGrid rows={timeline.data} span={span} today={today} />
          )}
        </div>
      ) : timeline.isPending ? (
        <Spinner label={span.scale === 'day' ? 'Loading the day…' : 'Loading the week…'} />
      ) : (
        <Alert variant="danger">The timeline could not be loaded. Please try again later.</Alert>
      )}
    </section>
  );
}

/** The span's address as of today; the same codec all day long. */
function useSpanInAddress(today: WallClock): AddressCodec<TimelineSpan> {
  const todayKey = isoDate(today);
  return useMemo(() => spanInAddress(parseIsoDate(todayKey)!), [todayKey]);
}
