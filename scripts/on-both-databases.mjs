// A suite that must hold on both databases runs twice: on embedded PGlite, and on a PostgreSQL
// server (TEST_DATABASE_URL, by default the local one). Its tests create and drop their own
// databases, so the two runs may go side by side (scripts/test-all.mjs).
import { spawnSync } from 'node:child_process';

const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Each database a suite runs on: its name, and the environment that points the tests at it. */
export const DATABASES = [
  { name: 'PGlite', env: { TEST_DATABASE_URL: '' } },
  { name: 'PostgreSQL', env: { TEST_DATABASE_URL: postgresUrl } },
];

const described = (database) =>
  database.env.TEST_DATABASE_URL
    ? `${database.name} (${postgresUrl.replace(/\/\/[^@]*@/, '//')})`
    : `embedded ${database.name}`;

/** Runs `vitest run` with these arguments on each database; stops at the first failure. */
export function runVitestOnBothDatabases(suiteName, vitestArgs) {
  for (const database of DATABASES) {
    console.info(`\n▶ ${suiteName} on ${described(database)}\n`);
    const result = spawnSync('npx', ['vitest', 'run', ...vitestArgs], {
      stdio: 'inherit',
      env: { ...process.env, ...database.env },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
