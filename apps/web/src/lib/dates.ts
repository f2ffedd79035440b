import dayjs from 'dayjs';

/**
 * The long form of a response time. Responses carry the company's wall clock without an offset;
 * reading and writing it in one zone (the browser's) keeps those digits unchanged.
 */
export function formatDateTime(wallClock: string): string {
  return dayjs(wallClock).format('ddd, MMM D, YYYY · h:mm A');
}

/** A wall-clock time within the year ahead, as a sentence names it: 'Tue, Dec 8, 10:00 AM'. */
export function formatDayTime(wallClock: string): string {
  return dayjs(wallClock).format('ddd, MMM D, h:mm A');
}

/** The time of day of a wall-clock time within the hours ahead: '3:45 PM'. */
export function formatTime(wallClock: string): string {
  return dayjs(wallClock).format('h:mm A');
}
