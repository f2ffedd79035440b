// One shard of a browser test run (plain JavaScript: run.mjs uses it before any TypeScript
// loads): its test files, and the world they run against, started for them and taken down after.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startStripeDouble } from '@keyturn/stripe-double/node';
import { startMailSink } from './mail-sink.mjs';
import { freePorts, startServer, stopServer, waitForHealth } from './servers.mjs';

const STRIPE_WEBHOOK_SECRET = 'whsec_keyturn_e2e';

/** The test files in `folder`, or those whose name holds one of `only`'s parts. */
export function testFiles(folder, only) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
    .sort()
    .map((name) => join(folder, name));
}

/**
 * Deals the files into `count` shards of about equal length, the longest file first to the
 * shortest shard. A file's size stands in for its time: the long files are the ones with many
 * pages to drive.
 */
export function shardFiles(files, count) {
  const shards = Array.from({ length: Math.max(1, count) }, () => ({ files: [], size: 0 }));
  const bySize = files
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size);
  for (const { file, size } of bySize) {
    const shortest = shards.reduce((best, shard) => (shard.size < best.size ? shard : best));
    shortest.files.push(file);
    shortest.size += size;
  }
  return shards.map((shard) => shard.files.sort()).filter((shardOf) => shardOf.length > 0);
}

/**
 * Starts a shard's world, runs its files one at a time, prints their lines under `label`, and
 * takes the world down again. Resolves to the test runner's exit code (1 if the world did not
 * start).
 */
export async function runShard({ root, files, label }) {
  /** What to undo once the tests are done, in the reverse order of starting. */
  const cleanups = [];
  const temporaryFolder = (prefix) => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    return folder;
  };
  try {
    const env = await startWorld(root, cleanups, temporaryFolder);
    return await runTests(root, files, env, label);
  } catch (error) {
    console.error(`[${label}]`, error);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[${label}]`, error);
      }
    }
  }
}

/** The servers a shard's tests use; resolves to the settings that tell the tests where they are. */
async function startWorld(root, cleanups, temporaryFolder) {
  // tests/other-origin.test.ts serves a client page from otherOriginPort, an origin the server
  // lets in; tests/online-payment.test.ts books on the second server, at stripePort.
  const [port, otherOriginPort, stripePort] = await freePorts(3);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stripeBaseUrl = `http://127.0.0.1:${stripePort}`;

  // The servers send their mail to a real SMTP server here; the tests read it (mailbox.ts).
  const mailbox = join(temporaryFolder('keyturn-e2e-mail-'), 'mailbox.jsonl');
  const mailSink = await startMailSink(mailbox);
  cleanups.push(() => mailSink.close());
  const common = {
    SEED: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
    // The cheapest password hash the server takes: the tests register and sign in at nearly
    // every step, and what a hash costs is the API and robustness suites' business.
    PASSWORD_HASH_LOG_N: '10',
    WEB_DIST_DIR: join(root, 'apps/web/dist'),
    SMTP_URL: mailSink.url,
  };

  // The server every test but the online payment's uses: customers pay at the counter.
  const server = startServer(root, {
    ...common,
    PORT: String(port),
    DATA_DIR: temporaryFolder('keyturn-e2e-'),
    PAYMENTS: 'counter',
    CORS_ORIGINS: `http://127.0.0.1:${otherOriginPort}`,
    PUBLIC_URL: baseUrl,
  });
  cleanups.push(() => stopServer(server));

  // The Stripe double, and a server of its own (own database) that sends customers to it.
  const stripeDouble = await startStripeDouble({
    webhookUrl: `${stripeBaseUrl}/api/payments/stripe/webhook`,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  });
  cleanups.push(() => stripeDouble.close());
  const stripeServer = startServer(root, {
    ...common,
    PORT: String(stripePort),
    DATA_DIR: temporaryFolder('keyturn-e2e-stripe-'),
    PAYMENTS: 'stripe',
    STRIPE_API_URL: stripeDouble.url,
    STRIPE_SECRET_KEY: stripeDouble.secretKey,
    STRIPE_WEBHOOK_SECRET,
    PUBLIC_URL: stripeBaseUrl,
  });
  cleanups.push(() => stopServer(stripeServer));

  await Promise.all([waitForHealth(baseUrl, server), waitForHealth(stripeBaseUrl, stripeServer)]);
  return {
    E2E_BASE_URL: baseUrl,
    E2E_OTHER_ORIGIN_PORT: String(otherOriginPort),
    E2E_MAILBOX: mailbox,
    E2E_STRIPE_BASE_URL: stripeBaseUrl,
    E2E_STRIPE_URL: stripeDouble.url,
  };
}

/**
 * Runs the files one at a time (a file's tests share its servers' clock and data). Not
 * spawnSync: this process serves the shard's SMTP server and Stripe double meanwhile.
 */
function runTests(root, files, env, label) {
  const tests = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  for (const [stream, out] of [
    [tests.stdout, process.stdout],
    [tests.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
  }
  return new Promise((resolve) => tests.once('close', (code) => resolve(code ?? 1)));
}
