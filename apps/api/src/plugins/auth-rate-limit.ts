import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

const WINDOW_MS = 60_000;
const SWEEP_THRESHOLD = 10_000;

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Counts login and register attempts per client address and per email in fixed one-minute
 * windows. Kept in memory: each instance limits on its own, which bounds guessing per instance.
 */
export class AuthRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 with Retry-After once any of the request's keys has used up its window. */
  check(request: FastifyRequest, email: string | undefined): void {
    const keys = [`ip:${request.ip}`];
    if (email) keys.push(`email:${email.toLowerCase()}`);
    const now = this.now();
    if (this.windows.size > SWEEP_THRESHOLD) this.sweep(now);
    let retryAfterMs = 0;
    for (const key of keys) {
      const window = this.hit(key, now);
      if (window.count > this.max) retryAfterMs = Math.max(retryAfterMs, window.resetsAt - now);
    }
    if (retryAfterMs > 0) {
      const seconds = Math.ceil(retryAfterMs / 1000);
      throw new HttpError(429, `Too many attempts. Please wait ${seconds} seconds and try again.`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
  }

  private hit(key: string, now: number): Window {
    const current = this.windows.get(key);
    if (current && current.resetsAt > now) {
      current.count++;
      return current;
    }
    const fresh = { count: 1, resetsAt: now + WINDOW_MS };
    this.windows.set(key, fresh);
    return fresh;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetsAt <= now) this.windows.delete(key);
    }
  }
}
