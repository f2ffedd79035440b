import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call, customers } from './http.ts';
import { runServerToExit, startServer, type ServerProcess } from './server-process.ts';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'keyturn-folder-'));
const dataDir = join(scratch, 'data');
const database = join(dataDir, 'pglite');
const lockFile = `${database}.lock`;

let server: ServerProcess | undefined;
let token: string;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** The customer registered at the start is still there: nothing was lost. */
async function expectDataKept(running: ServerProcess) {
  const me = await call(running.url, 'GET', '/api/user', { token });
  expect(me.status).toBe(200);
}

/** What a refusal looks like: exit code 1 and exactly one line on stderr. */
function expectOneLineRefusal(exit: { code: number | null; stderr: string }) {
  expect(exit.code).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  return lines[0]!;
}

const inUse = (pid: number) =>
  new RegExp(
    `^The embedded database in ${database} is in use by another process \\(PID ${pid}, since [^)]+\\)\\. ` +
      'Stop that one first \\(a running server, or npm run db:seed\\), or set DATA_DIR to another folder\\.$',
  );

describe.runIf(!process.env.TEST_DATABASE_URL)('the data folder of the embedded database', () => {
  it('lets a second server on the same folder exit at once, naming the folder and the holder', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    token = (await customers(server.url, 1))[0]!;
    const second = await runServerToExit({ DATA_DIR: dataDir });
    expect(expectOneLineRefusal(second)).toMatch(inUse(server.child.pid!));
    await expectDataKept(server);
  });

  it('lets npm run db:seed beside the running server refuse the same way, changing nothing', async () => {
    const seed = spawnSync('npm', ['run', 'db:seed'], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(seed.status).not.toBe(0);
    expect(seed.stderr).toMatch(new RegExp(inUse(server!.child.pid!).source.slice(1, -1)));
    await expectDataKept(server!);
  });

  it('says in one line that the port is taken, before opening any database', async () => {
    const elsewhere = join(scratch, 'elsewhere');
    const exit = await runServerToExit({ DATA_DIR: elsewhere, PORT: new URL(server!.url).port });
    const port = new URL(server!.url).port;
    expect(expectOneLineRefusal(exit)).toBe(
      `Port ${port} is already in use (another Keyturn, or another program): stop it, ` +
        `or choose another port, e.g. PORT=${Number(port) + 1}.`,
    );
    expect(existsSync(join(elsewhere, 'pglite'))).toBe(false);
    expect(existsSync(join(elsewhere, 'pglite.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', async () => {
    await server!.stop('SIGKILL');
    expect(existsSync(lockFile)).toBe(true);
    server = await startServer({ DATA_DIR: dataDir });
    await expectDataKept(server);
    await server.stop('SIGTERM');
    expect(server.child.exitCode).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it('never starts a new database over a folder that holds files but no PG_VERSION', async () => {
    renameSync(join(database, 'PG_VERSION'), join(scratch, 'PG_VERSION'));
    // Put back whatever happens: the next test copies this folder.
    try {
      const before = readdirSync(database).sort();
      const exit = await runServerToExit({ DATA_DIR: dataDir });
      expect(expectOneLineRefusal(exit)).toBe(
        `The folder ${database} holds files but no database (PG_VERSION is missing): it may be ` +
          'damaged or only partly copied, and Keyturn will not start a new database over it. ' +
          'Restore a backup into it (npm run db:restore -- <file>), or move the folder away to ' +
          'start afresh.',
      );
      expect(readdirSync(database).sort()).toEqual(before);
    } finally {
      renameSync(join(scratch, 'PG_VERSION'), join(database, 'PG_VERSION'));
    }
    server = await startServer({ DATA_DIR: dataDir });
    await expectDataKept(server);
    await server.stop('SIGTERM');
  });

  it('names the folder and what to do when a database file is damaged, in one line', async () => {
    const damaged = join(scratch, 'damaged');
    cpSync(dataDir, damaged, { recursive: true });
    writeFileSync(join(damaged, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
    const exit = await runServerToExit({ DATA_DIR: damaged });
    const line = expectOneLineRefusal(exit);
    expect(line).toMatch(
      new RegExp(`^The embedded database in ${join(damaged, 'pglite')} could not be opened \\(`),
    );
    expect(line).toMatch(
      /its files may be damaged\. Restore a backup into it \(npm run db:restore -- <file>\), or move the folder away to start afresh\.$/,
    );
    expect(line.length).toBeLessThan(500);
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc123'],
  ])('refuses a stored token secret that is %s, like a short JWT_SECRET', async (_, stored) => {
    const folder = join(scratch, `secret-${stored.length}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'jwt-secret'), stored);
    const exit = await runServerToExit({ DATA_DIR: folder, JWT_SECRET: undefined });
    expect(expectOneLineRefusal(exit)).toBe(
      `The token secret in ${join(folder, 'jwt-secret')} is empty or shorter than 32 characters. ` +
        'Delete the file to have a new one made (everyone signs in again), or set JWT_SECRET.',
    );
  });
});
