// Writes the API's OpenAPI document to a file and lints it with Redocly (redocly.yaml):
// `npm run lint:openapi`, or `npm run lint:openapi -- openapi.json` to keep the document there.
// The app is built in-process on the embedded in-memory database and asked for its document
// (app.swagger()): no server listens and no other database is needed. It runs under tsx, which
// lets this file import the API's TypeScript.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.ts';
import { defaultConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = process.argv[2] ? undefined : mkdtempSync(path.join(tmpdir(), 'keyturn-openapi-'));
const file = scratch ? path.join(scratch, 'openapi.json') : path.resolve(process.argv[2]);

const database = await openDatabase({});
try {
  const config = defaultConfig({
    // Signs nothing: no request reaches this app.
    jwtSecret: 'openapi-lint-builds-the-document-only-and-signs-nothing',
    logLevel: 'silent',
  });
  const app = await buildApp(config, database.db);
  try {
    await app.ready();
    writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
if (!scratch) console.info(`The OpenAPI document is in ${file}`);

const lint = spawnSync(
  'npx',
  ['--no', '--', 'redocly', 'lint', file, '--config', path.join(root, 'redocly.yaml')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
if (scratch) rmSync(scratch, { recursive: true, force: true });
process.exit(lint.status ?? 1);
