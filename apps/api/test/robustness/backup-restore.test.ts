import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { at } from './quiet-days.ts';
import { call, customers } from './http.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'keyturn-backup-'));
const original = join(scratch, 'original');
const fresh = join(scratch, 'fresh');
const backup = join(scratch, 'keyturn.tar.gz');

let server: ServerProcess | undefined;
let token: string;
let reservationId: number;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** `npm run <script> -- <args>` as an operator types it, on the data folder `dataDir`. */
function npmRun(script: string, dataDir: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The customer and the booking made before the backup are there. */
async function expectBackedUpData(running: ServerProcess) {
  const booking = await call(running.url, 'GET', `/api/reservations/${reservationId}/auth`, {
    token,
  });
  expect(booking.status).toBe(200);
  expect(booking.body).toMatchObject({ id: reservationId, pickUpLocation: 'Union Square' });
}

describe.runIf(!process.env.TEST_DATABASE_URL)('backups of the embedded database', () => {
  it('are written by npm run db:backup while the server runs', async () => {
    server = await startServer({ DATA_DIR: original });
    token = (await customers(server.url, 1))[0]!;
    const booked = await call(server.url, 'POST', '/api/reservations/add?carId=2', {
      token,
      body: {
        pickUpTime: at(4, 10),
        dropOffTime: at(4, 12),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(booked.status).toBe(201);
    reservationId = booked.body.id as number;

    const made = npmRun('db:backup', original, backup);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`Backup of ${join(original, 'pglite')} written to ${backup}`);
    expect(existsSync(backup)).toBe(true);
    // The server did not notice.
    await expectBackedUpData(server);
  });

  it('cannot be restored over the folder of a running server', async () => {
    const refused = npmRun('db:restore', original, backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `The embedded database in ${join(original, 'pglite')} is in use by another process ` +
        `(PID ${server!.child.pid}`,
    );
    await expectBackedUpData(server!);
  });

  it('restore into a fresh folder, where a server then finds the data', async () => {
    const restored = npmRun('db:restore', fresh, backup);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backup} into ${join(fresh, 'pglite')}.`);
    await server!.stop();
    server = await startServer({ DATA_DIR: fresh });
    await expectBackedUpData(server);
    await server.stop();
  });

  it('restore over an existing database, keeping the one that was there', async () => {
    const restored = npmRun('db:restore', fresh, backup);
    expect(restored.code, restored.stderr).toBe(0);
    const keptAside = readdirSync(fresh).filter((name) =>
      name.startsWith('pglite.before-restore-'),
    );
    expect(keptAside).toHaveLength(1);
    expect(restored.stdout).toContain(
      `The database that was there is kept in ${join(fresh, keptAside[0]!)}`,
    );
    expect(readdirSync(join(fresh, keptAside[0]!))).toContain('PG_VERSION');
  });

  it('refuse a file that is not a backup, leaving the database as it was', async () => {
    const bogus = join(scratch, 'not-a-backup.tar.gz');
    writeFileSync(bogus, 'these are not the files you are looking for');
    const before = readdirSync(join(fresh, 'pglite')).sort();
    const refused = npmRun('db:restore', fresh, bogus);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(
      new RegExp(`^${bogus.replaceAll('.', '\\.')} is not a Keyturn backup, or it is damaged \\(`),
    );
    expect(readdirSync(join(fresh, 'pglite')).sort()).toEqual(before);
    expect(existsSync(join(fresh, 'pglite.restoring'))).toBe(false);
  });

  it('are written too while no server runs', async () => {
    const second = join(scratch, 'second.tar.gz');
    const made = npmRun('db:backup', original, second);
    expect(made.code, made.stderr).toBe(0);
    expect(existsSync(second)).toBe(true);
  });

  it('say the disk is full when it is, not that the backup is damaged', async () => {
    const small = join(scratch, 'small-disk');
    mkdirSync(small);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4M', 'tmpfs', small]);
    // Only where this user may mount a small disk (root, as in CI).
    if (mounted.status !== 0) return;
    try {
      const restore = npmRun('db:restore', join(small, 'data'), backup);
      expect(restore.code).toBe(1);
      expect(restore.stderr.trim()).toBe(
        `The disk holding ${join(small, 'data')} is full, so the restored database ` +
          'could not be written: free some space there (df -h shows it), then try again.',
      );
      expect(existsSync(join(small, 'data', 'pglite'))).toBe(false);

      const made = npmRun('db:backup', fresh, join(small, 'copy.tar.gz'));
      expect(made.code).toBe(1);
      expect(made.stderr.trim()).toBe(
        `The disk holding ${small} is full, so the backup could not be written: free some space ` +
          'there (df -h shows it), then try again.',
      );
      expect(readdirSync(small).filter((name) => name.startsWith('copy'))).toEqual([]);
    } finally {
      spawnSync('umount', [small]);
    }
  });
});
