import { describe, expect, it } from 'vitest';
import { cancellationOffer } from './cancellation.ts';

const settings = { timeZone: 'America/Los_Angeles', cancellationNoticeHours: 24 };
// 9:00 in San Francisco on November 26, 2026 (PST, UTC-8).
const booked = { status: 'CREATED' as const, pickUpTime: '2026-11-26T09:00:00' };

describe('cancellationOffer', () => {
  it('offers cancellation until the notice before pick-up, in the company zone with its name', () => {
    const offer = cancellationOffer(booked, settings, new Date('2026-11-24T12:00:00Z'));
    expect(offer).toEqual({
      kind: 'open',
      deadline: 'Wed, Nov 25, 2026 · 9:00 AM Pacific Standard Time',
    });
  });

  it('reads the wall clock in the server zone, not the browser one', () => {
    const offer = cancellationOffer(
      booked,
      { timeZone: 'Europe/Berlin', cancellationNoticeHours: 48 },
      new Date('2026-11-20T12:00:00Z'),
    );
    expect(offer).toEqual({
      kind: 'open',
      deadline: 'Tue, Nov 24, 2026 · 9:00 AM Central European Standard Time',
    });
  });

  it('gives the shared reason once the deadline has passed', () => {
    // 17:00Z is 9:00 in San Francisco: one second past the deadline.
    const offer = cancellationOffer(booked, settings, new Date('2026-11-25T17:00:01Z'));
    expect(offer.kind).toBe('closed');
    expect(offer.kind === 'closed' && offer.reason).toMatch(/up to 24 hours before pick-up/);
  });

  it('is still open at the deadline itself', () => {
    const offer = cancellationOffer(booked, settings, new Date('2026-11-25T17:00:00Z'));
    expect(offer.kind).toBe('open');
  });

  it('offers nothing for a reservation that is no longer booked', () => {
    for (const status of ['CANCELLED', 'DONE', 'NO_SHOW'] as const) {
      const offer = cancellationOffer({ ...booked, status }, settings, new Date('2026-11-01'));
      expect(offer).toEqual({ kind: 'none' });
    }
  });
});
