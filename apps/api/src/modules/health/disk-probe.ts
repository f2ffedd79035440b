import { open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { PROBE_LIMIT_MS } from '../../db/probe.ts';
import { withDeadline } from '../../lib/deadline.ts';

/** About a database page and a bit: a disk that cannot take this cannot take a write. */
const PROBE_BYTES = 16 * 1024;
const PROBE_FILE = '.health-probe';

export type DiskState = 'writable' | 'full' | 'failing';

/**
 * Whether the disk under the embedded database takes a write: a small file is written, flushed
 * and removed. A full disk leaves every read working while every booking fails, so asking the
 * database alone would answer "healthy". Probes asked for together share one write.
 */
export function diskProbe(folder: string) {
  const file = join(folder, PROBE_FILE);
  const write = async (): Promise<DiskState> => {
    let handle: FileHandle | undefined;
    try {
      handle = await open(file, 'w');
      await handle.write(Buffer.alloc(PROBE_BYTES));
      await handle.sync();
      return 'writable';
    } catch (error) {
      return (error as { code?: unknown }).code === 'ENOSPC' ? 'full' : 'failing';
    } finally {
      await handle?.close();
      await rm(file, { force: true });
    }
  };
  // A disk that hangs (a lost network mount) must not hold the health check past its limit.
  const bounded = () =>
    withDeadline(write(), PROBE_LIMIT_MS, () => new Error('late')).catch(
      (): DiskState => 'failing',
    );
  let inFlight: Promise<DiskState> | null = null;
  return {
    state(): Promise<DiskState> {
      inFlight ??= bounded().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
