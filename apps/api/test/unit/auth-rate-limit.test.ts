import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-errors.ts';
import { AuthRateLimiter } from '../../src/plugins/auth-rate-limit.ts';

const from = (ip: string) => ({ ip }) as FastifyRequest;

describe('login rate limiter', () => {
  it('opens a new window after a minute', () => {
    let now = 0;
    const limiter = new AuthRateLimiter(2, () => now);
    limiter.check(from('1.1.1.1'), 'a@example.com');
    limiter.check(from('1.1.1.1'), 'b@example.com');
    let refusal: unknown;
    try {
      limiter.check(from('1.1.1.1'), 'c@example.com');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(429);
    expect((refusal as HttpError).options.headers).toEqual({ 'Retry-After': '60' });

    now = 60_000;
    expect(() => limiter.check(from('1.1.1.1'), 'd@example.com')).not.toThrow();
  });
});
