import dayjs from 'dayjs';

/**
 * The long form of a response time. Responses carry the company's wall clock without an offset;
 * reading and writing it in one zone (the browser's) keeps those digits unchanged.
 */
export function formatDateTime(wallClock: string): string {
  return dayjs(wallClock).format('ddd, MMM D, YYYY · h:mm A');
}
