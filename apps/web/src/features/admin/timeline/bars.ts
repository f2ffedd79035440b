import type { TimelineEntry, WallClock } from '@keyturn/shared';

const MINUTE_MS = 60_000;

/** Minutes since the epoch of a wall-clock reading, every day counted as 24 hours long. */
function wallMinutes(value: string): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = value.split(/[-T:]/).map(Number);
  return Date.UTC(year, month - 1, day, hour, minute) / MINUTE_MS;
}

const dayMinutes = (day: WallClock) => Date.UTC(day.year, day.month - 1, day.day) / MINUTE_MS;

export interface PlacedBar {
  entry: TimelineEntry;
  /** Where the bar starts and how wide it is, in percent of the days shown. */
  left: number;
  width: number;
  /** The row within the vehicle's row: entries that overlap in time get one each. */
  lane: number;
  /** It began before the first day shown, or ends after the last one. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * Places a vehicle's entries on its row of `days` days from `first`. Positions follow the wall
 * clock, so each column is one calendar day even on a daylight-saving change. Entries that
 * overlap (a cancelled booking and the one that took its place) are put in separate lanes.
 */
export function placeBars(
  entries: readonly TimelineEntry[],
  first: WallClock,
  days: number,
): { bars: PlacedBar[]; lanes: number } {
  const from = dayMinutes(first);
  const span = days * 24 * 60;
  const laneEnds: number[] = [];
  const sorted = [...entries].sort((a, b) => wallMinutes(a.start) - wallMinutes(b.start));
  const bars = sorted.map((entry) => {
    const start = wallMinutes(entry.start);
    const end = wallMinutes(entry.end);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    const shownStart = Math.max(start, from);
    const shownEnd = Math.min(end, from + span);
    return {
      entry,
      left: ((shownStart - from) / span) * 100,
      width: (Math.max(shownEnd - shownStart, 0) / span) * 100,
      lane,
      continuesBefore: start < from,
      continuesAfter: end > from + span,
    };
  });
  return { bars, lanes: Math.max(laneEnds.length, 1) };
}
