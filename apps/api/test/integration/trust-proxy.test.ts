import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../src/lib/trust-proxy.ts';
import { apiClient, startTestApp, type TestApp } from '../support/harness.ts';

const LIMIT = 3;
const message = {
  name: 'Alex Doe',
  email: 'alex@example.com',
  subject: 'Weekend rates',
  body: 'Do you have lower rates on weekends?',
};

let t: TestApp | undefined;
afterEach(() => t?.close());

async function appTrusting(trustProxy: TrustProxy) {
  t = await startTestApp({ trustProxy, contactRateLimitMax: LIMIT });
  const api = apiClient(t.app);
  /** A contact message arriving from `peer` with the given X-Forwarded-For. */
  return (peer: string, forwardedFor?: string) =>
    api.post('/api/contactmessage/visitors', {
      body: message,
      ip: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
}

/** A client writing a new leftmost X-Forwarded-For entry each time, hoping to be someone new. */
const spoofed = (attempt: number, rest: string) => `198.18.0.${attempt}, ${rest}`;

describe('TRUST_PROXY', () => {
  it('with a hop count, keys the rate limit on the address the proxy saw', async () => {
    const send = await appTrusting(1);
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expect((await send('10.0.0.5', spoofed(attempt, '203.0.113.7'))).statusCode).toBe(201);
    }
    const refused = await send('10.0.0.5', spoofed(LIMIT + 1, '203.0.113.7'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another customer behind the same proxy is not affected.
    expect((await send('10.0.0.5', '203.0.113.8')).statusCode).toBe(201);
  });

  it('with proxy addresses, skips every listed proxy and no further', async () => {
    const send = await appTrusting(['10.0.0.0/8']);
    // Two proxies of ours in the chain: the client is the address before them.
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      const chain = spoofed(attempt, '203.0.113.9, 10.1.2.3');
      expect((await send('10.0.0.5', chain)).statusCode).toBe(201);
    }
    expect((await send('10.0.0.5', spoofed(9, '203.0.113.9, 10.1.2.3'))).statusCode).toBe(429);
  });

  it('with proxy addresses, ignores X-Forwarded-For from a peer that is not one of them', async () => {
    const send = await appTrusting(['10.0.0.0/8']);
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expect((await send('198.51.100.4', `203.0.113.${attempt}`)).statusCode).toBe(201);
    }
    expect((await send('198.51.100.4', '203.0.113.99')).statusCode).toBe(429);
  });

  it('unset, ignores X-Forwarded-For altogether', async () => {
    const send = await appTrusting(false);
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expect((await send('198.51.100.5', `203.0.113.${attempt}`)).statusCode).toBe(201);
    }
    expect((await send('198.51.100.5', '203.0.113.99')).statusCode).toBe(429);
  });
});
