/** When a task is tried, derived from MONEY_RECONCILE_SECONDS (decision 064). */
export interface MoneyTaskSchedule {
  /** How long a try holds its task: past one call with its retries, so no two tries overlap. */
  leaseMs: number;
  /** How often the worker looks for due tasks. */
  pollMs: number;
  /** How long a task waits after its `attempts`-th try got no answer. */
  retryDelayMs(attempts: number): number;
}

const FIRST_RETRY_MS = 5_000;

/**
 * A task left by a crash is taken again once its lease runs out and the worker next looks, and
 * one whose answer was lost waits at most the longest retry delay and a poll: each within the
 * reconcile time, which is at least 120 s (env.ts). The delays double from 5 s so that a
 * provider away for long is not asked every few seconds, and stop there. `longestCallMs` is the
 * provider's longest call with its retries.
 */
export function moneyTaskSchedule(
  reconcileSeconds: number,
  longestCallMs: number,
): MoneyTaskSchedule {
  const reconcileMs = reconcileSeconds * 1000;
  const leaseMs = longestCallMs + 10_000;
  const pollMs = Math.floor((reconcileMs - leaseMs) / 4);
  const longestDelayMs = reconcileMs - leaseMs - pollMs;
  return {
    leaseMs,
    pollMs,
    retryDelayMs: (attempts) =>
      Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), longestDelayMs),
  };
}
