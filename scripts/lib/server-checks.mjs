// The server's own start-up checks, for the scripts that run before it (scripts/start.mjs,
// scripts/build.mjs): the port (apps/api/src/lib/port.ts) and the lock files
// (apps/api/src/lib/folder-lock.ts, apps/api/src/db/pglite-folder.ts). Those are TypeScript,
// which plain node cannot load; esbuild, which the build needs anyway, bundles them in memory
// in a few tens of milliseconds. One source, so the refusals say exactly what the server says.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Says what is missing when the build tools are: a production install has none. */
export class BuildToolsMissing extends Error {
  constructor(tool) {
    super(
      `The build tools are not installed (${tool} is missing; a production install leaves them ` +
        'out): run npm install first, or npm run start:prod to start the server as it was built.',
    );
  }
}

/** Resolves a package the way the workspace that uses it would. */
export function requireFrom(workspace, name) {
  const require = createRequire(join(root, workspace, 'package.json'));
  try {
    return require.resolve(name);
  } catch {
    throw new BuildToolsMissing(name.split('/')[0]);
  }
}

const ENTRY = `
export { ensurePortFree, listenProblem } from './src/lib/port.ts';
export { lockHolder, takeFolderLock } from './src/lib/folder-lock.ts';
export { lockPathOf, lockPgliteFolder } from './src/db/pglite-folder.ts';
export { StartupError } from './src/lib/startup-error.ts';
`;

let loaded;

/**
 * @returns {Promise<{
 *   ensurePortFree(port: number, host: string): Promise<void>,
 *   lockHolder(path: string): { pid: number, since: string } | null,
 *   takeFolderLock(path: string): { release(): void } | { heldBy: { pid: number, since: string } },
 *   lockPathOf(dir: string): string,
 *   lockPgliteFolder(dir: string): { release(): void },
 *   StartupError: ErrorConstructor,
 * }>}
 */
export function serverChecks() {
  loaded ??= (async () => {
    const esbuild = await import(requireFrom('apps/api', 'esbuild'));
    const result = await esbuild.build({
      stdin: {
        contents: ENTRY,
        resolveDir: join(root, 'apps/api'),
        sourcefile: 'server-checks.ts',
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      write: false,
      logLevel: 'error',
      // The CommonJS packages among them (pino, through loggable-error.ts) require node's own
      // modules, which an ES module does through a require of its own.
      banner: {
        js: `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(join(root, 'apps/api/package.json'))});`,
      },
    });
    // The service process esbuild starts would outlive this use.
    await esbuild.stop();
    // A file rather than a data: URL, so that a stack trace names a short path.
    const folder = mkdtempSync(join(tmpdir(), 'keyturn-server-checks-'));
    try {
      const file = join(folder, 'server-checks.mjs');
      writeFileSync(file, result.outputFiles[0].contents);
      return await import(pathToFileURL(file).href);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  })();
  return loaded;
}
