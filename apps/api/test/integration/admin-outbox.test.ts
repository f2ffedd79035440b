import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail, Page } from '@keyturn/shared';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { bookCar } from '../support/bookings.ts';
import { deliverOnce } from '../support/mail-delivery.ts';
import { useMailServer } from '../support/mail-server.ts';
import { at } from '../support/times.ts';
import { firstVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;
const smtp = useMailServer();
let carId: number;
let nextDay = 30;

beforeAll(async () => {
  carId = (await firstVehicle(t.db)).id;
});

/** One pass of a worker that gives a mail up after its first failed attempt. */
const deliver = () => deliverOnce(t, smtp().url, { maxAttempts: 1 });

async function bookAsNewCustomer() {
  const customer = await registerCustomer(api);
  const days = nextDay++;
  const reservationId = await bookCar(api, customer.token, carId, {
    pickUpTime: at(days, 10),
    dropOffTime: at(days, 12),
  });
  return { customer, reservationId };
}

async function outboxPage(query: Record<string, string | number> = {}) {
  const response = await api.get('/api/admin/outbox', { token: tokens.admin, query });
  expect(response.statusCode).toBe(200);
  return response.json<Page<OutboxMail>>();
}

const mailTo = async (email: string, status?: string) =>
  (await outboxPage({ size: 100, ...(status ? { status } : {}) })).content.find(
    (mail) => mail.recipient === email,
  );

describe('the outbox, as the office sees it', () => {
  it('lists a mail the mail server refused as failed with its error; a retry delivers it', async () => {
    await deliver();
    const { customer, reservationId } = await bookAsNewCustomer();
    smtp().refusing = 'Mailbox unavailable';
    try {
      await deliver();
    } finally {
      smtp().refusing = undefined;
    }

    const failed = await mailTo(customer.email, 'FAILED');
    expect(failed).toMatchObject({
      kind: 'booking-confirmed',
      subject: `Your Keyturn booking ${reservationId} is confirmed`,
      status: 'FAILED',
      attempts: 1,
      sentAt: null,
    });
    expect(failed!.lastError).toContain('Mailbox unavailable');
    expect(failed!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(await mailTo(customer.email, 'SENT')).toBeUndefined();

    const retried = await api.post(`/api/admin/outbox/${failed!.id}/retry`, {
      token: tokens.admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({
      message: 'The mail will be sent again shortly.',
      success: true,
    });
    expect(await mailTo(customer.email, 'WAITING')).toMatchObject({
      id: failed!.id,
      attempts: 0,
      lastError: null,
    });

    const before = smtp().received.length;
    await deliver();
    const received = smtp().received.slice(before);
    expect(received.map((mail) => mail.subject)).toEqual([
      `Your Keyturn booking ${reservationId} is confirmed`,
    ]);
    const sent = await mailTo(customer.email, 'SENT');
    expect(sent).toMatchObject({ id: failed!.id, status: 'SENT', attempts: 1, lastError: null });
    expect(sent!.sentAt).not.toBeNull();
  });

  it('refuses to send again a mail that has not failed (400), and knows no unknown one (404)', async () => {
    const { customer } = await bookAsNewCustomer();
    await deliver();
    const sent = await mailTo(customer.email, 'SENT');

    const notFailed = await api.post(`/api/admin/outbox/${sent!.id}/retry`, {
      token: tokens.admin,
    });
    expect(notFailed.statusCode).toBe(400);
    expect(expectEnvelope(notFailed).message).toBe('Only a mail that failed can be sent again.');

    const unknown = await api.post('/api/admin/outbox/999999999/retry', { token: tokens.admin });
    expect(unknown.statusCode).toBe(404);
    expect(expectEnvelope(unknown).message).toBe('Mail not found.');
  });

  it('pages the newest mail first, and filters by state', async () => {
    await bookAsNewCustomer();
    await bookAsNewCustomer();
    const page = await outboxPage({ size: 2 });
    expect(page.size).toBe(2);
    expect(page.content).toHaveLength(2);
    expect(page.content[0]!.id).toBeGreaterThan(page.content[1]!.id);
    expect(page.totalElements).toBeGreaterThanOrEqual(2);

    const waiting = await outboxPage({ status: 'WAITING', size: 100 });
    expect(waiting.content.length).toBeGreaterThanOrEqual(2);
    expect(waiting.content.every((mail) => mail.status === 'WAITING')).toBe(true);
  });

  it('answers 400 with a sentence for an unknown state or page size', async () => {
    const state = await api.get('/api/admin/outbox', {
      token: tokens.admin,
      query: { status: 'LOST' },
    });
    expect(state.statusCode).toBe(400);
    expect(expectEnvelope(state).message).toBe('Status must be one of: WAITING, SENT, FAILED');
    const size = await api.get('/api/admin/outbox', { token: tokens.admin, query: { size: 0 } });
    expect(size.statusCode).toBe(400);
  });
});
