import { countingChunk } from './chunk-activity.ts';

/**
 * Chromium says "Failed to fetch dynamically imported module: <url>", Firefox "error loading
 * dynamically imported module: <url>", Safari "Importing a module script failed.".
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}

const RELOADED_FOR_KEY = 'keyturn:reloaded-for-chunk';

function chunkUrl(error: Error): string | undefined {
  return /https?:\/\/\S+/.exec(error.message)?.[0];
}

/** Whether the server no longer has the chunk (a deploy replaced the app's files). */
async function chunkIsGone(url: string | undefined): Promise<boolean> {
  // Without a URL (Safari) a deploy cannot be told from an outage; online, a reload is the
  // likelier cure, and the once-only guard keeps it from repeating.
  if (!url) return navigator.onLine;
  try {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404;
  } catch {
    return false;
  }
}

/** Remembers a reload per missing chunk, so a chunk still missing after it cannot loop. */
function firstReloadFor(url: string): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === url) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, url);
    return true;
  } catch {
    // No session storage (a locked-down browser): no guard, so no reload.
    return false;
  }
}

/** The address of each chunk whose download failed, by the import that asked for it. */
const failedChunks = new WeakMap<() => Promise<unknown>, string>();

/**
 * Loads a lazy chunk. A tab opened before a deploy asks for files the server no longer has:
 * the page is reloaded once, onto the new files. Any other failure (offline, server down) is
 * thrown, for the route's error element to show with its Retry.
 *
 * Chromium keeps a failed dynamic import for good: the same import fails again at once,
 * without asking the server. So a retry asks for the chunk under an address of its own (its
 * imports keep theirs, so the app's modules stay shared); when that fails online too, an
 * import of its own failed before and stays failed in this page, and only a reload asks again.
 */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  const failed = failedChunks.get(load);
  try {
    return await countingChunk(
      failed ? (import(/* @vite-ignore */ `${failed}?${Date.now()}`) as Promise<M>) : load(),
    );
  } catch (error) {
    if (isChunkLoadError(error)) {
      const url = chunkUrl(error as Error);
      if (url && !failed) failedChunks.set(load, url);
      const reload = failed
        ? navigator.onLine
        : (await chunkIsGone(url)) && firstReloadFor(url ?? location.href);
      if (reload) {
        location.reload();
        // The page goes away; its spinner stays until then.
        return new Promise<never>(() => {});
      }
    }
    throw error;
  }
}

const retries = new Set<() => void>();

/** Registers how to give a failed lazy part a fresh attempt at its chunk. */
export function onChunkRetry(retry: () => void): void {
  retries.add(retry);
}

/**
 * Gives every lazy part whose chunk failed a fresh attempt: a Retry calls this before it
 * renders them again. (Until then a failed part keeps failing the same way, so that React,
 * rendering it again by itself after the error, reaches the error element instead of starting
 * a new download each time.)
 */
export function retryFailedChunks(): void {
  for (const retry of retries) retry();
  retries.clear();
}
