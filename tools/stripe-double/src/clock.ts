/**
 * The double's own time, in unix seconds: the real time plus whatever a test added. Objects'
 * `created`, sessions' `expires_at` and events read it; webhook signatures use the real time,
 * as the receiving SDK checks them against its own clock.
 */
export class Clock {
  private offsetSeconds = 0;

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  advance(seconds: number): number {
    this.offsetSeconds += seconds;
    return this.now();
  }
}
