import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  TERMS_CHANGED_MESSAGE,
  TERMS_VERSION_NOT_FOUND_MESSAGE,
  type Terms,
} from '@keyturn/shared';
import { appClock } from '../../src/config.ts';
import { reservations } from '../../src/db/schema.ts';
import { TermsService } from '../../src/modules/terms/index.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { at, calmDay } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

const textOf = (terms: Terms) => terms.sections.flatMap((section) => section.paragraphs).join('\n');

async function currentTerms(): Promise<Terms> {
  const answer = await api.get('/api/settings/terms');
  expect(answer.statusCode).toBe(200);
  return answer.json<Terms>();
}

describe('the terms', () => {
  it('are written from the rules the quote and the return apply', async () => {
    const terms = await currentTerms();
    expect(terms.version).toMatch(/^[0-9a-f]{12}$/);
    expect(terms.sections.map((section) => section.title)).toEqual([
      'Booking',
      'The driver',
      'Paying',
      'Deposit',
      'Cancellation and no-shows',
      'Returning the car',
    ]);
    const text = textOf(terms);
    for (const rule of [
      `until ${t.config.cancellationNoticeHours} hours before its pick-up time`,
      `up to ${t.config.bookingHorizonDays} days ahead`,
      'at least 21 years old at pick-up',
      'Drivers under 25 at pick-up pay a young-driver fee of $15.00 for each started 24 hours',
      'refundable deposit, $200.00',
      'more than 15 minutes late',
      'a late fee of $25.00 for each started hour, at most $250.00',
      'each missing eighth of a tank costs $12.00',
      'at the counter when you pick the car up',
      'read in Pacific Time, where our office is',
    ]) {
      expect(text).toContain(rule);
    }
    expect(text).not.toContain('payment partner');
  });

  it('follow a change of a setting with a new version, and keep each version a booking names', async () => {
    const current = await currentTerms();
    const changed = new TermsService({
      db: t.db,
      config: {
        ...t.config,
        cancellationNoticeHours: 48,
        timeZone: 'Europe/Berlin',
        payments: {
          mode: 'stripe',
          secretKey: 'sk_test_terms',
          webhookSecret: 'whsec_terms',
          holdMinutes: 30,
          reconcileSeconds: 120,
        },
      },
      now: appClock(t.config),
    });
    expect(changed.current.version).not.toBe(current.version);
    const text = textOf(changed.current);
    expect(text).toContain('until 48 hours before its pick-up time');
    expect(text).toContain('read in Central European Time, where our office is');
    expect(text).toContain("on our payment partner's secure page");
    await changed.published();

    const earlier = await api.get('/api/settings/terms', {
      query: { version: changed.current.version },
    });
    expect(earlier.json()).toEqual(changed.current);
    expect(await currentTerms()).toEqual(current);

    const unknown = await api.get('/api/settings/terms', { query: { version: '0123456789ab' } });
    expect(unknown.statusCode).toBe(404);
    expect(expectEnvelope(unknown).message).toBe(TERMS_VERSION_NOT_FOUND_MESSAGE);
    const unreadable = await api.get('/api/settings/terms', { query: { version: 'latest' } });
    expect(unreadable.statusCode).toBe(400);
    expect(expectEnvelope(unreadable).errors).toEqual([
      { field: 'version', message: 'Terms version must be 12 hexadecimal characters' },
    ]);
  });

  it('a booking keeps the version accepted, and one accepted before a change is refused', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin);
    const customer = await registerCustomer(api);
    const day = calmDay(40);
    const { version } = await currentTerms();
    const book = (termsVersion: string | undefined, hour: number) =>
      api.post('/api/reservations/add', {
        token: customer.token,
        query: { carId },
        body: {
          pickUpTime: at(day, hour),
          dropOffTime: at(day, hour + 1),
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Union Square',
          ...(termsVersion && { termsVersion }),
        },
      });

    const stale = await book('0123456789ab', 9);
    expect(stale.statusCode).toBe(409);
    expect(expectEnvelope(stale).message).toBe(TERMS_CHANGED_MESSAGE);
    const stored = () =>
      t.db
        .select({ termsVersion: reservations.termsVersion })
        .from(reservations)
        .where(eq(reservations.carId, carId));
    expect(await stored()).toEqual([]);

    // A spec client sends none: the booking is made under the terms in force.
    for (const [accepted, hour] of [
      [version, 9],
      [undefined, 12],
    ] as const) {
      const booked = await book(accepted, hour);
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json<{ id: number }>().id;
      const answer = await api.get(`/api/reservations/${id}/auth`, { token: customer.token });
      expect(answer.json()).toMatchObject({ termsVersion: version });
    }
    expect(await stored()).toEqual([{ termsVersion: version }, { termsVersion: version }]);
  });
});
