import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as TimeModule from './time.ts';
import type * as OffsetsModule from './zone-offsets.ts';

/** The time functions as a browser loads them: nothing remembered, no formatter built yet. */
async function freshTime(): Promise<typeof TimeModule & typeof OffsetsModule> {
  vi.resetModules();
  return { ...(await import('./time.ts')), ...(await import('./zone-offsets.ts')) };
}

const ZONE = 'America/Los_Angeles';
const HOUR_MS = 3_600_000;
// Two days across the clocks going back in Los Angeles (1 November 2026).
const FROM = new Date('2026-10-31T12:00:00Z');

const BuiltIn = Intl.DateTimeFormat;
let formattersBuilt = 0;

/** Counts the date formatters built from now on, as a browser's first one is the slow one. */
function countFormattersBuilt(): void {
  formattersBuilt = 0;
  Intl.DateTimeFormat = new Proxy(BuiltIn, {
    construct(target, args: ConstructorParameters<typeof BuiltIn>) {
      formattersBuilt++;
      return new target(...args);
    },
  });
}

afterEach(() => {
  Intl.DateTimeFormat = BuiltIn;
});

describe('offsets handed from the server to a page', () => {
  it('are read once per run of hours, on both sides of a change of the clocks', async () => {
    const spans = (await freshTime()).zoneOffsetSpans(FROM, 48, ZONE);
    const first = FROM.getTime() / HOUR_MS;
    // 09:00 UTC on 1 November: 02:00 in Los Angeles becomes 01:00.
    expect(spans).toEqual([
      { fromHour: first, hours: 21, offsetMs: -7 * HOUR_MS },
      { fromHour: first + 21, hours: 27, offsetMs: -8 * HOUR_MS },
    ]);
  });

  it('leave out an hour in which the clocks change', async () => {
    // Lord Howe Island's clocks go from 02:00 to 02:30 at 15:30 UTC on 3 October 2026.
    const from = new Date('2026-10-03T12:00:00Z');
    const spans = (await freshTime()).zoneOffsetSpans(from, 6, 'Australia/Lord_Howe');
    const first = from.getTime() / HOUR_MS;
    expect(spans).toEqual([
      { fromHour: first, hours: 3, offsetMs: 10.5 * HOUR_MS },
      { fromHour: first + 4, hours: 2, offsetMs: 11 * HOUR_MS },
    ]);
  });

  it('let a page read the wall clock in those hours without building a date formatter', async () => {
    const spans = (await freshTime()).zoneOffsetSpans(FROM, 48, ZONE);
    const page = await freshTime();
    countFormattersBuilt();
    page.rememberZoneOffsets(ZONE, spans);

    const shown = [];
    for (let ms = FROM.getTime(); ms < FROM.getTime() + 48 * HOUR_MS; ms += 7 * 60_000) {
      shown.push([ms, page.toWallClock(new Date(ms), ZONE)] as const);
    }
    expect(formattersBuilt).toBe(0);

    for (const [ms, clock] of shown) {
      expect(clock).toEqual(page.wallClockFromIntl(new Date(ms), ZONE));
    }
  });

  it('leave the hours outside them to Intl', async () => {
    const spans = (await freshTime()).zoneOffsetSpans(FROM, 2, ZONE);
    const page = await freshTime();
    page.rememberZoneOffsets(ZONE, spans);
    countFormattersBuilt();
    const later = new Date(FROM.getTime() + 3 * HOUR_MS);
    expect(page.toWallClock(later, ZONE)).toEqual({
      year: 2026,
      month: 10,
      day: 31,
      hour: 8,
      minute: 0,
      second: 0,
    });
    expect(formattersBuilt).toBe(1);
  });
});
