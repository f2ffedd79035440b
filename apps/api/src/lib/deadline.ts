/**
 * Settles as `work` does, or rejects with `late()` once `ms` have passed, whichever comes first.
 * The work itself goes on (its own limits end it); only the caller stops waiting for it.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
