import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/seed/demo-data.ts';
import { onPostgres } from '../support/database.ts';
import { call } from './http.ts';
import { freePort, JWT_SECRET, runServerToExit, startServer } from './server-process.ts';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'keyturn-production-'));
  folders.push(folder);
  return folder;
}

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET, SEED: undefined };
const [DEMO_ADMIN] = DEMO_USERS;

/** `npm run admin:create` on a data folder, the password on standard input. */
function createAdmin(dataDir: string, args: string[], password: string) {
  return spawnSync('npm', ['run', '--silent', 'admin:create', '--', ...args], {
    cwd: repositoryRoot,
    input: `${password}\n`,
    encoding: 'utf8',
    env: { ...process.env, ...PRODUCTION, SEED: '', DATA_DIR: dataDir, PASSWORD_HASH_LOG_N: '10' },
  });
}

describe.runIf(!onPostgres())('a production server', () => {
  it('seeds no demo data unless told to, prints no password, and gets its administrator from a command', async () => {
    const dataDir = dataFolder();
    const server = await startServer({ ...PRODUCTION, DATA_DIR: dataDir });
    try {
      const demoLogin = await call(server.url, 'POST', '/api/login', {
        body: { email: DEMO_ADMIN!.email, password: DEMO_ADMIN!.password },
      });
      expect(demoLogin.status).toBe(400);
      const catalogue = await call(server.url, 'GET', '/api/car/visitors/pages');
      expect((catalogue.body as { totalElements: number }).totalElements).toBe(0);
      expect(server.output()).not.toContain(DEMO_ADMIN!.password);
      expect(server.output()).not.toContain('Demo accounts');
    } finally {
      await server.stop();
    }

    const weak = createAdmin(dataDir, ['--email', 'lead@rent.example.com'], 'short');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('Password must be at least 8 characters.');
    const made = createAdmin(dataDir, ['--email', 'lead@rent.example.com'], 'Counter#2026');
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('lead@rent.example.com is an administrator now');

    const again = await startServer({ ...PRODUCTION, DATA_DIR: dataDir });
    try {
      const login = await call(again.url, 'POST', '/api/login', {
        body: { email: 'lead@rent.example.com', password: 'Counter#2026' },
      });
      expect(login.status).toBe(200);
      const token = (login.body as { token: string }).token;
      expect((await call(again.url, 'GET', '/api/user/auth/all', { token })).status).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('seeds the demo data when SEED=true says so, still printing no password', async () => {
    const server = await startServer({ ...PRODUCTION, SEED: 'true', DATA_DIR: dataFolder() });
    try {
      const login = await call(server.url, 'POST', '/api/login', {
        body: { email: DEMO_ADMIN!.email, password: DEMO_ADMIN!.password },
      });
      expect(login.status).toBe(200);
      expect(server.output()).not.toContain(DEMO_ADMIN!.password);
    } finally {
      await server.stop();
    }
  });

  it('says in one sentence what to check when DATABASE_URL leads nowhere', async () => {
    const closedPort = await freePort();
    const cases = [
      [
        `postgres://postgres@127.0.0.1:${closedPort}/keyturn`,
        'Nothing accepts connections at 127.0.0.1:',
      ],
      ['postgres://postgres@no-such-host.invalid:5432/keyturn', 'The host "no-such-host.invalid"'],
      ['postgres://nobody_here:secret-word@127.0.0.1:5432/postgres', 'user "nobody_here"'],
      [
        'postgres://postgres@127.0.0.1:5432/no_such_database',
        'There is no database "no_such_database"',
      ],
    ] as const;
    for (const [url, sentence] of cases) {
      const exit = await runServerToExit({ DATABASE_URL: url, SEED: 'false' });
      expect(exit.code, url).toBe(1);
      expect(exit.stderr, url).toContain(sentence);
      expect(exit.stderr.trim().split('\n'), url).toHaveLength(1);
      expect(exit.stderr, url).not.toContain('secret-word');
      expect(exit.stderr, url).not.toMatch(/\bat .*\.(ts|js):\d+/);
    }
  });
});
