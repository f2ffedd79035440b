import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/env.ts';
import { apiClient, startTestApp, type TestApp } from '../support/harness.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('GET /api/settings', () => {
  it("gives the client the company's defaults", async () => {
    t = await startTestApp();
    const response = await apiClient(t.app).get('/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timeZone: 'America/Los_Angeles',
      bookingHorizonDays: 365,
      cancellationNoticeHours: 24,
      payments: 'counter',
    });
  });

  it('gives what the environment set, so the client follows TIME_ZONE=Europe/Berlin', async () => {
    const { config } = loadSettings({
      TIME_ZONE: 'Europe/Berlin',
      BOOKING_HORIZON_DAYS: '90',
      CANCELLATION_NOTICE_HOURS: '48',
      JWT_SECRET: 'a'.repeat(32),
    });
    const { timeZone, bookingHorizonDays, cancellationNoticeHours } = config;
    t = await startTestApp({ timeZone, bookingHorizonDays, cancellationNoticeHours });
    const response = await apiClient(t.app).get('/api/settings');
    expect(response.json()).toEqual({
      timeZone: 'Europe/Berlin',
      bookingHorizonDays: 90,
      cancellationNoticeHours: 48,
      payments: 'counter',
    });
  });
});
