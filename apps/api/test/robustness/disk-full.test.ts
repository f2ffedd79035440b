import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../support/database.ts';
import { call, customers } from './http.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const scratch = mkdtempSync(join(tmpdir(), 'keyturn-disk-'));
const disk = join(scratch, 'disk');
let mounted = false;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (mounted) spawnSync('umount', [disk]);
  rmSync(scratch, { recursive: true, force: true });
});

/** Writes into `file` until the disk takes no more. */
function fillUp(file: string) {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = openSync(file, 'w');
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    expect((error as { code?: string }).code).toBe('ENOSPC');
  } finally {
    closeSync(fd);
  }
}

describe.runIf(!onPostgres())('the embedded database on a disk that fills up', () => {
  it('is reported by the health check, and healthy again once there is room', async () => {
    mkdirSync(disk);
    // Only where this user may mount a small disk of its own (root, as in CI).
    mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=160M', 'tmpfs', disk]).status === 0;
    if (!mounted) return;
    server = await startServer({ DATA_DIR: join(disk, 'data') });
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    const [token] = await customers(server.url, 1);

    fillUp(join(disk, 'filler'));
    const health = await call(server.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      message: 'The disk holding the data is full: nothing can be saved.',
    });
    // Reads still work; that is why the database alone would look healthy.
    expect((await call(server.url, 'GET', '/api/user', { token })).status).toBe(200);

    rmSync(join(disk, 'filler'));
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });
});
