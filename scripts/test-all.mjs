// `npm test`: the whole suite, its stages side by side (scripts/run-stages.mjs). Each stage
// keeps to about one core on its own (Vitest and node's test runner give a two-core machine one
// worker), so two lanes fill the machine that one stage after another left half idle.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DATABASES } from './on-both-databases.mjs';
import { runStages } from './run-stages.mjs';

/** Seconds each took on an idle two-core machine, one lane beside the other (docs/ci.md). */
const stages = [
  { name: 'lint', command: 'npm run lint', expectedSeconds: 90 },
  { name: 'OpenAPI lint', command: 'npm run lint:openapi', expectedSeconds: 10 },
  { name: 'format check', command: 'npm run format:check', expectedSeconds: 15 },
  { name: 'typecheck', command: 'npm run typecheck', expectedSeconds: 50 },
  { name: 'unit and component tests', command: 'npm run test:unit', expectedSeconds: 105 },
  ...DATABASES.flatMap((database) => [
    {
      name: `API tests on ${database.name}`,
      command: 'npx vitest run --project api',
      env: database.env,
      expectedSeconds: 400,
    },
    {
      name: `robustness tests on ${database.name}`,
      command: 'npx vitest run --config apps/api/test/robustness/vitest.config.ts',
      env: database.env,
      expectedSeconds: 300,
    },
  ]),
  ...onSecondNode(),
  // CI's deploy check (.ci/run sets it): in a lane of its own, not a third process beside two.
  ...(process.env.WITH_PRODUCTION_BUILD === '1'
    ? [{ name: 'production build check', command: '.ci/production-build', expectedSeconds: 240 }]
    : []),
];

/**
 * With SECOND_NODE_BIN (a folder holding another Node.js, as .ci/run installs Node 24 from the
 * npm registry), the unit tests and the API tests on PGlite run on that runtime too: PGlite's
 * WebAssembly, crypto and the HTTP stack are where runtimes differ; the PostgreSQL client is
 * plain JavaScript on sockets, covered by the first runtime's run.
 */
function onSecondNode() {
  const bin = process.env.SECOND_NODE_BIN;
  if (!bin) return [];
  const env = { PATH: `${bin}:${process.env.PATH}` };
  const version = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  return [
    {
      name: `unit and component tests on Node ${version}`,
      command: 'npm run test:unit',
      env,
      expectedSeconds: 105,
    },
    {
      name: `API tests on PGlite on Node ${version}`,
      command: 'npx vitest run --project api',
      env: { ...env, ...DATABASES[0].env },
      expectedSeconds: 400,
    },
  ];
}

/**
 * The browser tests run on their own, once the rest has passed, in two shards that fill the
 * two cores themselves (e2e/run.mjs): beside another stage on a busy two-core machine (a
 * fresh-clone CI run, 7 December) they took 40 minutes, the critical path.
 */
const browserTests = { name: 'browser tests', command: 'npm run test:e2e', expectedSeconds: 900 };

process.exitCode =
  (await runStages('npm test', stages)) || (await runStages('npm test', [browserTests], 1));
