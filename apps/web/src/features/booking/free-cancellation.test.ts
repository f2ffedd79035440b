import { describe, expect, it } from 'vitest';
import { freeCancellationUntil } from './free-cancellation.ts';

const settings = { timeZone: 'America/Los_Angeles', cancellationNoticeHours: 24 };
// 10:00 in San Francisco on December 9, 2026 (PST, UTC-8).
const trip = { pickUpDate: '2026-12-09', pickUpTime: '10:00' };

describe('freeCancellationUntil', () => {
  it("is the notice before pick-up, on the company's clock", () => {
    expect(freeCancellationUntil(trip, settings, new Date('2026-12-01T12:00:00Z'))).toBe(
      'Tue, Dec 8, 10:00 AM',
    );
    expect(
      freeCancellationUntil(
        trip,
        { timeZone: 'Europe/Berlin', cancellationNoticeHours: 48 },
        new Date('2026-12-01T12:00:00Z'),
      ),
    ).toBe('Mon, Dec 7, 10:00 AM');
  });

  it('counts real hours across a change of the clocks', () => {
    // Clocks go back an hour on November 1, 2026: 24 hours before 10:00 is 11:00 the day before.
    const afterTheChange = { pickUpDate: '2026-11-01', pickUpTime: '10:00' };
    expect(freeCancellationUntil(afterTheChange, settings, new Date('2026-10-20T12:00:00Z'))).toBe(
      'Sat, Oct 31, 11:00 AM',
    );
  });

  it('is none once pick-up is nearer than the notice', () => {
    // 18:00Z is 10:00 in San Francisco on December 8: one second past the deadline.
    expect(freeCancellationUntil(trip, settings, new Date('2026-12-08T18:00:01Z'))).toBeNull();
  });
});
