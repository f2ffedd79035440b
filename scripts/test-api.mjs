// Runs the API integration suite twice: on embedded PGlite, then on a PostgreSQL server
// (TEST_DATABASE_URL, by default the local one). Each test file creates and drops its own database.
import { spawnSync } from 'node:child_process';

const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = [
  { name: 'embedded PGlite', env: { TEST_DATABASE_URL: '' } },
  {
    name: `PostgreSQL (${postgresUrl.replace(/\/\/[^@]*@/, '//')})`,
    env: { TEST_DATABASE_URL: postgresUrl },
  },
];

for (const run of runs) {
  console.info(`\n▶ API integration tests on ${run.name}\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
