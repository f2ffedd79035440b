import { companyCalendar } from './calendar.ts';

export { CLOCK_CHANGE_SEARCH_DAYS } from './calendar.ts';
import { testNow } from './clock.ts';

/** The company's calendar on the tests' clock (clock.ts): the same days on every run. */
export const { dayAhead, at, requestDay, nextSpringForwardDay, nextFallBackDay } =
  companyCalendar(testNow);

/** A response time (YYYY-MM-DDTHH:mm:ss) written as a request time (MM/DD/YYYY HH:mm:ss). */
export function asRequestTime(wallClock: string): string {
  return wallClock.replace(/^(\d{4})-(\d\d)-(\d\d)T/, '$2/$3/$1 ');
}

/** A request time (MM/DD/YYYY HH:mm:ss) as responses write it (YYYY-MM-DDTHH:mm:ss). */
export function asResponseTime(requestTime: string): string {
  return requestTime.replace(/^(\d\d)\/(\d\d)\/(\d{4}) /, '$3-$1-$2T');
}

/**
 * The first day `from` days ahead or later on which no clock changes from the day before to
 * three days after: a trip of up to three days from there is as long as its wall clock says.
 */
export function calmDay(from: number): number {
  const changes = [nextSpringForwardDay(), nextFallBackDay()];
  let day = from;
  while (changes.some((change) => change >= day - 1 && change <= day + 3)) day += 1;
  return day;
}
