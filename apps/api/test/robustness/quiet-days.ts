import { companyCalendar } from '../support/calendar.ts';

/**
 * The servers these tests start run on the real clock, so their days ahead are real ones. Days
 * on which the clocks change are left out, so that every hour a test books exists, once, and
 * its trips last as long as their hours say, whatever day the suite runs on.
 */
const calendar = companyCalendar(() => new Date());

/** The `nth` day from today (0: today) among those on which the clocks do not change. */
function quietDay(nth: number): number {
  let quiet = -1;
  for (let day = 0; ; day++) {
    if (!calendar.clocksChangeOn(day) && ++quiet === nth) return day;
  }
}

/**
 * A request time (MM/DD/YYYY HH:mm:ss) at `hour` on the `daysAhead`th quiet day from today:
 * different counts give different days, as they would counting every day.
 */
export const at = (daysAhead: number, hour = 10, minute = 0): string =>
  calendar.at(quietDay(daysAhead), hour, minute);
