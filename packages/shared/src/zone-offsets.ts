/**
 * The company zone's offsets from UTC, remembered per whole UTC hour: what toWallClock reads
 * before it asks Intl (time.ts), and what the server's reading can fill in a browser
 * (rememberZoneOffsets).
 */

/** Whole UTC hours from `fromHour` (hours since the epoch) over which the zone's offset is `offsetMs`. */
export interface ZoneOffsetSpan {
  fromHour: number;
  hours: number;
  offsetMs: number;
}

/** Hours of offsets remembered per zone: a year and more of bookings or report rows. */
const MAX_CACHED_HOURS = 20_000;
/** At most this many hours are taken from elsewhere: the few days a rendered page stays open. */
export const MAX_HANDED_HOURS = 24 * 7;

const offsetsByZone = new Map<string, Map<number, number>>();

export function rememberedHourOffset(hour: number, timeZone: string): number | undefined {
  return offsetsByZone.get(timeZone)?.get(hour);
}

export function rememberHourOffset(hour: number, timeZone: string, offsetMs: number): void {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  if (offsets.size >= MAX_CACHED_HOURS) offsets.delete(offsets.keys().next().value!);
  offsets.set(hour, offsetMs);
}

/**
 * Takes the zone's offsets as the server read them (zoneOffsetSpans), so that toWallClock
 * answers within those hours without Intl. A browser builds its first date formatter slowly
 * (20-35 ms on this project's machine, several times that on a phone's slower processor), and
 * a page that shows today's date would otherwise build one while it starts. The spans are the
 * server's own, at most MAX_HANDED_HOURS long in all.
 */
export function rememberZoneOffsets(timeZone: string, spans: readonly ZoneOffsetSpan[]): void {
  for (const { fromHour, hours, offsetMs } of spans) {
    for (let hour = fromHour; hour < fromHour + hours; hour++) {
      rememberHourOffset(hour, timeZone, offsetMs);
    }
  }
}
