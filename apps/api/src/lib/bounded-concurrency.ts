/**
 * Runs at most `concurrent` tasks at once; up to `waiting` more wait their turn, first come
 * first served, and beyond that a task is refused at once with the error `refusal` makes.
 */
export class BoundedConcurrency {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly concurrent: number,
    private readonly waiting: number,
    private readonly refusal: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrent) {
      this.running++;
    } else {
      if (this.line.length >= this.waiting) throw this.refusal();
      // The finishing task hands its place over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.line.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}
