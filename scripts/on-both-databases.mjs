// A suite that must hold on both databases runs twice: on embedded PGlite, then on a
// PostgreSQL server (TEST_DATABASE_URL, by default the local one). Its tests create and drop
// their own databases.
import { spawnSync } from 'node:child_process';

const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = [
  { name: 'embedded PGlite', env: { TEST_DATABASE_URL: '' } },
  {
    name: `PostgreSQL (${postgresUrl.replace(/\/\/[^@]*@/, '//')})`,
    env: { TEST_DATABASE_URL: postgresUrl },
  },
];

/** Runs `vitest run` with these arguments on each database; stops at the first failure. */
export function runVitestOnBothDatabases(suiteName, vitestArgs) {
  for (const run of runs) {
    console.info(`\n▶ ${suiteName} on ${run.name}\n`);
    const result = spawnSync('npx', ['vitest', 'run', ...vitestArgs], {
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
