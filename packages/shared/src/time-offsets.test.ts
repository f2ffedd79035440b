import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock, wallClockFromIntl } from './time.ts';

// Whole-hour, half-hour and 45-minute offsets, and a zone whose clocks move by 30 minutes.
const ZONES = [
  'America/Los_Angeles',
  'Europe/London',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
];

describe('remembered zone offsets', () => {
  it.each(ZONES)('%s: every 17 minutes 13 seconds of 2027 reads as Intl reads it', (zone) => {
    const step = (17 * 60 + 13) * 1000 + 417;
    const differences = [];
    for (let ms = Date.UTC(2027, 0, 1); ms < Date.UTC(2028, 0, 1); ms += step) {
      const instant = new Date(ms);
      const expected = wallClockFromIntl(instant, zone);
      const actual = toWallClock(instant, zone);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        differences.push({ instant: instant.toISOString(), actual, expected });
      }
    }
    expect(differences).toEqual([]);
  });

  it('still converts wall clocks back around a change of the clocks', () => {
    expect(
      fromWallClock(
        { year: 2027, month: 4, day: 4, hour: 1, minute: 45, second: 0 },
        'Australia/Lord_Howe',
      )!.toISOString(),
    ).toBe('2027-04-03T14:45:00.000Z');
  });
});
