// Compiles the server and its command-line tools to JavaScript in dist/, so that production
// runs them with plain node: no TypeScript loader, no dev dependencies.
import { readFile, rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const outdir = fileURLToPath(new URL('dist/', import.meta.url));

/**
 * Every file node starts: the server and the tools of `npm run db:*`. All land side by side in
 * dist/, which sourceAddressesKept relies on.
 */
const ENTRY_POINTS = {
  server: 'src/server.ts',
  'db-seed': 'src/seed/cli.ts',
  'db-backup': 'src/ops/backup-cli.ts',
  'db-restore': 'src/ops/restore-cli.ts',
};

/**
 * npm packages stay imports, loaded from node_modules as they are, except our own workspace
 * packages: @keyturn/shared is TypeScript source, which plain node cannot load, so it is bundled.
 */
const ownPackagesBundled = {
  name: 'own-packages-bundled',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@keyturn/') ? undefined : { path, external: true },
    );
  },
};

/**
 * Each module keeps the address of its source file as import.meta.url, so files found next to
 * the source (the migrations, the demo photos, the repository root) are found from the bundle
 * exactly as from the source, without copying them.
 */
const sourceAddressesKept = {
  name: 'source-addresses-kept',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromOutput = relative(outdir, path).split('\\').join('/');
      const address = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: ENTRY_POINTS,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [ownPackagesBundled, sourceAddressesKept],
});
console.info(
  `Built ${Object.keys(ENTRY_POINTS).join(', ')} into ${relative(process.cwd(), outdir)}`,
);
