// Browser end-to-end run: builds the web app, starts the real server on a free port with a
// fresh database, and beside it a second one that takes payments online from a local Stripe
// double, runs every tests/*.test.ts with node's test runner, then cleans up.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStripeDouble } from '@keyturn/stripe-double/node';
import { startMailSink } from './support/mail-sink.mjs';
import { freePorts, startServer, stopServer, waitForHealth } from './support/servers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const STRIPE_WEBHOOK_SECRET = 'whsec_keyturn_e2e';

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// tests/other-origin.test.ts serves a client page from otherOriginPort, an origin the server
// lets in; tests/online-payment.test.ts books on the second server, at stripePort.
const [port, otherOriginPort, stripePort] = await freePorts(3);
const baseUrl = `http://127.0.0.1:${port}`;
const stripeBaseUrl = `http://127.0.0.1:${stripePort}`;

/** What to undo once the tests are done, in the reverse order of starting. */
const cleanups = [];
const temporaryFolder = (prefix) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
};

let exitCode = 1;
try {
  // The servers send their mail to a real SMTP server here; the tests read it (support/mailbox.ts).
  const mailbox = join(temporaryFolder('keyturn-e2e-mail-'), 'mailbox.jsonl');
  const mailSink = await startMailSink(mailbox);
  cleanups.push(() => mailSink.close());
  const common = {
    SEED: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
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
  const only = process.argv.slice(2);
  const files = readdirSync(join(here, 'tests'))
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
    .sort()
    .map((name) => join(here, 'tests', name));
  // Not spawnSync: this process serves the tests' SMTP server and the Stripe double meanwhile.
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
        E2E_STRIPE_BASE_URL: stripeBaseUrl,
        E2E_STRIPE_URL: stripeDouble.url,
      },
    },
  );
  exitCode = await new Promise((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
}
process.exit(exitCode);
