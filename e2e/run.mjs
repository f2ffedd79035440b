// Browser end-to-end run: builds the web app, then runs every tests/*.test.ts with node's test
// runner in shards side by side. Each shard has a world of its own (support/shard.mjs): the real
// server on a fresh database, a second one that takes payments online from a local Stripe
// double, and a mail server, so no test sees another shard's bookings or mail.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runShard, shardFiles, testFiles } from './support/shard.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One shard per core: a shard keeps about one core busy (Chromium, two servers, the runner),
// and waits on its pages much of the time (docs/ci.md).
const shardCount = Number(process.env.E2E_SHARDS ?? Math.min(availableParallelism(), 2));
const files = testFiles(join(here, 'tests'), process.argv.slice(2));
const shards = shardFiles(files, shardCount);
const codes = await Promise.all(
  shards.map((shardOf, index) => runShard({ root, files: shardOf, label: `shard ${index + 1}` })),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
