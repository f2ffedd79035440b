/** How many lazy chunks are on their way: the progress bar shows while one is slow to come. */
let loading = 0;
const listeners = new Set<() => void>();

function set(next: number): void {
  loading = next;
  for (const listener of listeners) listener();
}

export function subscribeToChunkActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chunksLoading(): number {
  return loading;
}

/** Counts one chunk download for as long as `download` runs. */
export async function countingChunk<T>(download: Promise<T>): Promise<T> {
  set(loading + 1);
  try {
    return await download;
  } finally {
    set(loading - 1);
  }
}
