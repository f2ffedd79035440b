// npm start: first what would stop the server anyway (its port taken, its data folder held by
// another process), before anything is built; then builds what changed since the last build
// (scripts/build.mjs --changed; nothing when nothing did); then runs the built server in this
// process, as npm run start:prod does (docs/decisions/034-start-builds-what-changed.md).
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, exitOnBuildError } from './build.mjs';
import { serverChecks } from './lib/server-checks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A setting as apps/api/src/env.ts reads it: trimmed, and blank counts as unset. */
function setting(name, fallback) {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

/** The server's own refusal when it could not start now, or null. */
async function refusal(checks) {
  const port = Number(setting('PORT', '3000'));
  const host = setting('HOST', '0.0.0.0');
  // A bad PORT is the server's to name, along with every other setting it checks.
  if (Number.isInteger(port) && port >= 1 && port <= 65_535) {
    try {
      await checks.ensurePortFree(port, host);
    } catch (error) {
      return error;
    }
  }
  if (setting('DATABASE_URL')) return null;
  const dataDir = setting('DATA_DIR', 'data');
  const folder = join(isAbsolute(dataDir) ? dataDir : resolve(root, dataDir), 'pglite');
  // Only read here: the lock is taken, then released at once, only to word the refusal.
  if (!checks.lockHolder(checks.lockPathOf(folder))) return null;
  try {
    checks.lockPgliteFolder(folder).release();
    return null;
  } catch (error) {
    return error;
  }
}

const checks = await serverChecks().catch(exitOnBuildError);
const problem = await refusal(checks);
if (problem) {
  console.error(problem instanceof checks.StartupError ? problem.message : problem);
  process.exit(1);
}
await build({ changedOnly: true }).catch(exitOnBuildError);
// What `node --enable-source-maps` does: stack traces point at the TypeScript lines.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);
