/**
 * The double's own time, in unix seconds: its source (the real time, or the clock of the tests
 * it serves) plus whatever a test added. Objects' `created`, sessions' `expires_at` and events
 * read it; webhook signatures use the real time, as the receiving SDK checks them against its.
 */
export class Clock {
  private offsetSeconds = 0;

  constructor(private readonly source: () => Date) {}

  now(): number {
    return Math.floor(this.source().getTime() / 1000) + this.offsetSeconds;
  }

  advance(seconds: number): number {
    this.offsetSeconds += seconds;
    return this.now();
  }
}
