/** A task run again and again until stopped. */
export interface Periodic {
  /** No run starts any more; resolves once the run under way, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `atStart` now and `task` every `intervalMs` after, each run after the one before has
 * finished, so a slow run is never overlapped. A run that fails goes to `failed`; the next one
 * is tried all the same. The timer does not keep the process alive.
 */
export function runPeriodically(
  intervalMs: number,
  task: () => Promise<unknown>,
  failed: (error: unknown) => void,
  atStart: () => Promise<unknown> = task,
): Periodic {
  const settle = (run: Promise<unknown>) => run.then(() => undefined, failed);
  let running = settle(atStart());
  const timer = setInterval(() => {
    running = running.then(() => settle(task()));
  }, intervalMs).unref();
  return {
    stop() {
      clearInterval(timer);
      return running;
    },
  };
}
