import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Who holds a lock: written into the lock file, read by whoever finds it taken. */
export interface LockHolder {
  pid: number;
  since: string;
  /** Where the holder takes operators' requests (db:backup), when it does. */
  controlSocket?: string;
}

export interface FolderLock {
  path: string;
  /** Records where the holder takes operators' requests. */
  announce(details: Pick<LockHolder, 'controlSocket'>): void;
  release(): void;
}

/** The process holding `lockPath`, if it is alive; a lock left by a dead process counts as free. */
export function lockHolder(lockPath: string): LockHolder | null {
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(lockPath, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
  return Number.isInteger(holder.pid) && holder.pid !== process.pid && isAlive(holder.pid)
    ? holder
    : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createExclusively(lockPath: string, holder: LockHolder): boolean {
  try {
    writeFileSync(lockPath, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the lock file `lockPath` for this process, or answers who holds it. A lock whose
 * process has died (a crash, a pulled plug) is taken over; so is one carrying this process's
 * own PID, which after a container restart is an earlier life of the same PID.
 */
export function takeFolderLock(lockPath: string): FolderLock | { heldBy: LockHolder } {
  let holder: LockHolder = { pid: process.pid, since: new Date().toISOString() };
  if (!createExclusively(lockPath, holder)) {
    const current = lockHolder(lockPath);
    if (current) return { heldBy: current };
    rmSync(lockPath, { force: true });
    if (!createExclusively(lockPath, holder)) {
      // Another process took it over in the same instant.
      const winner = lockHolder(lockPath);
      if (winner) return { heldBy: winner };
      throw new Error(`Could not take the lock ${lockPath}.`);
    }
  }
  const release = () => {
    if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
    process.off('exit', release);
  };
  // However the process ends short of SIGKILL, the lock goes with it.
  process.on('exit', release);
  return {
    path: lockPath,
    announce(details) {
      holder = { ...holder, ...details };
      writeFileSync(lockPath, JSON.stringify(holder), { mode: 0o600 });
    },
    release,
  };
}

function readPid(lockPath: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(lockPath, 'utf8')) as LockHolder).pid;
  } catch {
    return undefined;
  }
}
