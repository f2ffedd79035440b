// Browser end-to-end run: builds the web app, starts the real server on a free port with a
// fresh database, runs every tests/*.test.ts with node's test runner, then cleans up.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';
import { startMailSink } from './support/mail-sink.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

async function waitForHealth(baseUrl, server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in time');
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// tests/other-origin.test.ts serves a client page from here, an origin the server lets in.
let otherOriginPort = await freePort();
while (otherOriginPort === port) otherOriginPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'keyturn-e2e-'));
// The server sends its mail to a real SMTP server here; tests/password-reset.test.ts reads it.
const mailDir = mkdtempSync(join(tmpdir(), 'keyturn-e2e-mail-'));
const mailbox = join(mailDir, 'mailbox.jsonl');
const mailSink = await startMailSink(mailbox);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
    CORS_ORIGINS: `http://127.0.0.1:${otherOriginPort}`,
    WEB_DIST_DIR: join(root, 'apps/web/dist'),
    SMTP_URL: mailSink.url,
    PUBLIC_URL: baseUrl,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let exitCode = 1;
try {
  await waitForHealth(baseUrl, server);
  const only = process.argv.slice(2);
  const files = readdirSync(join(here, 'tests'))
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
    .sort()
    .map((name) => join(here, 'tests', name));
  // Not spawnSync: this process serves the tests' SMTP server meanwhile.
  const tests = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_OTHER_ORIGIN_PORT: String(otherOriginPort),
        E2E_MAILBOX: mailbox,
      },
    },
  );
  exitCode = await new Promise((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => {
    if (server.exitCode !== null) resolve();
    else server.once('exit', resolve);
    setTimeout(resolve, 5000).unref();
  });
  await mailSink.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
}
process.exit(exitCode);
